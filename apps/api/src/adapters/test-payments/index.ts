import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import type { Clock } from '../../ports/clock';
import type {
  CheckoutSession,
  CheckoutSessionState,
  CheckoutSessionStatus,
  Payments,
} from '../../ports/payments';

/** What the test checkout knows of a session: the shop's own payment_sessions row. */
export type StoredTestSession = { status: string; expiresAt: Date };

export type TestPaymentsOptions = {
  clock: Clock;
  /** Reads a session the shop stored; the test checkout keeps no state of its own. */
  readSession: (sessionId: string) => Promise<StoredTestSession | null>;
};

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The built-in test checkout: the same contract as Stripe, served by the shop itself. Sessions live
 * in payment_sessions; the shop's /v1/test-checkout routes take the card and complete them.
 */
export function createTestPayments(options: TestPaymentsOptions): Payments {
  const stateOf = (session: StoredTestSession): CheckoutSessionState => {
    let status: CheckoutSessionStatus =
      session.status === 'complete' || session.status === 'expired' ? session.status : 'open';
    // A session past its time is expired even before the expiry job has recorded it.
    if (status === 'open' && session.expiresAt.getTime() <= options.clock.now().getTime()) status = 'expired';
    return { status, paid: status === 'complete' };
  };

  return {
    provider: 'test',
    publicConfig: () => ({ provider: 'test', publishableKey: null }),

    async createCheckoutSession(input): Promise<CheckoutSession> {
      const id = `cs_test_${token(18)}`;
      return {
        id,
        // Like Stripe's, the secret starts with the session id and is unguessable.
        clientSecret: `${id}_secret_${token(24)}`,
        status: 'open',
        amountCents: input.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
        currency: input.currency,
        expiresAt: input.expiresAt,
      };
    },

    async retrieveSession(sessionId) {
      const session = await options.readSession(sessionId);
      if (!session) throw new AppError('NOT_FOUND', 'Checkout session not found');
      return stateOf(session);
    },

    // Closing is recorded by the shop itself (an expired event on the session); nothing to call.
    async expireSession() {},

    // No money moved, so none moves back: the refund is the shop's own record (payment_refunds),
    // under an id derived from the key so a retried refund is recognisably the same one.
    async refundSession(input) {
      const session = await options.readSession(input.sessionId);
      if (!session) throw new AppError('NOT_FOUND', 'Checkout session not found');
      if (stateOf(session).status !== 'complete') {
        throw new AppError('CONFLICT', 'Only a completed payment can be refunded.');
      }
      const digest = createHash('sha256').update(input.idempotencyKey).digest('base64url');
      return { id: `re_test_${digest.slice(0, 24)}`, status: 'succeeded' };
    },

    parseWebhook() {
      throw new AppError('NOT_FOUND', 'Stripe webhooks are not enabled: this shop uses the test checkout.');
    },
  };
}
