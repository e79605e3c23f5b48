import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, type OriginState } from '@/config/paths';
import { friendlyAuthMessage, toAuthError } from '@/lib/auth-errors';
import { useAuthStore } from '@/stores/auth-store';
import { LoginScreen } from './login-screen';

/** /login: the bare page with the login card; afterwards back to where the visitor came from. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const returnTo = (location.state as OriginState)?.from ?? paths.landing;
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const ssoError = params.get('error');

  // A single sign-on that failed or was cancelled comes back as /login?error=<code>.
  useEffect(() => {
    if (!ssoError) return;
    useAuthStore.setState({ error: friendlyAuthMessage(toAuthError({ code: ssoError })), isLoading: false });
    setParams({}, { replace: true, state: location.state });
  }, [ssoError, setParams, location.state]);

  if (isAuthenticated && !ssoError) return <Navigate to={returnTo} replace />;

  return <LoginScreen returnTo={returnTo} navigate={(to, options) => void navigate(to, options)} />;
}
