import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths, type OriginState } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Login-required routes: visitors go to /login, remembering where they were heading. The guard
 * sits outside the page frame, so nothing of the signed-in app paints before it has decided.
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuthStore();
  const location = useLocation();
  if (!isAuthenticated && isLoading) return <AuthSplash />;
  if (!isAuthenticated) {
    const state: OriginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * A blank page while the session is checked: the check usually answers within a few hundred
 * milliseconds, so the spinner fades in only after that, instead of flashing before the login page.
 */
function AuthSplash() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="auth-splash">
      <div className="animate-fade-in [animation-delay:400ms]">
        <Spinner className="size-8" label={t`Checking your session`} />
      </div>
    </div>
  );
}
