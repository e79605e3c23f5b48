import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { shopConfig } from '@/config/shop-config';
import { confirmationProblemText, passwordProblemText } from '@/i18n/domain-texts';
import { AUTH_MESSAGES } from '@/lib/auth-errors';
import type { SsoProvider } from '@/lib/sso';
import { useAuthStore } from '@/stores/auth-store';
import { usePasswordPolicy } from '../api/get-password-policy';
import { RESET_NOTICE_MS, useAuthAction } from '../hooks/use-auth-action';
import { EmailStep, ForgotPasswordStep, PasswordStep, SignupStep } from './login-steps';

export type LoginMode = 'email' | 'password' | 'forgot-password' | 'signup';

// Made when rendered, not when the module loads: the prerendered login page (entry-server.tsx)
// renders it with a placeholder for the shop name, in each language.
function useHeadings(shopName: string): Record<LoginMode, { title: string; description: string }> {
  const { t } = useLingui();
  return {
    email: {
      title: t`Welcome to ${shopName}`,
      description: t`Log in or create an account to start designing.`,
    },
    password: { title: t`Welcome back`, description: t`Good to see you again.` },
    'forgot-password': {
      title: t`Reset your password`,
      description: t`Enter your email and we'll send you a link to set a new password.`,
    },
    signup: {
      title: t`Create your account`,
      description: t`Describe a design, put it on a shirt, and we print it for you.`,
    },
  };
}

/**
 * What a visitor did on the prerendered card before its script ran (app/bare-login.tsx): the
 * address typed, and whether the form was sent (the browser then loaded /login?email=...), which
 * the card takes up at the password.
 */
export type EarlyInput = { email: string; sent: boolean };

/** Spec section 2, Login: one card, four modes (email, password, forgot-password, signup). */
export function LoginCard({
  onSignedIn,
  returnTo,
  early,
}: {
  onSignedIn(): void;
  returnTo: string;
  early?: EarlyInput | undefined;
}) {
  const { login, signup, loginWithSSO, resetPassword } = useAuthStore();
  const { t, i18n } = useLingui();
  const headings = useHeadings(shopConfig.shopName);
  const passwordPolicy = usePasswordPolicy();
  const { pending, timedOut, error, run, later, clearError } = useAuthAction();
  const [mode, setMode] = useState<LoginMode>(early?.sent && early.email ? 'password' : 'email');
  const [email, setEmail] = useState(early?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [lastSubmit, setLastSubmit] = useState<'login' | 'signup' | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [signupSentTo, setSignupSentTo] = useState<string | null>(null);
  const [ssoProvider, setSsoProvider] = useState<SsoProvider | null>(null);

  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const go = (next: LoginMode) => {
    if (noticeTimer.current) clearTimeout(noticeTimer.current);
    setResetSentTo(null);
    setSignupSentTo(null);
    clearError();
    setFieldErrors({});
    setPassword('');
    setConfirm('');
    setMode(next);
  };

  const submitLogin = async () => {
    setLastSubmit('login');
    if (await run('login', () => login(email, password))) onSignedIn();
  };

  const submitSignup = async () => {
    setLastSubmit('signup');
    const errors = {
      password: passwordProblemText(i18n, password, passwordPolicy),
      confirm: confirmationProblemText(i18n, password, confirm),
    };
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    setSignupSentTo(null);
    const outcome = await run('signup', () => signup(email, password));
    if (outcome === 'signed-in') onSignedIn();
    if (outcome === 'check-inbox') {
      setPassword('');
      setConfirm('');
      setSignupSentTo(email);
    }
  };

  const submitReset = async () => {
    if (!(await run('reset', () => resetPassword(email)))) return;
    setResetSentTo(email);
    noticeTimer.current = later(RESET_NOTICE_MS, () => go('email'));
  };

  const retry = () => {
    clearError();
    void (lastSubmit === 'signup' ? submitSignup() : submitLogin());
  };

  const banner = error ?? (timedOut ? t(AUTH_MESSAGES.generic) : null);
  const busy = pending !== null;
  const heading = headings[mode];

  return (
    <Card className="rounded-2xl shadow-xl shadow-primary/5">
      <CardHeader className="space-y-1 pb-4 text-center">
        <CardTitle as="h1" className="text-2xl">
          {heading.title}
        </CardTitle>
        <CardDescription>{heading.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {banner && (
          <Alert
            tone="error"
            title={t({ comment: 'The title of an error message', message: 'Error' })}
            action={
              lastSubmit && (mode === 'password' || mode === 'signup') ? (
                <Button size="sm" variant="outline" onClick={retry} disabled={busy}>
                  <Trans>Retry</Trans>
                </Button>
              ) : undefined
            }
          >
            {banner}
          </Alert>
        )}
        {resetSentTo && (
          <Alert tone="success" title={t`Check your inbox`}>
            <Trans>If an account exists for {resetSentTo}, we've sent a link to reset your password.</Trans>
          </Alert>
        )}
        {signupSentTo && (
          <Alert tone="success" title={t`Check your inbox`}>
            <Trans>We sent a message to {signupSentTo} to finish signing up.</Trans>
          </Alert>
        )}
        <div key={mode} className="animate-fade-in motion-reduce:animate-none">
          {mode === 'email' && (
            <EmailStep
              email={email}
              setEmail={setEmail}
              busy={busy}
              ssoLoading={pending === 'sso' ? ssoProvider : null}
              onContinue={() => go('password')}
              onSso={(provider) => {
                setSsoProvider(provider);
                void run('sso', () => loginWithSSO(provider, returnTo));
              }}
            />
          )}
          {mode === 'password' && (
            <PasswordStep
              email={email}
              password={password}
              setPassword={setPassword}
              loading={pending === 'login'}
              onSubmit={submitLogin}
              onChangeEmail={() => go('email')}
              onForgot={() => go('forgot-password')}
            />
          )}
          {mode === 'forgot-password' && (
            <ForgotPasswordStep
              email={email}
              setEmail={setEmail}
              loading={pending === 'reset'}
              onSubmit={submitReset}
              onBack={() => go('email')}
            />
          )}
          {mode === 'signup' && (
            <SignupStep
              {...{ email, setEmail, password, setPassword, confirm, setConfirm }}
              errors={fieldErrors}
              loading={pending === 'signup'}
              onSubmit={submitSignup}
            />
          )}
        </div>
      </CardContent>
      {mode !== 'forgot-password' && (
        <CardFooter className="justify-center border-t pt-5 text-sm text-muted-foreground">
          {mode === 'signup' ? (
            <span>
              <Trans>
                Already have an account?{' '}
                <Button variant="link" className="h-auto p-0" onClick={() => go('email')}>
                  Log in
                </Button>
              </Trans>
            </span>
          ) : (
            <span>
              <Trans>
                Don't have an account?{' '}
                <Button variant="link" className="h-auto p-0" onClick={() => go('signup')}>
                  Sign up
                </Button>
              </Trans>
            </span>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
