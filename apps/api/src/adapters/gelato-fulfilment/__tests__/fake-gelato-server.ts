import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Gelato's order API v4 on 127.0.0.1: the two calls the adapter makes, with
// Gelato's request checks (API key, required fields, file types) and its answers' shapes.

export type FakeGelatoOrder = {
  id: string;
  orderType: string;
  orderReferenceId: string;
  customerReferenceId: string;
  fulfillmentStatus: string;
  financialStatus: string;
  currency: string;
  items: {
    id: string;
    itemReferenceId: string;
    productUid: string;
    files: { type: string; url: string }[];
    quantity: number;
  }[];
  shippingAddress: Record<string, string>;
};

export type FakeGelato = {
  url: string;
  apiKey: string;
  orders: Map<string, FakeGelatoOrder>;
  requests: { method: string; path: string; apiKey: string | undefined; body: unknown }[];
  /** Makes the next N calls answer this status (an outage). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const REQUIRED_ADDRESS = ['firstName', 'lastName', 'addressLine1', 'city', 'postCode', 'country', 'email'];

function validationError(body: Record<string, unknown>): string | null {
  for (const key of ['orderReferenceId', 'customerReferenceId', 'currency', 'items', 'shippingAddress']) {
    if (body[key] === undefined) return `${key} is required`;
  }
  const items = body.items as Record<string, unknown>[];
  if (!Array.isArray(items) || items.length === 0) return 'items must not be empty';
  for (const item of items) {
    if (typeof item.productUid !== 'string' || !/^(apparel|bag)_product_/.test(item.productUid))
      return 'invalid productUid';
    if (typeof item.quantity !== 'number' || item.quantity < 1) return 'invalid quantity';
    const files = item.files as { type: string; url: string }[];
    if (!Array.isArray(files) || files.length === 0) return 'files are required';
    if (files.some((f) => !['default', 'back'].includes(f.type) || !/^https?:\/\//.test(f.url))) {
      return 'invalid file';
    }
  }
  const address = body.shippingAddress as Record<string, unknown>;
  const missing = REQUIRED_ADDRESS.find((key) => !address[key]);
  return missing ? `shippingAddress.${missing} is required` : null;
}

export async function startFakeGelato(apiKey = 'test-gelato-key'): Promise<FakeGelato> {
  const orders = new Map<string, FakeGelatoOrder>();
  const requests: FakeGelato['requests'] = [];
  let failures: { status: number; left: number } | null = null;

  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const given = request.headers['x-api-key'];
    requests.push({ method: request.method ?? '', path: request.url ?? '', apiKey: given as string, body });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (given !== apiKey) return send(401, { message: 'Invalid API key' });
    if (failures && failures.left > 0) {
      failures.left -= 1;
      return send(failures.status, { message: 'Service unavailable' });
    }

    if (request.method === 'POST' && request.url === '/v4/orders:search') {
      const refs = (body.orderReferenceIds as string[] | undefined) ?? [];
      const found = [...orders.values()].filter((o) => refs.includes(o.orderReferenceId));
      return send(200, {
        orders: found.map(({ items: _items, shippingAddress: _a, ...summary }) => summary),
      });
    }
    if (request.method === 'POST' && request.url === '/v4/orders') {
      const problem = validationError(body);
      if (problem) return send(400, { code: 'invalid_request', message: problem });
      const reference = body.orderReferenceId as string;
      // Idempotent on orderReferenceId: a repeated create answers the order made the first time.
      const existing = [...orders.values()].find((o) => o.orderReferenceId === reference);
      if (existing) return send(200, existing);
      const order: FakeGelatoOrder = {
        id: randomUUID(),
        orderType: body.orderType as string,
        orderReferenceId: reference,
        customerReferenceId: body.customerReferenceId as string,
        fulfillmentStatus: 'created',
        financialStatus: 'pending',
        currency: body.currency as string,
        items: (body.items as Omit<FakeGelatoOrder['items'][number], 'id'>[]).map((item) => ({
          id: randomUUID(),
          ...item,
        })),
        shippingAddress: body.shippingAddress as Record<string, string>,
      };
      orders.set(order.id, order);
      return send(201, order);
    }
    return send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    orders,
    requests,
    failNext(status, times = 1) {
      failures = { status, left: times };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
