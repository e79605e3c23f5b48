import type { Order } from '@prompttee/domain';

/** What the desktop table and the mobile cards both show: the orders, which are open, and the toggle. */
export type OrderListProps = {
  orders: readonly Order[];
  expanded: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
};

/** The id of the region holding an order's details: its expand button's aria-controls. */
export const detailsIdOf = (order: Order) => `order-details-${order.order_id}`;
