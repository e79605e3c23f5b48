import { invoicesResponseSchema, type InvoiceListItem } from '@prompttee/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/invoices: the signed-in customer's invoices and credit notes, newest first. */
export async function getInvoices(signal?: AbortSignal): Promise<InvoiceListItem[]> {
  const body = await api('/invoices', { schema: invoicesResponseSchema, signal });
  return body.invoices;
}

export const invoicesQuery = () =>
  queryOptions({ queryKey: ['invoices'], queryFn: ({ signal }) => getInvoices(signal) });
