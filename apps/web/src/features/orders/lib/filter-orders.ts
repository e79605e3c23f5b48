import { statusGroupOf, type Order, type OrderStatusGroup } from '@prompttee/domain';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the filter's value; the page words it
export const ALL_STATUSES = 'All';
export type StatusFilter = OrderStatusGroup | typeof ALL_STATUSES;

/** Newest first (spec section 9); ties keep a stable order. */
export function sortNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.order_id.localeCompare(a.order_id),
  );
}

/**
 * The search box matches display_order_id case-insensitively, anywhere in it; the status filter
 * keeps the orders whose status belongs to the chosen group of spec section 4.
 */
export function filterOrders(orders: readonly Order[], search: string, status: StatusFilter): Order[] {
  const needle = search.trim().toLowerCase();
  return orders.filter(
    (order) =>
      (needle === '' || order.display_order_id.toLowerCase().includes(needle)) &&
      (status === ALL_STATUSES || statusGroupOf(order.status) === status),
  );
}
