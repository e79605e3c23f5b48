import { AppError } from '../../errors';
import type { WebhookRequest } from '../../ports/fulfilment';
import { applyProducerEvent } from '../orders/apply-producer-event';
import type { UseCaseDeps } from '../use-case-deps';

/**
 * A print producer's webhook: the shared secret is checked first (a wrong one is a 401 and changes
 * nothing), then the event goes through applyProducerEvent, like every other producer report.
 * A producer that reports some other way (the simulation) has no webhook: the route is not there
 * (404, like the Stripe webhook of a shop on the test checkout), as nothing on this server failed.
 */
export async function handleProducerWebhook(
  deps: Pick<UseCaseDeps, 'orders' | 'queue' | 'clock' | 'log' | 'fulfilment'>,
  request: WebhookRequest,
): Promise<void> {
  const { fulfilment } = deps;
  if (!fulfilment.parseWebhook) {
    throw new AppError(
      'NOT_FOUND',
      'Gelato webhooks are not enabled: this shop uses the simulated producer.',
    );
  }
  const event = fulfilment.parseWebhook(request);
  if (event) await applyProducerEvent(deps, { source: fulfilment.name, event });
}
