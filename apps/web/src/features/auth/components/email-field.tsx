import { useLingui } from '@lingui/react/macro';
import { AuthField } from './auth-field';

type EmailFieldProps = {
  email: string;
  setEmail(v: string): void;
  disabled: boolean;
  autoFocus?: boolean;
};

/** The email input every login step asks with: the same label, autofill and placeholder. */
export function EmailField({ email, setEmail, disabled, autoFocus = true }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <AuthField
      label={t({ comment: 'E-mail address field', message: 'Email' })}
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      autoFocus={autoFocus}
      value={email}
      onChange={(e) => setEmail(e.target.value)}
      disabled={disabled}
    />
  );
}
