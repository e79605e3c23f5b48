import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, type OriginState } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';

/** Login-required routes: visitors go to /login, remembering where they were heading. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuthStore();
  const location = useLocation();
  if (!isAuthenticated && isLoading) return <PageSpinner />;
  if (!isAuthenticated) {
    const state: OriginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
