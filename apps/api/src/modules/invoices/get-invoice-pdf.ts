import { notFound } from '../../errors';
import type { OrderRow } from '../orders/order-repository';
import type { UseCaseDeps } from '../use-case-deps';
import type { InvoiceKind, InvoiceRow } from './invoice-repository';
import { ensurePdf, issueCreditNote, issueInvoice, type IssueInvoiceDeps } from './issue-invoice';

export type GetInvoicePdfDeps = IssueInvoiceDeps & Pick<UseCaseDeps, 'refunds'>;
type DocumentPdf = { number: string; pdf: Buffer };

/**
 * The PDF of an order's invoice or credit note, for the order's owner only: anyone else, and an
 * order not paid (a replacement sent at no charge has no invoice, decision 060) or not refunded,
 * for a credit note, gets the same 404. A document its job has not issued yet (the customer
 * clicked right after paying) is issued now: it is the same one.
 */
export async function getInvoicePdf(
  deps: GetInvoicePdfDeps,
  input: { userId: string; orderId: string; kind: InvoiceKind },
): Promise<DocumentPdf> {
  const stored = await deps.invoices.ownedByOrder(input.userId, input.orderId, input.kind);
  if (stored) return pdfOf(deps, stored);
  return issueNow(deps, await deps.orders.owned(input.userId, input.orderId), input.kind);
}

/**
 * The same for an operator, of any customer's order (the console's routes check the operator):
 * the very document the customer gets, issued now under the same rules if its job has not run.
 */
export async function getOrderDocumentPdf(
  deps: GetInvoicePdfDeps,
  input: { orderId: string; kind: InvoiceKind },
): Promise<DocumentPdf> {
  const stored = await deps.invoices.byOrder(input.orderId, input.kind);
  if (stored) return pdfOf(deps, stored);
  return issueNow(deps, await deps.orders.byId(input.orderId), input.kind);
}

const pdfOf = async (deps: GetInvoicePdfDeps, row: InvoiceRow): Promise<DocumentPdf> => ({
  number: row.number,
  pdf: await ensurePdf(deps, row),
});

async function issueNow(
  deps: GetInvoicePdfDeps,
  order: OrderRow | null,
  kind: InvoiceKind,
): Promise<DocumentPdf> {
  const what = kind === 'invoice' ? 'Invoice' : 'Credit note';
  if (!order || order.paidAt === null) throw notFound(what);
  if (kind === 'credit_note' && !(await refundedByOperator(deps, order.id, order.status))) {
    throw notFound(what);
  }
  const issued =
    kind === 'invoice' ? await issueInvoice(deps, order.id) : await issueCreditNote(deps, order.id);
  if (!issued) throw notFound(what);
  return pdfOf(deps, issued);
}

/** Canceled and refunded by an operator, or refunded for a defect claim (the order kept as it was). */
async function refundedByOperator(deps: Pick<UseCaseDeps, 'refunds'>, orderId: string, status: string) {
  return (await deps.refunds.ofOrder(orderId)).some(
    (refund) =>
      refund.reason === 'defect_claim' || (refund.reason === 'operator_cancel' && status === 'canceled'),
  );
}
