import { operatorText, type OperatorText } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';

/** An operator's note on an order: kept in the audit log, where the order page shows it. */
export async function addOrderNote(
  deps: Pick<UseCaseDeps, 'orders' | 'audit' | 'clock'>,
  input: { operator: Operator; orderId: string; text: string },
): Promise<{ message: string; text: OperatorText }> {
  const order = await deps.orders.byId(input.orderId);
  if (!order) throw notFound('Order');
  await deps.audit.record({
    actor: input.operator,
    action: 'order.note',
    orderId: order.id,
    customerId: order.userId,
    summary: input.text,
    at: deps.clock.now(),
  });
  return { message: 'Note added.', text: operatorText('note_added', {}) };
}
