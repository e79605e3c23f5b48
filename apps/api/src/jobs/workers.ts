import type { Deps } from '../deps';
import { reportGivenUpJob } from '../modules/orders/report-given-up-job';
import { applyProducerEvent } from '../modules/orders/apply-producer-event';
import { findProducerOrder } from '../modules/orders/find-producer-order';
import { workExpirePaymentSessions } from './expire-payment-session';
import { workGenerateDesign } from './generate-design';
import { workPurgeExpiredDesigns } from './purge-expired-designs';
import { workSendIdentityEmail } from './send-identity-email';
import { workSendOrderConfirmation } from './send-order-confirmation';
import { workIssueInvoice } from './issue-invoice';
import { workImportExchangeRates } from './import-exchange-rates';
import { workPrepareOrderFiles } from './prepare-new-order-files';
import { workSendShippedNotice } from './send-shipped-notice';
import { workSubmitOrderToProducer } from './submit-order-to-producer';

/** Starts every job handler of this process (ROLE=all or worker). Later issues add theirs here. */
export async function startWorkers(deps: Deps): Promise<void> {
  // A job out of retries is an operator's problem now: an alert on the console and by e-mail.
  deps.queue.onGivenUp((job) => reportGivenUpJob(deps, job));
  await workGenerateDesign(deps);
  await workPurgeExpiredDesigns(deps);
  await workSubmitOrderToProducer(deps);
  await workPrepareOrderFiles(deps);
  await workSendOrderConfirmation(deps);
  await workIssueInvoice(deps);
  await workExpirePaymentSessions(deps);
  await workSendShippedNotice(deps);
  await workSendIdentityEmail(deps);
  await workImportExchangeRates(deps);
  await startProducerWorkers(deps);
}

/** The print producer's own work, if it has any (the simulation's steps), reporting through the orders module. */
export async function startProducerWorkers(deps: Deps): Promise<void> {
  await deps.fulfilment.startWorkers?.({
    recordedProducerOrder: async (orderId) => (await findProducerOrder(deps, { orderId })).producerOrderId,
    report: async (event) => {
      await applyProducerEvent(deps, { source: deps.fulfilment.name, event });
    },
  });
}
