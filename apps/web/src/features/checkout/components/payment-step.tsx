import { Trans } from '@lingui/react/macro';
import type { CartItem, CreateOrderResponse, ShippingAddress } from '@prompttee/domain';
import { useEffect, useRef } from 'react';
import { PaymentForm } from '@/features/payment';
import { PaymentRecap } from './payment-recap';

export type PaymentStepProps = {
  order: CreateOrderResponse;
  items: readonly CartItem[];
  address: ShippingAddress | null;
};

/**
 * After the order is created, the card payment form replaces the page (spec section 2). Focus
 * moves to its heading: the PLACE ORDER button that had it is gone.
 */
export function PaymentStep({ order, items, address }: PaymentStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const number = order.display_order_id;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 md:px-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight md:text-3xl">
        <Trans comment="The heading of the checkout's payment step">Payment</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        <Trans>
          Order <span className="font-medium text-foreground">{number}</span> is waiting for your payment.
        </Trans>
      </p>
      <div className="grid gap-6 md:grid-cols-[minmax(0,32rem)_minmax(0,18rem)] md:items-start">
        <PaymentForm
          clientSecret={order.client_secret}
          provider={order.payment_provider}
          publishableKey={order.publishable_key}
        />
        <PaymentRecap
          items={items}
          address={address}
          totalCents={order.total_amount}
          vat={order.vat}
          currency={order.currency}
        />
      </div>
    </div>
  );
}
