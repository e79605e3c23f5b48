import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { SsoProvider } from '@/lib/sso';
import { PasswordField } from './auth-field';
import { EmailField } from './email-field';
import { SsoButtons } from './sso-buttons';
import { SubmitButton } from './submit-button';

const onSubmit = (handler: () => void) => (e: FormEvent) => {
  e.preventDefault();
  handler();
};

export function EmailStep(props: {
  email: string;
  setEmail(v: string): void;
  busy: boolean;
  ssoLoading: SsoProvider | null;
  onContinue(): void;
  onSso(p: SsoProvider): void;
}) {
  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit(props.onContinue)} className="space-y-4">
        <EmailField email={props.email} setEmail={props.setEmail} disabled={props.busy} />
        <Button type="submit" size="lg" className="w-full" disabled={props.busy}>
          <Trans>Continue with Email</Trans>
        </Button>
      </form>
      <SsoButtons disabled={props.busy} loading={props.ssoLoading} onSelect={props.onSso} />
    </div>
  );
}

export function PasswordStep(props: {
  email: string;
  password: string;
  setPassword(v: string): void;
  loading: boolean;
  onSubmit(): void;
  onChangeEmail(): void;
  onForgot(): void;
}) {
  const { t } = useLingui();
  return (
    <form onSubmit={onSubmit(props.onSubmit)} className="space-y-4">
      <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2.5 text-sm">
        <p className="min-w-0">
          <span className="block text-muted-foreground">
            <Trans>Enter the password for</Trans>
          </span>
          <strong className="block font-semibold [overflow-wrap:anywhere]">{props.email}</strong>
        </p>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={props.onChangeEmail}>
          <Trans comment="Goes back to change the e-mail address">Change</Trans>
        </Button>
      </div>
      {/* Lets password managers pair the saved password with the address. */}
      <input type="email" name="email" autoComplete="username" value={props.email} readOnly hidden />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        required
        autoFocus
        value={props.password}
        onChange={(e) => props.setPassword(e.target.value)}
        disabled={props.loading}
      />
      <div className="flex justify-end">
        <Button variant="link" size="sm" className="h-auto px-0" onClick={props.onForgot}>
          <Trans>Forgot your password?</Trans>
        </Button>
      </div>
      <SubmitButton loading={props.loading} label={t`Log In`} />
    </form>
  );
}

export function ForgotPasswordStep(props: {
  email: string;
  setEmail(v: string): void;
  loading: boolean;
  onSubmit(): void;
  onBack(): void;
}) {
  const { t } = useLingui();
  return (
    <form onSubmit={onSubmit(props.onSubmit)} className="space-y-4">
      <EmailField email={props.email} setEmail={props.setEmail} disabled={props.loading} />
      <SubmitButton loading={props.loading} label={t`Send Reset Link`} />
      <Button variant="ghost" className="w-full" onClick={props.onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Back to Login</Trans>
      </Button>
    </form>
  );
}

export function SignupStep(props: {
  email: string;
  setEmail(v: string): void;
  password: string;
  setPassword(v: string): void;
  confirm: string;
  setConfirm(v: string): void;
  errors: { password?: string | undefined; confirm?: string | undefined };
  loading: boolean;
  onSubmit(): void;
}) {
  const { t } = useLingui();
  return (
    <form onSubmit={onSubmit(props.onSubmit)} className="space-y-4">
      <EmailField
        email={props.email}
        setEmail={props.setEmail}
        disabled={props.loading}
        autoFocus={!props.email}
      />
      <PasswordField
        label={t`Password`}
        name="new-password"
        autoComplete="new-password"
        required
        autoFocus={!!props.email}
        value={props.password}
        onChange={(e) => props.setPassword(e.target.value)}
        error={props.errors.password}
        disabled={props.loading}
      />
      <PasswordField
        label={t`Confirm Password`}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={props.confirm}
        onChange={(e) => props.setConfirm(e.target.value)}
        error={props.errors.confirm}
        disabled={props.loading}
      />
      <SubmitButton loading={props.loading} label={t`Sign Up`} />
    </form>
  );
}
