import { simulatedProducerStepJob } from '../adapters/simulated-fulfilment/simulated-step-job';
import { expirePaymentSessionJob } from './expire-payment-session';
import { generateDesignJob } from './generate-design';
import { purgeExpiredDesignsJob } from './purge-expired-designs';
import { sendOrderConfirmationJob } from './send-order-confirmation';
import { sendShippedNoticeJob } from './send-shipped-notice';
import { submitOrderJob } from './submit-order';

/**
 * Every job type of the shop. Their queues are created when the queue starts, in every process
 * role, so that a send inside a transaction never has to create one (on PGlite it could not: the
 * transaction holds the only connection).
 */
export const allJobs = [
  generateDesignJob,
  purgeExpiredDesignsJob,
  submitOrderJob,
  sendOrderConfirmationJob,
  expirePaymentSessionJob,
  simulatedProducerStepJob,
  sendShippedNoticeJob,
];
