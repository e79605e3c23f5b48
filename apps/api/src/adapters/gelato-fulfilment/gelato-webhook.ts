import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { ProducerEvent, WebhookRequest } from '../../ports/fulfilment';
import { ourStatusOf } from './gelato-status';

/**
 * Gelato signs nothing, but its webhook settings let us add a custom header (or put a token in
 * the URL). We give it our shared secret, GELATO_WEBHOOK_SECRET, as the header
 * `X-Gelato-Webhook-Secret` (preferred: headers stay out of access logs) or as `?token=`.
 */
export const WEBHOOK_SECRET_HEADER = 'x-gelato-webhook-secret';

const tracking = z.object({ trackingCode: z.string().nullish(), trackingUrl: z.string().nullish() });

// https://dashboard.gelato.com/docs/webhooks/: older accounts send `object: 'orderStatus'`,
// newer ones `event: 'order_status_updated'`; both carry the same fields.
const gelatoEventSchema = z.object({
  id: z.string().min(1),
  event: z.string().optional(),
  object: z.string().optional(),
  orderId: z.string().min(1),
  orderReferenceId: z.string().min(1),
  fulfillmentStatus: z.string().optional(),
  items: z.array(z.object({ fulfillments: z.array(tracking).nullish() }).passthrough()).nullish(),
  trackingCode: z.string().nullish(),
  trackingUrl: z.string().nullish(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over digests, so the lengths match too). */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

function presentedSecret(request: WebhookRequest): string | undefined {
  const header = request.headers[WEBHOOK_SECRET_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = request.query.token;
  return fromHeader ?? (typeof token === 'string' ? token : undefined);
}

export function parseGelatoWebhook(request: WebhookRequest, secret: string): ProducerEvent | null {
  if (!secretMatches(presentedSecret(request), secret)) {
    throw new AppError('UNAUTHORIZED', 'The webhook secret is missing or wrong.');
  }
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
  }
  const parsed = gelatoEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'BAD_REQUEST',
      `Unexpected webhook body: ${issue?.path.join('.') || 'body'} ${issue?.message}`,
    );
  }
  const event = parsed.data;
  const base = { eventId: event.id, orderId: event.orderReferenceId, producerOrderId: event.orderId };

  if (event.event === 'order_status_updated' || event.object === 'orderStatus') {
    if (!event.fulfillmentStatus) throw new AppError('BAD_REQUEST', 'fulfillmentStatus is required');
    const fulfilment = event.items?.flatMap((item) => item.fulfillments ?? []).find((f) => f.trackingCode);
    return {
      ...base,
      status: ourStatusOf(event.fulfillmentStatus),
      trackingNumber: fulfilment?.trackingCode ?? undefined,
      trackingUrl: fulfilment?.trackingUrl ?? undefined,
    };
  }
  if (event.event === 'order_item_tracking_code_updated' && event.trackingCode) {
    return { ...base, trackingNumber: event.trackingCode, trackingUrl: event.trackingUrl ?? undefined };
  }
  // Delivery estimates and item-level statuses: acknowledged, the order-level event covers them.
  return null;
}
