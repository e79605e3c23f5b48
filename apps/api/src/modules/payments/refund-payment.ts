import { AppError } from '../../errors';
import { orderCurrency } from '../orders/order-currency';
import type { UseCaseDeps } from '../use-case-deps';
import type { RefundRow } from './refund-repository';

export type RefundReason = 'duplicate_payment' | 'operator_cancel' | 'defect_claim';

export type RefundPaymentResult = { refund: RefundRow; alreadyRefunded: boolean };

/**
 * Returns a completed payment, at most once per session: a refund already recorded is answered
 * as is; otherwise the provider is asked under a key derived from the session, so two racing
 * callers (two processes, an operator's double click) get the provider's one refund, and the
 * unique index keeps one record of it.
 */
export async function refundPayment(
  deps: Pick<UseCaseDeps, 'paymentSessions' | 'refunds' | 'payments' | 'clock' | 'log'>,
  input: { orderId: string; sessionId: string; reason: RefundReason },
): Promise<RefundPaymentResult> {
  const session = await deps.paymentSessions.ofOrder(input.sessionId, input.orderId);
  if (!session) throw new AppError('NOT_FOUND', 'Payment not found');
  const earlier = await deps.refunds.ofSession(session.id);
  if (earlier) return { refund: earlier, alreadyRefunded: true };
  if (session.status !== 'complete') {
    throw new AppError('CONFLICT', 'Only a completed payment can be refunded.');
  }
  const result = await deps.payments.refundSession({
    sessionId: session.id,
    amountCents: session.amountCents,
    currency: orderCurrency(session),
    idempotencyKey: `refund-${session.id}`,
  });
  const recorded = await deps.refunds.record({
    sessionId: session.id,
    orderId: session.orderId,
    providerRefundId: result.id,
    amountCents: session.amountCents,
    currency: session.currency,
    reason: input.reason,
    createdAt: deps.clock.now(),
  });
  const refund = await deps.refunds.ofSession(session.id);
  if (!refund) throw new Error(`refund of ${session.id} was recorded but cannot be read`);
  deps.log.info(
    { orderId: session.orderId, sessionId: session.id, refundId: result.id, reason: input.reason },
    'payment refunded',
  );
  return { refund, alreadyRefunded: !recorded };
}
