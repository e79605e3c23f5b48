import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { confirmationProblemText, passwordProblemText } from '@/i18n/domain-texts';
import { friendlyAuthMessage } from '@/lib/auth-errors';
import { usePasswordPolicy } from '../api/get-password-policy';
import { useResetPasswordWithToken } from '../api/reset-password';
import { PasswordField } from './auth-field';
import { AuthNavigateProvider } from './auth-link';
import { AuthLayout } from './auth-layout';
import { SubmitButton } from './submit-button';

function Outcome({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: string;
}) {
  return (
    <Card className="rounded-2xl text-center shadow-xl shadow-primary/5">
      <CardHeader className="items-center">
        <span className="mx-auto mb-2 grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
          {icon}
        </span>
        <CardTitle as="h1" className="text-2xl">
          {title}
        </CardTitle>
        <CardDescription className="text-base">{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={paths.login} replace className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {action}
        </Link>
      </CardContent>
    </Card>
  );
}

/** /reset-password?token=…: the page the reset e-mail links to, where the new password is set. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthNavigateProvider value={(to, options) => void navigate(to, options)}>
      <ResetPassword />
    </AuthNavigateProvider>
  );
}

function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { minPasswordLength } = usePasswordPolicy();
  const reset = useResetPasswordWithToken();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const { t, i18n } = useLingui();

  const invalidLink = !token || params.get('error') || reset.error?.code === 'auth/invalid-action-code';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      password: passwordProblemText(i18n, password, { minPasswordLength }),
      confirm: confirmationProblemText(i18n, password, confirm),
    };
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    await reset.mutateAsync({ token, newPassword: password }).catch(() => {});
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <Outcome
          icon={<CheckCircle2 className="size-7" aria-hidden />}
          title={t`Password changed`}
          text={t`Your new password is set and you have been signed out on every device. Log in with your new password.`}
          action={t`Log In`}
        />
      </AuthLayout>
    );
  }

  if (invalidLink) {
    return (
      <AuthLayout>
        <Outcome
          icon={<LinkIcon className="size-7" aria-hidden />}
          title={t`This link has expired`}
          text={t`Password reset links work once and for one hour. Ask for a new one from the login page.`}
          action={t`Back to Login`}
        />
      </AuthLayout>
    );
  }

  const serverError = reset.error && friendlyAuthMessage(reset.error, minPasswordLength);
  return (
    <AuthLayout>
      <Card className="rounded-2xl shadow-xl shadow-primary/5">
        <CardHeader className="items-center text-center">
          <span className="mx-auto mb-2 grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
            <KeyRound className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl">
            <Trans>Set a new password</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Choose a password of at least {minPasswordLength} characters.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4">
            {serverError && (
              <Alert tone="error" title={t({ comment: 'The title of an error message', message: 'Error' })}>
                {serverError}
              </Alert>
            )}
            <PasswordField
              label={t`New Password`}
              name="new-password"
              autoComplete="new-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              disabled={reset.isPending}
            />
            <PasswordField
              label={t`Confirm Password`}
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
              disabled={reset.isPending}
            />
            <SubmitButton loading={reset.isPending} label={t`Set New Password`} />
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
