import type Stripe from 'stripe';
import { AppError } from '../../errors';

/** How far, in seconds, a webhook's signing time may be from our clock: Stripe's own default. */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * Checks a Stripe webhook's signature over its raw bytes and its signing time, both ways. The SDK
 * refuses an event signed too long ago but takes one signed any time ahead: such an event, once
 * captured, could be replayed until long after it was sent, so it is refused here just the same.
 * Every refusal is a 400 that changes nothing.
 */
export function verifyStripeWebhook(
  stripe: Stripe,
  input: { rawBody: Buffer; signature: string | undefined; secret: string; receivedAt: Date },
): Stripe.Event {
  if (!input.signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
  const receivedAt = input.receivedAt.getTime();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      input.rawBody,
      input.signature,
      input.secret,
      WEBHOOK_TOLERANCE_S,
      undefined,
      receivedAt,
    );
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook signature is invalid.');
  }
  const signedAt = signingTime(input.signature);
  if (signedAt * 1000 - receivedAt > WEBHOOK_TOLERANCE_S * 1000) {
    throw new AppError('BAD_REQUEST', 'The webhook is signed for a time still to come.');
  }
  return event;
}

/** The header's `t=` in seconds, read as the SDK reads it to check the signature (the last one counts). */
function signingTime(header: string): number {
  let seconds = NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') seconds = parseInt(value ?? '', 10);
  }
  return seconds;
}
