import { recordPaymentEvent, type RecordPaymentEventDeps } from './record-payment-event';

/**
 * A Stripe webhook: verified on its raw bytes (a bad signature is a 400 and changes nothing), then
 * recorded through the shared recordPaymentEvent. Events the shop does not act on are acknowledged
 * so Stripe stops resending them.
 */
export async function handleStripeWebhook(
  deps: RecordPaymentEventDeps,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<void> {
  const event = deps.payments.parseWebhook(input.rawBody, input.signature);
  if (!event) return;
  await recordPaymentEvent(deps, { ...event, provider: 'stripe' });
}
