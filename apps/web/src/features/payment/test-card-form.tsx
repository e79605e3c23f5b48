import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Lock } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';
import { useTestCheckoutSession } from './api/test-checkout';
import { CardBrandBadge } from './card-brand-badge';
import { CardField } from './card-field';
import { cardBrand } from './card-format';
import { TestModeNotice } from './test-mode-notice';
import { useCardForm } from './use-card-form';
import { goToReturnPage } from './go-to-return-page';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="w-full max-w-lg rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      {children}
    </div>
  );
}

/** The built-in test checkout's card form: the shop's stand-in for Stripe's embedded form. */
export function TestCardForm({ clientSecret }: { clientSecret: string }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const session = useTestCheckoutSession(clientSecret);
  const form = useCardForm(clientSecret);
  const id = useId();
  const complete = session.data?.status === 'complete';

  // Opened on a session that is already paid (a second tab, a stale link): show its result.
  useEffect(() => {
    if (complete && session.data) goToReturnPage(session.data.return_url);
  }, [complete, session.data]);

  if (session.isPending) {
    return (
      <Frame>
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label={t`Loading the payment form`} />
        </div>
      </Frame>
    );
  }
  if (session.isError) {
    return (
      <Frame>
        <Alert
          tone="error"
          title={t`The payment form could not be loaded.`}
          action={
            <Button size="sm" variant="outline" onClick={() => void session.refetch()}>
              {t`Retry`}
            </Button>
          }
        >
          {t`Please try again in a moment.`}
        </Alert>
      </Frame>
    );
  }
  const { amount_total, currency, display_order_id, customer_email, status } = session.data;
  const amount = money(amount_total, currency);
  const done = complete || form.succeeded;

  return (
    <Frame>
      <div className="flex flex-col gap-5">
        <TestModeNotice />
        <div className="flex items-end justify-between gap-4 border-b pb-4">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t`Order ${display_order_id}`}</p>
            <p className="text-xs wrap-anywhere text-muted-foreground">{t`Receipt to ${customer_email}`}</p>
          </div>
          <p className="text-2xl font-semibold tracking-tight tabular-nums">{amount}</p>
        </div>
        {status === 'expired' ? (
          <Alert tone="error" title={t`This payment session has expired.`}>
            <Trans>Nothing was charged. You can pay for the order from your order history.</Trans>
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={form.submit}
            className="flex flex-col gap-4"
            aria-label={t`Card payment`}
          >
            <CardField
              id={`${id}-number`}
              label={t`Card number`}
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              adornment={<CardBrandBadge brand={cardBrand(form.values.card_number)} />}
              disabled={form.pending || done}
              {...form.field('card_number')}
            />
            <div className="grid grid-cols-2 gap-3">
              <CardField
                id={`${id}-expiry`}
                label={t({ comment: 'The card expiry date field', message: 'Expiry' })}
                autoComplete="cc-exp"
                placeholder={t({ comment: 'The card expiry date: month and year', message: 'MM / YY' })}
                disabled={form.pending || done}
                {...form.field('expiry')}
              />
              <CardField
                id={`${id}-cvc`}
                label={t({ comment: 'The card security code field', message: 'CVC' })}
                autoComplete="cc-csc"
                placeholder="123"
                disabled={form.pending || done}
                {...form.field('cvc')}
              />
            </div>
            {form.failure && <Alert tone="error">{form.failure}</Alert>}
            <Button type="submit" size="lg" className="w-full" disabled={form.pending || done}>
              {done ? (
                <CheckCircle2 className="size-4" aria-hidden />
              ) : form.pending ? (
                <Spinner className="size-4 text-primary-foreground" label={t`Processing payment`} />
              ) : (
                <Lock className="size-4" aria-hidden />
              )}
              {done ? t`Payment complete` : form.pending ? t`Processing...` : t`Pay ${amount}`}
            </Button>
          </form>
        )}
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
          <Lock className="size-3" aria-hidden />
          <Trans>Built-in test checkout: no card is charged.</Trans>
        </p>
      </div>
    </Frame>
  );
}
