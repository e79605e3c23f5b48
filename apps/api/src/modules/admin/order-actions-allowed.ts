import { canTransition, isOrderStatus } from '@prompttee/domain';
import type { OrderRow } from '../orders/order-repository';

/** Paid and not yet with the producer: what submitOrderToProducer accepts. */
export function canRetrySubmission(order: Pick<OrderRow, 'status' | 'producerOrderId'>): boolean {
  return !order.producerOrderId && (order.status === 'paid' || order.status === 'payment_authorized');
}

/**
 * Paid, and still able to close: a delivered order is final (custom goods are not returned,
 * terms; a defect is a claim, canRefundClaim), and a canceled one was refunded already.
 */
export function canRefund(order: Pick<OrderRow, 'status' | 'paidAt'>): boolean {
  return !!order.paidAt && isOrderStatus(order.status) && canTransition(order.status, 'canceled');
}

/** Handed to the carrier or with the customer: what a defect claim can be made about. */
const CLAIMABLE: ReadonlySet<string> = new Set(['shipped', 'in_transit', 'delivered']);

/** Shipped or delivered: a defect claim about it can be settled by a replacement at no charge. */
export function canSendReplacement(order: Pick<OrderRow, 'status'>): boolean {
  return CLAIMABLE.has(order.status);
}

/**
 * Shipped or delivered and paid for: a defect claim about it can be settled by returning the
 * money, the order kept as it is (a replacement sent at no charge has nothing to return).
 */
export function canRefundClaim(order: Pick<OrderRow, 'status' | 'paidAt' | 'totalCents'>): boolean {
  return CLAIMABLE.has(order.status) && !!order.paidAt && order.totalCents > 0;
}
