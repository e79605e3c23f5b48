import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';
import { useAuthStore } from '@/stores/auth-store';
import { useCheckoutResult } from '../hooks/use-checkout-result';
import { PaidOrderTotal } from './paid-order-total';

/** /return?session_id=: the result of the card payment (spec section 2). */
export function CheckoutReturnPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const result = useCheckoutResult(params.get('session_id'));
  const userEmail = useAuthStore((s) => s.user?.email ?? null);

  if (result.status === 'loading') return <PageSpinner text={t`Checking your payment...`} />;

  const email = userEmail ?? (result.status === 'success' ? result.email : null);
  const orderNumber = result.orderNumber;
  const supportEmail = shopConfig.supportEmail;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 md:py-20">
      <Card className="text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          {result.status === 'success' ? (
            <Outcome
              icon={<CheckCircle2 className="size-9" aria-hidden />}
              tone="success"
              title={t`Thank You!`}
            >
              <p>
                <Trans>Your order has been successfully placed.</Trans>
              </p>
              <p className="rounded-md border bg-muted/50 px-4 py-2 text-sm">
                <Trans>
                  Order number{' '}
                  <strong className="font-semibold tracking-wide text-foreground" data-testid="order-number">
                    {orderNumber}
                  </strong>
                </Trans>
              </p>
              <PaidOrderTotal displayOrderId={result.orderNumber} />
              {email && (
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    A confirmation e-mail will be sent to <strong className="text-foreground">{email}</strong>
                    .
                  </Trans>
                </p>
              )}
              <Button asChild size="lg" className="mt-2">
                <Link to={paths.design}>
                  <Trans>Continue Shopping</Trans>
                </Link>
              </Button>
            </Outcome>
          ) : (
            <Outcome icon={<XCircle className="size-9" aria-hidden />} tone="error" title={t`Oops!`}>
              <p>
                <Trans>There was an issue processing your order.</Trans>
              </p>
              <p className="text-sm text-muted-foreground">
                <Trans>Please try again or contact our support team for assistance.</Trans>
              </p>
              {orderNumber && (
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    Order <strong className="text-foreground">{orderNumber}</strong> is saved and nothing was
                    charged: you can pay for it from your{' '}
                    <Link
                      to={paths.orderHistory}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      order history
                    </Link>
                    .
                  </Trans>
                </p>
              )}
              <Button asChild size="lg" className="mt-2">
                <Link to={paths.design}>
                  <Trans>Try Again</Trans>
                </Link>
              </Button>
            </Outcome>
          )}
          <p className="border-t pt-4 text-sm text-muted-foreground">
            <Trans>
              Questions about your order? E-mail{' '}
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={`mailto:${supportEmail}`}
              >
                {supportEmail}
              </a>
            </Trans>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function Outcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3" role={tone === 'error' ? 'alert' : 'status'}>
      <span
        className={
          tone === 'success'
            ? 'flex size-16 items-center justify-center rounded-full bg-success/15 text-success'
            : 'flex size-16 items-center justify-center rounded-full bg-destructive/15 text-destructive'
        }
      >
        {icon}
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
