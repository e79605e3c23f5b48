import type { ProducerMap } from '@prompttee/catalog';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { Fulfilment, FulfilmentWebhook, SubmittedOrder } from '../../ports/fulfilment';
import { gelatoOrderPayload } from './gelato-order-payload';
import { ourStatusOf } from './gelato-status';
import { parseGelatoWebhook } from './gelato-webhook';

export type GelatoOptions = {
  apiKey: string;
  /** https://order.gelatoapis.com, or a local server in tests. */
  baseUrl: string;
  webhookSecret: string;
  producerMap: ProducerMap;
  timeoutMs?: number;
};

const gelatoOrderSchema = z.object({ id: z.string().min(1), fulfillmentStatus: z.string().optional() });
const searchResultSchema = z.object({ orders: z.array(gelatoOrderSchema) });

/** Gelato's order API v4 (https://dashboard.gelato.com/docs/orders/v4/create), X-API-KEY auth. */
export function createGelatoFulfilment(options: GelatoOptions): Fulfilment & FulfilmentWebhook {
  const base = options.baseUrl.replace(/\/$/, '');

  async function call(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new AppError('UPSTREAM_FAILED', `Gelato is unreachable: ${(err as Error).message}`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    return { status: response.status, json };
  }

  const fail = (what: string, status: number, json: unknown) =>
    new AppError(
      'UPSTREAM_FAILED',
      `Gelato ${what} failed with ${status}: ${JSON.stringify(json)?.slice(0, 300)}`,
    );

  const toSubmitted = (order: z.infer<typeof gelatoOrderSchema>): SubmittedOrder => ({
    producerOrderId: order.id,
    status: order.fulfillmentStatus ? ourStatusOf(order.fulfillmentStatus) : undefined,
  });

  /** Our order at Gelato already, found by its reference: a retried job must not print twice. */
  async function findExisting(orderId: string): Promise<SubmittedOrder | null> {
    const { status, json } = await call('/v4/orders:search', { orderReferenceIds: [orderId], limit: 1 });
    if (status !== 200) throw fail('order search', status, json);
    const found = searchResultSchema.safeParse(json);
    if (!found.success) throw fail('order search', status, json);
    const order = found.data.orders[0];
    return order ? toSubmitted(order) : null;
  }

  return {
    name: 'gelato',
    async submitOrder(order) {
      const existing = await findExisting(order.orderId);
      if (existing) return existing;
      const { status, json } = await call('/v4/orders', gelatoOrderPayload(order, options.producerMap));
      if (status === 409) {
        const raced = await findExisting(order.orderId);
        if (raced) return raced;
      }
      if (status !== 200 && status !== 201) {
        const error = fail('order create', status, json);
        // A 4xx about the order itself (not our key, a timeout or a rate limit) is Gelato turning
        // this order down: retrying the same order will not change its mind, an operator must look.
        if (status >= 400 && status < 500 && ![401, 403, 408, 409, 429].includes(status)) {
          throw new AppError(error.code, error.message, { refused: true });
        }
        throw error;
      }
      const created = gelatoOrderSchema.safeParse(json);
      if (!created.success) throw fail('order create', status, json);
      return toSubmitted(created.data);
    },
    parseWebhook: (request) => parseGelatoWebhook(request, options.webhookSecret),
  };
}
