import Stripe from 'stripe';
import { AppError } from '../../errors';
import type {
  CheckoutSession,
  CheckoutSessionState,
  CreateCheckoutInput,
  PaymentEvent,
  Payments,
  RefundInput,
  RefundResult,
} from '../../ports/payments';
import { toCheckoutSessionParams, toCheckoutSessionState } from './session-mapping';
import { fromStripeAmount, fromStripeCurrency, toStripeAmount } from './stripe-amounts';
import { verifyStripeWebhook } from './verify-webhook';

export type StripePaymentsOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Points the SDK elsewhere (a local test server); Stripe's own API when unset. */
  apiBase?: string | undefined;
  /** Stripe refuses sessions that expire sooner than 30 minutes after it receives them. */
  now?: () => Date;
};

// Stripe only accepts expires_at at least 30 minutes after it creates the session; a minute of
// margin covers the request's own travel time and clock drift.
const STRIPE_MIN_LIFETIME_MS = 31 * 60 * 1000;

function connection(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Payments through Stripe Checkout in embedded mode, with the official SDK. */
export function createStripePayments(options: StripePaymentsOptions): Payments {
  const stripe = new Stripe(options.secretKey, {
    ...connection(options.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'PromptTee' },
  });
  const now = options.now ?? (() => new Date());

  const upstream = (what: string, err: unknown) =>
    new AppError('UPSTREAM_FAILED', `The payment provider could not ${what}. Please try again.`, {
      cause: err instanceof Error ? err.message : String(err),
    });

  return {
    provider: 'stripe',
    publicConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),

    async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSession> {
      const earliest = now().getTime() + STRIPE_MIN_LIFETIME_MS;
      // Whole minutes: two racing requests of one attempt (same idempotency key) send the same
      // parameters, so Stripe answers both with its one session instead of refusing the second.
      const minute = 60_000;
      const expiresAt = new Date(Math.ceil(Math.max(input.expiresAt.getTime(), earliest) / minute) * minute);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(toCheckoutSessionParams(input, expiresAt), {
          idempotencyKey: input.idempotencyKey,
        });
      } catch (err) {
        throw upstream('start the payment', err);
      }
      if (!session.client_secret) throw upstream('start the payment', 'no client_secret in the session');
      // A session in a currency the shop does not sell in is reported as the order's with no
      // amount, which the shop refuses like any amount that is not the order's total.
      const currency = fromStripeCurrency(session.currency);
      return {
        id: session.id,
        clientSecret: session.client_secret,
        status: toCheckoutSessionState(session).status,
        amountCents: currency ? fromStripeAmount(session.amount_total ?? 0, currency) : -1,
        currency: currency ?? input.currency,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async retrieveSession(sessionId: string): Promise<CheckoutSessionState> {
      try {
        return toCheckoutSessionState(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        throw upstream('report the payment status', err);
      }
    },

    async expireSession(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Stripe refuses to expire a session that is already complete or expired: nothing to do,
        // the caller reads the session's state next.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw upstream('close the previous payment', err);
      }
    },

    async refundSession(input: RefundInput): Promise<RefundResult> {
      try {
        const session = await stripe.checkout.sessions.retrieve(input.sessionId);
        const intent = session.payment_intent;
        const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
        if (!paymentIntent) throw new AppError('CONFLICT', 'This payment has no charge to refund.');
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: toStripeAmount(input.amountCents, input.currency) },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw upstream('refund the payment', err);
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
      const secret = options.webhookSecret;
      return toPaymentEvent(verifyStripeWebhook(stripe, { rawBody, signature, secret, receivedAt: now() }));
    },
  };
}

/** The events the shop acts on; anything else is acknowledged and ignored. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const of = (session: Stripe.Checkout.Session, type: PaymentEvent['type']): PaymentEvent | null => {
    const orderId = session.metadata?.order_id ?? session.client_reference_id;
    return orderId ? { id: event.id, type, sessionId: session.id, orderId } : null;
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed payment method completes the session before the money arrives; its
      // async_payment_succeeded event is the one that pays the order.
      return event.data.object.payment_status === 'unpaid'
        ? null
        : of(event.data.object, 'checkout.completed');
    case 'checkout.session.async_payment_succeeded':
      return of(event.data.object, 'checkout.completed');
    // A delayed payment that failed leaves the order unpaid, exactly like an expired session:
    // the customer can resume payment from the order history.
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return of(event.data.object, 'checkout.expired');
    default:
      return null;
  }
}
