import type { Deps } from '../deps';
import { issueCreditNote, issueInvoice } from '../modules/invoices/issue-invoice';
import { issueInvoiceJob } from '../modules/invoices/issue-invoice-job';

export { issueInvoiceJob };

export async function workIssueInvoice(deps: Deps): Promise<void> {
  await deps.queue.work(issueInvoiceJob, async ({ orderId, kind }) => {
    if (kind === 'invoice') await issueInvoice(deps, orderId);
    else await issueCreditNote(deps, orderId);
  });
}
