import type { NeedsOf, WorkerDeps } from './worker-deps';
import { issueCreditNote, issueInvoice } from '../modules/invoices/issue-invoice';
import { issueInvoiceJob } from '../modules/invoices/issue-invoice-job';

export { issueInvoiceJob };

export async function workIssueInvoice(
  deps: WorkerDeps<NeedsOf<typeof issueInvoice> & NeedsOf<typeof issueCreditNote>>,
): Promise<void> {
  await deps.queue.work(issueInvoiceJob, async ({ orderId, kind }) => {
    if (kind === 'invoice') await issueInvoice(deps, orderId);
    else await issueCreditNote(deps, orderId);
  });
}
