import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { WebhookRequest } from '../../ports/fulfilment';
import { applyProducerEvent } from '../orders/apply-producer-event';

/**
 * A print producer's webhook: the shared secret is checked first (a wrong one is a 401 and changes
 * nothing), then the event goes through applyProducerEvent, like every other producer report.
 */
export async function handleProducerWebhook(
  deps: Pick<Deps, 'db' | 'queue' | 'clock' | 'log' | 'fulfilment'>,
  request: WebhookRequest,
): Promise<void> {
  const { fulfilment } = deps;
  if (fulfilment.name !== 'gelato' || !fulfilment.parseWebhook) {
    throw new AppError('NOT_CONFIGURED', 'Gelato is not the print producer of this shop.');
  }
  const event = fulfilment.parseWebhook(request);
  if (event) await applyProducerEvent(deps, 'gelato', event);
}
