import { operatorText, type OperatorText } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { submitOrderToProducer, type SubmitOrderDeps } from '../orders/submit-order-to-producer';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';
import { canRetrySubmission } from './order-actions-allowed';

/**
 * Hands a paid order to the producer again, now, so the operator sees the producer's answer. Once
 * it is accepted the order has a producer order, so a second retry is refused (409) rather than
 * sent; the producer dedupes by our order id should two retries race.
 */
export async function retryOrderSubmission(
  deps: SubmitOrderDeps & Pick<UseCaseDeps, 'orders' | 'clock' | 'audit'>,
  input: { operator: Operator; orderId: string },
): Promise<{ message: string; text: OperatorText }> {
  const order = await deps.orders.byId(input.orderId);
  if (!order) throw notFound('Order');
  if (!canRetrySubmission(order)) {
    throw new AppError('CONFLICT', 'This order is not waiting to be sent to the producer.');
  }
  const { submitted } = await submitOrderToProducer(deps, { orderId: order.id }).catch((err: unknown) => {
    // Operators need the producer's reason, which a 5xx would hide (the error handler's rule).
    if (err instanceof AppError && err.details?.refused) {
      throw new AppError('CONFLICT', `The producer refused the order: ${err.message}`);
    }
    throw err;
  });
  const after = await deps.orders.byId(order.id);
  const message = submitted
    ? `Sent to the producer: ${after?.producerOrderId ?? 'accepted'}.`
    : 'The producer already has this order.';
  const text = submitted
    ? operatorText('sent_to_producer', { producer_order_id: after?.producerOrderId ?? null })
    : operatorText('producer_has_order', {});
  await deps.audit.record({
    actor: input.operator,
    action: 'order.retry_submission',
    orderId: order.id,
    customerId: order.userId,
    summary: message,
    summaryText: text,
    at: deps.clock.now(),
  });
  return { message, text };
}
