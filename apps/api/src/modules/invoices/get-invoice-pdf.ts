import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { InvoiceKind } from './invoice-repository';
import { ensurePdf, issueCreditNote, issueInvoice, type IssueInvoiceDeps } from './issue-invoice';

export type GetInvoicePdfDeps = IssueInvoiceDeps & Pick<UseCaseDeps, 'refunds'>;

/**
 * The PDF of an order's invoice or credit note, for the order's owner only: anyone else, and an
 * order not paid (or not refunded, for a credit note), gets the same 404. A document its job has
 * not issued yet (the customer clicked right after paying) is issued now: it is the same one.
 */
export async function getInvoicePdf(
  deps: GetInvoicePdfDeps,
  input: { userId: string; orderId: string; kind: InvoiceKind },
): Promise<{ number: string; pdf: Buffer }> {
  const what = input.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const stored = await deps.invoices.ownedByOrder(input.userId, input.orderId, input.kind);
  if (stored) return { number: stored.number, pdf: await ensurePdf(deps, stored) };

  const order = await deps.orders.owned(input.userId, input.orderId);
  if (!order || order.paidAt === null) throw notFound(what);
  if (input.kind === 'credit_note' && !(await refundedByOperator(deps, order.id, order.status))) {
    throw notFound(what);
  }
  const issued =
    input.kind === 'invoice' ? await issueInvoice(deps, order.id) : await issueCreditNote(deps, order.id);
  if (!issued) throw notFound(what);
  return { number: issued.number, pdf: await ensurePdf(deps, issued) };
}

async function refundedByOperator(deps: Pick<UseCaseDeps, 'refunds'>, orderId: string, status: string) {
  if (status !== 'canceled') return false;
  return (await deps.refunds.ofOrder(orderId)).some((refund) => refund.reason === 'operator_cancel');
}
