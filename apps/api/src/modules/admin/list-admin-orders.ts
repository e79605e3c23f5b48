import {
  ADMIN_PAGE_SIZE,
  ORDER_STATUS_GROUPS,
  type AdminOrdersResponse,
  type OrderStatusGroup,
} from '@prompttee/domain';
import { orderCurrency } from '../orders/order-currency';
import type { UseCaseDeps } from '../use-case-deps';
import type { AdminOrderRow } from './admin-order-repository';

export const toAdminOrderSummary = (row: AdminOrderRow) => ({
  order_id: row.id,
  display_order_id: row.displayOrderId,
  created_at: row.createdAt.toISOString(),
  status: row.status,
  total_amount: row.totalCents,
  currency: orderCurrency(row),
  customer_id: row.userId,
  customer_email: row.email,
});

/** Statuses of a filter group; `paid` sits with Processing, as in the customers' own filter. */
function statusesOf(group: OrderStatusGroup): string[] {
  const statuses: string[] = [...ORDER_STATUS_GROUPS.find((g) => g.label === group)!.statuses];
  return group === 'Processing' ? [...statuses, 'paid'] : statuses;
}

/** Every customer's orders, newest first: a status group, a search by order number or e-mail, pages. */
export async function listAdminOrders(
  deps: Pick<UseCaseDeps, 'adminOrders'>,
  input: { group?: OrderStatusGroup | undefined; q?: string | undefined; page: number },
): Promise<AdminOrdersResponse> {
  const { rows, total } = await deps.adminOrders.list({
    ...(input.group ? { statuses: statusesOf(input.group) } : {}),
    ...(input.q ? { search: input.q } : {}),
    offset: (input.page - 1) * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE,
  });
  return { orders: rows.map(toAdminOrderSummary), total, page: input.page, page_size: ADMIN_PAGE_SIZE };
}
