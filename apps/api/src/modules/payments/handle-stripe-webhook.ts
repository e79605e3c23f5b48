import type { Deps } from '../../deps';
import { recordPaymentEvent } from './record-payment-event';

/**
 * A Stripe webhook: verified on its raw bytes (a bad signature is a 400 and changes nothing), then
 * recorded through the shared recordPaymentEvent. Events the shop does not act on are acknowledged
 * so Stripe stops resending them.
 */
export async function handleStripeWebhook(
  deps: Pick<Deps, 'db' | 'queue' | 'clock' | 'log' | 'payments'>,
  options: { rawBody: Buffer; signature: string | undefined },
): Promise<void> {
  const event = deps.payments.parseWebhook(options.rawBody, options.signature);
  if (!event) return;
  await recordPaymentEvent(deps, { ...event, provider: 'stripe' });
}
