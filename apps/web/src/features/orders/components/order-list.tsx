import type { OrderListProps } from '../lib/order-expansion';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';

/** The orders as cards on a phone, else as a table (spec section 2). */
export function OrderList({ cards, ...props }: OrderListProps & { cards: boolean }) {
  return cards ? <OrderCards {...props} /> : <OrdersTable {...props} />;
}
