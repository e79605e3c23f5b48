import { canTransition, isOrderStatus } from '@prompttee/domain';
import type { OrderRow } from '../orders/order-repository';

/** Paid and not yet with the producer: what submitOrderToProducer accepts. */
export function canRetrySubmission(order: Pick<OrderRow, 'status' | 'producerOrderId'>): boolean {
  return !order.producerOrderId && (order.status === 'paid' || order.status === 'payment_authorized');
}

/**
 * Paid, and still able to close: a delivered order is final (custom goods are not returned,
 * terms), and a canceled one was refunded already.
 */
export function canRefund(order: Pick<OrderRow, 'status' | 'paidAt'>): boolean {
  return !!order.paidAt && isOrderStatus(order.status) && canTransition(order.status, 'canceled');
}
