import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useSendVerificationEmail } from '@/lib/send-verification-email';
import { useAuthStore } from '@/stores/auth-store';
import { displayNameOf, providerOf } from '../lib/profile-display';
import { ProfileAvatar } from './profile-avatar';
import { ProfileLanguage } from './profile-language';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-all">{children}</dd>
    </div>
  );
}

/** /profile (spec section 2): the signed-in customer's account, read-only. */
export function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const [params] = useSearchParams();
  const resend = useSendVerificationEmail();
  const { t } = useLingui();

  if (!user) return <PageSpinner text={t`Loading user data...`} />;

  const verifyError = params.get('error');
  const justVerified = params.get('verified') === '1' && !verifyError;
  const email = user.email;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-24 md:px-8 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">
        <Trans>User Profile</Trans>
      </h1>
      {justVerified && (
        <Alert tone="success" title={t`Email verified`} className="mb-4">
          <Trans>Thank you! Your email address is confirmed.</Trans>
        </Alert>
      )}
      {verifyError && (
        <Alert tone="error" title={t`Verification failed`} className="mb-4">
          <Trans>This verification link is invalid or has expired. Send yourself a new one below.</Trans>
        </Alert>
      )}
      <Card className="overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-primary/80 via-primary/60 to-primary/30" aria-hidden />
        <CardContent className="-mt-10">
          <div className="flex flex-col gap-3">
            <ProfileAvatar user={user} />
            <div className="min-w-0">
              <p className="text-xl font-semibold wrap-anywhere">{displayNameOf(user)}</p>
              <p className="text-sm wrap-anywhere text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <dl className="mt-4 divide-y">
            <Row label={t`User ID`}>
              <span className="font-mono text-xs">{user.uid}</span>
            </Row>
            <Row label={t({ comment: 'E-mail address field', message: 'Email' })}>
              <span className="inline-flex max-w-full flex-wrap items-center gap-2">
                <span className="min-w-0 wrap-anywhere">{user.email}</span>
                {user.emailVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-success">
                    <BadgeCheck className="size-3.5" aria-hidden /> <Trans>Verified</Trans>
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                    <CircleAlert className="size-3.5" aria-hidden /> <Trans>Not verified</Trans>
                  </span>
                )}
              </span>
            </Row>
            <Row label={t`Provider`}>{providerOf(user)}</Row>
            <ProfileLanguage />
          </dl>
          {!user.emailVerified && (
            <div className="mt-2 flex flex-col gap-3 rounded-md bg-muted/60 p-4 text-sm sm:flex-row sm:items-center">
              <p className="flex min-w-0 flex-1 items-start gap-2">
                <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span>
                  {resend.isSuccess
                    ? t`We sent a new verification link to ${email}.`
                    : t`Confirm your email address so we can send you order updates.`}
                </span>
              </p>
              <Button
                size="sm"
                variant="outline"
                className="self-start sm:self-auto"
                disabled={resend.isPending || resend.isSuccess}
                onClick={() => resend.mutate(user.email)}
              >
                {resend.isPending ? t`Loading...` : t`Resend verification email`}
              </Button>
            </div>
          )}
          {resend.isError && (
            <p className="mt-2 text-sm text-destructive">
              <Trans>Could not send the email. Please try again later.</Trans>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
