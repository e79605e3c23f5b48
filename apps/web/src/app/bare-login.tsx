import { useEffect } from 'react';
import { paths, type OriginState } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';
// Not the feature's index: that brings the router-bound pages, and React Router with them.
import type { EarlyInput } from '@/features/auth/components/login-card';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { friendlyAuthMessage, toAuthError } from '@/lib/auth-errors';
import { useAuthStore } from '@/stores/auth-store';
import { documentTitle } from './route-titles';

export type OpenApp = (path: string, options?: { replace?: boolean }) => void;

/**
 * The address a visitor typed into the prerendered card before its script ran (hydration would
 * put the empty address back), or sent with the form, which the browser then loaded as
 * /login?email=... (that card is rendered anew at the password step, not hydrated).
 */
export function earlyInput(): EarlyInput {
  const sent = new URLSearchParams(window.location.search).get('email');
  if (sent !== null) return { email: sent, sent: true };
  const typed = document.querySelector<HTMLInputElement>('#root input[name="email"]')?.value ?? '';
  return { email: typed, sent: false };
}

/** Whether a first visit to /login can start without the app: a signed-in visitor is sent on. */
export const canStartBare = () => !useAuthStore.getState().isAuthenticated;

/**
 * The login page of a first visit to /login, before the router has loaded (app/boot.tsx): what
 * the /login route renders (features/auth's LoginPage), with `openApp` in place of the router's
 * navigation. The router keeps the page it came from in history.state, where a reload finds it.
 */
export function BareLogin({ openApp, early }: { openApp: OpenApp; early?: EarlyInput }) {
  const returnTo = (window.history.state as { usr?: OriginState } | null)?.usr?.from ?? paths.landing;
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);

  useEffect(() => {
    // The card is the app's now: a button pressed on the served card before is pressed again.
    window.__earlyClicks?.replay();
    document.title = documentTitle(paths.login, shopConfig.shopName);
    // As App does: a session the store does not know of yet signs the visitor in.
    void useAuthStore.getState().syncSession();
    if (new URLSearchParams(window.location.search).has('email')) {
      window.history.replaceState(window.history.state, '', paths.login);
    }
    // A single sign-on that failed or was cancelled comes back as /login?error=<code>.
    const ssoError = new URLSearchParams(window.location.search).get('error');
    if (!ssoError) return;
    useAuthStore.setState({ error: friendlyAuthMessage(toAuthError({ code: ssoError })), isLoading: false });
    window.history.replaceState(window.history.state, '', paths.login);
  }, []);

  useEffect(() => {
    if (isAuthenticated) openApp(returnTo, { replace: true });
  }, [isAuthenticated, openApp, returnTo]);

  return <LoginScreen returnTo={returnTo} navigate={openApp} early={early} />;
}
