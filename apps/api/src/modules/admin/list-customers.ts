import { ADMIN_PAGE_SIZE, type AdminCustomer, type AdminCustomersResponse } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import type { AdminCustomerRow } from './admin-customer-repository';

export const toAdminCustomer = (row: AdminCustomerRow): AdminCustomer => ({
  customer_id: row.id,
  email: row.email,
  name: row.name,
  email_verified: row.emailVerified,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
  orders: Number(row.orders),
});

/** Every account, newest first, searched by e-mail or name. */
export async function listCustomers(
  deps: Pick<UseCaseDeps, 'adminCustomers'>,
  input: { q?: string | undefined; page: number },
): Promise<AdminCustomersResponse> {
  const { rows, total } = await deps.adminCustomers.list({
    ...(input.q ? { search: input.q } : {}),
    offset: (input.page - 1) * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE,
  });
  return { customers: rows.map(toAdminCustomer), total, page: input.page, page_size: ADMIN_PAGE_SIZE };
}
