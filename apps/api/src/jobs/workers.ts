import type { Deps } from '../deps';
import { workExpirePaymentSessions } from './expire-payment-session';
import { workGenerateDesign } from './generate-design';
import { workPurgeExpiredDesigns } from './purge-expired-designs';
import { workSendOrderConfirmation } from './send-order-confirmation';
import { workSendShippedNotice } from './send-shipped-notice';
import { workSimulatedProducerStep } from './simulated-producer-step';
import { workSubmitOrderToProducer } from './submit-order-to-producer';

/** Starts every job handler of this process (ROLE=all or worker). Later issues add theirs here. */
export async function startWorkers(deps: Deps): Promise<void> {
  await workGenerateDesign(deps);
  await workPurgeExpiredDesigns(deps);
  await workSubmitOrderToProducer(deps);
  await workSendOrderConfirmation(deps);
  await workExpirePaymentSessions(deps);
  await workSimulatedProducerStep(deps);
  await workSendShippedNotice(deps);
}
