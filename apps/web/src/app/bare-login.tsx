import { useEffect } from 'react';
import { paths, type OriginState } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';
// Not the feature's index: that brings the router-bound pages, and React Router with them.
import { LoginScreen } from '@/features/auth/components/login-screen';
import { friendlyAuthMessage, toAuthError } from '@/lib/auth-errors';
import { useAuthStore } from '@/stores/auth-store';
import { documentTitle } from './route-titles';

export type OpenApp = (path: string, options?: { replace?: boolean }) => void;

/** Whether a first visit to /login can start without the app: a signed-in visitor is sent on. */
export const canStartBare = () => !useAuthStore.getState().isAuthenticated;

/**
 * The login page of a first visit to /login, before the router has loaded (app/boot.tsx): what
 * the /login route renders (features/auth's LoginPage), with `openApp` in place of the router's
 * navigation. The router keeps the page it came from in history.state, where a reload finds it.
 */
export function BareLogin({ openApp }: { openApp: OpenApp }) {
  const returnTo = (window.history.state as { usr?: OriginState } | null)?.usr?.from ?? paths.landing;
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);

  useEffect(() => {
    document.title = documentTitle(paths.login, shopConfig.shopName);
    // As App does: a session the store does not know of yet signs the visitor in.
    void useAuthStore.getState().syncSession();
    // A single sign-on that failed or was cancelled comes back as /login?error=<code>.
    const ssoError = new URLSearchParams(window.location.search).get('error');
    if (!ssoError) return;
    useAuthStore.setState({ error: friendlyAuthMessage(toAuthError({ code: ssoError })), isLoading: false });
    window.history.replaceState(window.history.state, '', paths.login);
  }, []);

  useEffect(() => {
    if (isAuthenticated) openApp(returnTo, { replace: true });
  }, [isAuthenticated, openApp, returnTo]);

  return <LoginScreen returnTo={returnTo} navigate={openApp} />;
}
