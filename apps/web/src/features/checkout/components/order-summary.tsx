import { useLingui } from '@lingui/react/macro';
import type { CartItem, Order, OrderVat } from '@prompttee/domain';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { VatLine } from '@/components/vat-line';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/use-format';
import type { ShippingEstimate } from '../hooks/use-shipping-estimate';
import {
  CHECKOUT_MESSAGES,
  itemCountLabel,
  lineControlsDisabled,
  placeOrderButton,
} from '../lib/checkout-state';
import { PendingOrderNotice } from './pending-order-notice';
import { PlaceOrderForm } from './place-order-form';
import { ShippingLine } from './shipping-line';
import { SummaryLine } from './summary-line';

export type PendingOrder = {
  order: Order | null;
  checking: boolean;
  resuming: boolean;
  resumeFailed: boolean;
  resume(): void;
};

type Props = {
  items: readonly CartItem[];
  totalItems: number;
  subtotalCents: number;
  shipping: ShippingEstimate;
  hasAddress: boolean;
  processing: boolean;
  orderFailed: boolean;
  /** The server's own reason, when it gave one the customer can act on (an expired design...). */
  orderErrorDetail?: string | null;
  orderError?: unknown;
  /** The VAT the total contains, once an address names the destination. */
  vat: OrderVat | null;
  onPlaceOrder(): void;
  /** This cart's order that still awaits payment: resumed instead of placed again. */
  pending: PendingOrder;
  /** The order's currency (ISO 4217); euros when not given. */
  currency?: string | undefined;
  /** The choice of that currency, shown above the totals. */
  currencyChoice?: ReactNode;
};

/** Lines, subtotal, shipping, 'TOTAL TO PAY' and the order button (spec sections 2, 4, 8, 9). */
export function OrderSummary(props: Props) {
  const { items, totalItems, subtotalCents, shipping, hasAddress, processing, orderFailed, currency } = props;
  // The button's and the count's texts are read in the page's language on each render.
  const { t } = useLingui();
  const { money } = useFormat();
  const button = placeOrderButton({ hasAddress, shipping: shipping.status, processing });
  const linesDisabled = lineControlsDisabled({ shipping: shipping.status, processing });
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between pb-2">
        <CardTitle>{t`Order summary`}</CardTitle>
        <span className="text-xs font-semibold tracking-wider text-muted-foreground" data-testid="item-count">
          {itemCountLabel(totalItems)}
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="divide-y border-y">
          {items.map((item) => (
            <SummaryLine key={item.id} item={item} disabled={linesDisabled} currency={currency} />
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          {props.currencyChoice}
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">{t`Subtotal`}</span>
            <span className="tabular-nums" data-testid="subtotal">
              {money(subtotalCents, currency)}
            </span>
          </div>
          <ShippingLine shipping={shipping} currency={currency} />
          {shipping.status === 'error' && (
            <Alert tone="error" title={t`Error`}>
              {t(CHECKOUT_MESSAGES.shippingError)}
            </Alert>
          )}
          <div className="mt-2 flex items-baseline justify-between border-t pt-3">
            <span className="text-sm font-bold tracking-wide">{t`TOTAL TO PAY`}</span>
            {/* Shipping is on us (spec section 9): the total is the subtotal. */}
            <span className="text-xl font-bold tabular-nums" data-testid="total-to-pay">
              {money(subtotalCents, currency)}
            </span>
          </div>
          {props.vat && <VatLine vat={props.vat} currency={currency} className="self-end" />}
        </div>
        {orderFailed && (
          <Alert tone="error" title={t`Order Error`}>
            <p>{t(CHECKOUT_MESSAGES.orderError)}</p>
            {props.orderErrorDetail && <p className="mt-1">{props.orderErrorDetail}</p>}
          </Alert>
        )}
        {props.pending.order ? (
          <PendingOrderNotice
            order={props.pending.order}
            resuming={props.pending.resuming}
            failed={props.pending.resumeFailed}
            onResume={props.pending.resume}
          />
        ) : (
          <PlaceOrderForm
            buttonText={button.text}
            // Until the stored order is known not to await payment, a click could order twice.
            disabled={button.disabled || props.pending.checking}
            orderError={props.orderError}
            onPlaceOrder={props.onPlaceOrder}
          />
        )}
        <Button variant="outline" asChild>
          <Link to={paths.design}>
            <ArrowLeft className="size-4" aria-hidden />
            {t`Back to Designer`}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
