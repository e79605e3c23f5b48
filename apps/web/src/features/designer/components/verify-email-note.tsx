import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSendVerificationEmail } from '@/lib/send-verification-email';
import { useAuthStore } from '@/stores/auth-store';
import { DESIGNER_TEXTS } from '../lib/designer-texts';

/**
 * Unverified accounts get a small starter quota; without this note a customer who spends it only
 * sees a reset date weeks away, not that confirming the address lifts the quota today.
 */
export function VerifyEmailNote({ exhausted }: { exhausted: boolean }) {
  const { t } = useLingui();
  const user = useAuthStore((s) => s.user);
  const resend = useSendVerificationEmail();
  if (!user || user.emailVerified) return null;
  const email = user.email;

  return (
    <div className="grid gap-2 border-t pt-3 text-sm" data-testid="verify-email-note">
      <p className="flex items-start gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span className={exhausted ? 'font-medium' : undefined}>
          {t(exhausted ? DESIGNER_TEXTS.verifyForQuotaExhausted : DESIGNER_TEXTS.verifyForQuota)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-6">
        <Button
          size="sm"
          variant={exhausted ? 'default' : 'outline'}
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate(user.email)}
        >
          {resend.isPending ? t`Loading...` : t(DESIGNER_TEXTS.resendVerification)}
        </Button>
        <p role="status" className="min-w-0 text-xs break-words text-muted-foreground">
          {resend.isSuccess && t`We sent a new verification link to ${email}.`}
        </p>
      </div>
      {resend.isError && (
        <p role="alert" className="pl-6 text-destructive">
          <Trans>Could not send the email. Please try again later.</Trans>
        </p>
      )}
    </div>
  );
}
