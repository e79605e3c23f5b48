import { Trans } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { AuthLink, AuthNavigateProvider, type AuthNavigate } from './auth-link';
import { AuthLayout } from './auth-layout';
import { LoginCard, type EarlyInput } from './login-card';

const footerLink = 'underline underline-offset-2 hover:text-foreground';

/**
 * The login page's content without the router: the bare page with the login card, and back to
 * `returnTo` once signed in. The app's /login route renders it, and so does a first visit to
 * /login before the router has loaded (app/bare-login.tsx).
 */
export function LoginScreen({
  returnTo,
  navigate,
  early,
}: {
  returnTo: string;
  navigate: AuthNavigate;
  early?: EarlyInput | undefined;
}) {
  return (
    <AuthNavigateProvider value={navigate}>
      <AuthLayout
        footer={
          <Trans>
            By continuing you agree to our{' '}
            <AuthLink to={paths.support} className={footerLink}>
              Terms &amp; Conditions
            </AuthLink>{' '}
            and{' '}
            <AuthLink to={paths.support} className={footerLink}>
              Privacy Policy
            </AuthLink>
            .
          </Trans>
        }
      >
        <LoginCard
          returnTo={returnTo}
          early={early}
          onSignedIn={() => navigate(returnTo, { replace: true })}
        />
      </AuthLayout>
    </AuthNavigateProvider>
  );
}
