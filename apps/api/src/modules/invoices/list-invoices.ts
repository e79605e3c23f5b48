import type { InvoiceListItem } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';

const PATHS = { invoice: 'invoice', credit_note: 'credit-note' } as const;

/** GET /v1/invoices: the customer's own invoices and credit notes, newest first. */
export async function listInvoices(
  deps: Pick<UseCaseDeps, 'invoices'>,
  input: { userId: string },
): Promise<InvoiceListItem[]> {
  const rows = await deps.invoices.listOwned(input.userId);
  return rows.map((row) => ({
    number: row.number,
    kind: row.kind,
    order_id: row.orderId,
    display_order_id: row.document.order.displayId,
    issued_at: row.issuedAt.toISOString(),
    gross: row.document.totals.gross,
    // Documents from before orders had a currency have 'EUR' too.
    currency: row.document.currency,
    url: `/v1/orders/${row.orderId}/${PATHS[row.kind]}`,
  }));
}
