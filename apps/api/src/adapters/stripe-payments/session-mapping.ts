import type Stripe from 'stripe';
import type { Currency } from '@prompttee/domain';
import type { CheckoutLine, CheckoutSessionState, CreateCheckoutInput } from '../../ports/payments';
import { toStripeAmount, toStripeCurrency } from './stripe-amounts';

function lineItem(line: CheckoutLine, currency: Currency): Stripe.Checkout.SessionCreateParams.LineItem {
  if (line.priceId) return { price: line.priceId, quantity: line.quantity };
  // Stripe shows product images only from public HTTPS addresses; a local shop has none.
  const images = line.imageUrl?.startsWith('https://') ? [line.imageUrl] : undefined;
  return {
    quantity: line.quantity,
    price_data: {
      currency: toStripeCurrency(currency),
      unit_amount: toStripeAmount(line.unitAmountCents, currency),
      product_data: { name: line.name, ...(images ? { images } : {}) },
    },
  };
}

/** Our checkout request as Stripe's embedded Checkout Session parameters. */
export function toCheckoutSessionParams(
  input: CreateCheckoutInput,
  expiresAt: Date,
): Stripe.Checkout.SessionCreateParams {
  const metadata = { order_id: input.orderId, display_order_id: input.displayOrderId };
  return {
    mode: 'payment',
    ui_mode: 'embedded_page',
    line_items: input.lines.map((line) => lineItem(line, input.currency)),
    return_url: input.returnUrl,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
    customer_email: input.customerEmail,
    client_reference_id: input.orderId,
    metadata,
    payment_intent_data: { metadata, description: `Order ${input.displayOrderId}` },
  };
}

/** Stripe's status and payment_status as our session state. */
export function toCheckoutSessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const status: CheckoutSessionState['status'] =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return { status, paid: status === 'complete' && session.payment_status !== 'unpaid' };
}
