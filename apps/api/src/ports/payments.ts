import type { Currency } from '@prompttee/domain';

// Every amount here is in integer minor units of its currency as the shop stores it (cents,
// whole forints: MINOR_UNIT_DIGITS); an adapter converts to its provider's own units.

export type CheckoutLine = {
  name: string;
  quantity: number;
  unitAmountCents: number;
  /** The catalog variant's stripe_price_id when set; the adapter then charges that price. */
  priceId?: string | undefined;
  imageUrl?: string | undefined;
};

export type CreateCheckoutInput = {
  orderId: string;
  displayOrderId: string;
  customerEmail: string;
  /** The order's: the session charges in it. */
  currency: Currency;
  lines: CheckoutLine[];
  /** Contains the literal {CHECKOUT_SESSION_ID}, replaced by the provider. */
  returnUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
};

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export type CheckoutSession = {
  id: string;
  clientSecret: string;
  status: CheckoutSessionStatus;
  /** What the provider will charge; the shop refuses a session whose amount is not its own total. */
  amountCents: number;
  currency: Currency;
  expiresAt: Date;
};

/** The provider's view of a session. `paid` is false for a completed session still awaiting funds. */
export type CheckoutSessionState = { status: CheckoutSessionStatus; paid: boolean };

/** A verified event from the payment provider, in our words. */
export type PaymentEvent = {
  id: string;
  type: 'checkout.completed' | 'checkout.expired';
  sessionId: string;
  orderId: string;
};

export type RefundInput = {
  sessionId: string;
  amountCents: number;
  currency: Currency;
  /** The provider refunds once per key: a retried call returns the first refund. */
  idempotencyKey: string;
};

export type RefundResult = { id: string; status: 'succeeded' | 'pending' };

export interface Payments {
  readonly provider: 'stripe' | 'test';
  /** What the browser needs to mount the payment form. */
  publicConfig(): { provider: 'stripe' | 'test'; publishableKey: string | null };
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<CheckoutSessionState>;
  /** Closes an open session so it can no longer be paid; a session already closed is left as is. */
  expireSession(sessionId: string): Promise<void>;
  /** Returns a completed session's payment to the card it came from. */
  refundSession(input: RefundInput): Promise<RefundResult>;
  /** Verifies the signature over the raw body; throws AppError BAD_REQUEST when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}
