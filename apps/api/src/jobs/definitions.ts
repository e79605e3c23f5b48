import { expirePaymentSessionJob } from './expire-payment-session';
import { generateDesignJob } from './generate-design';
import { purgeExpiredDesignsJob } from './purge-expired-designs';
import { renderPrintFileJob } from './render-print-file';
import { sendIdentityEmailJob } from './send-identity-email';
import { sendOrderConfirmationJob } from './send-order-confirmation';
import { sendShippedNoticeJob } from './send-shipped-notice';
import { submitOrderJob } from './submit-order';
import { issueInvoiceJob } from './issue-invoice';
import { prepareOrderFilesJob } from './prepare-order-files';
import { importExchangeRatesJob } from './import-exchange-rates';

/**
 * Every job type the shop's own modules enqueue. Their queues are created when the queue starts,
 * in every process role, so that a send inside a transaction never has to create one (on PGlite
 * it could not: the transaction holds the only connection). An adapter's own jobs (the simulated
 * producer's steps) are sent outside transactions, so their queues are made on first use.
 */
export const allJobs = [
  generateDesignJob,
  renderPrintFileJob,
  purgeExpiredDesignsJob,
  submitOrderJob,
  prepareOrderFilesJob,
  sendOrderConfirmationJob,
  expirePaymentSessionJob,
  sendShippedNoticeJob,
  sendIdentityEmailJob,
  issueInvoiceJob,
  importExchangeRatesJob,
];
