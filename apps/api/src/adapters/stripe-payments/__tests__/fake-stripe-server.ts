import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// The part of Stripe's API the shop uses (Checkout Sessions: create, retrieve, expire), served on
// 127.0.0.1 so the real SDK runs its real request code. It enforces the rules a shop can trip
// over: the secret key, embedded mode's return_url, expires_at of at least 30 minutes, and
// idempotency keys reused with different parameters.

type Params = Record<string, unknown>;
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  expires_at: number;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  mode: string;
  ui_mode: string;
  return_url: string;
  livemode: false;
  payment_intent: string | null;
};
export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Params;
};

/** Stripe's form encoding (a[b][0][c]=1) back into objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  prices: Map<string, number>;
  requests: RecordedRequest[];
  /** What Stripe's form does when the customer pays: the session completes, paid. */
  pay(sessionId: string): FakeSession;
  /** A webhook as Stripe would send it: JSON body and its Stripe-Signature header. */
  signedEvent(type: string, session: FakeSession, eventId?: string): { payload: string; signature: string };
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake_0123456789';
  const webhookSecret = 'whsec_fake_0123456789';
  const sessions = new Map<string, FakeSession>();
  const prices = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const idempotency = new Map<string, { params: string; session: FakeSession }>();

  const fail = (status: number, type: string, message: string) => ({
    status,
    body: { error: { type, message } },
  });

  const createSession = (params: Params, key: string | undefined) => {
    const previous = key ? idempotency.get(key) : undefined;
    if (previous) {
      if (previous.params !== JSON.stringify(params)) {
        return fail(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return { status: 200, body: previous.session };
    }
    if (params.ui_mode !== 'embedded_page')
      return fail(400, 'invalid_request_error', 'ui_mode must be embedded_page');
    if (typeof params.return_url !== 'string' || !params.return_url.includes('{CHECKOUT_SESSION_ID}')) {
      return fail(400, 'invalid_request_error', 'return_url is required in embedded mode');
    }
    const expiresAt = Number(params.expires_at);
    if (!(expiresAt >= Math.floor(Date.now() / 1000) + 30 * 60)) {
      return fail(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      );
    }
    const lines = (params.line_items ?? []) as Params[];
    if (lines.length === 0) return fail(400, 'invalid_request_error', 'line_items is required');
    let amount = 0;
    for (const line of lines) {
      const data = line.price_data as Params | undefined;
      const unit = line.price ? prices.get(String(line.price)) : Number(data?.unit_amount);
      if (unit === undefined || Number.isNaN(unit))
        return fail(400, 'invalid_request_error', `No such price: '${String(line.price)}'`);
      amount += unit * Number(line.quantity);
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: String((lines[0]!.price_data as Params | undefined)?.currency ?? 'eur'),
      expires_at: expiresAt,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      customer_details: null,
      mode: String(params.mode),
      ui_mode: 'embedded_page',
      return_url: params.return_url,
      livemode: false,
      payment_intent: null,
    };
    sessions.set(id, session);
    if (key) idempotency.set(key, { params: JSON.stringify(params), session });
    return { status: 200, body: session };
  };

  // Refunds of a paid session's payment intent; a repeated idempotency key answers the first refund.
  const refunds = new Map<string, Params>();
  const refund = (params: Params, key: string | undefined) => {
    const previous = key ? refunds.get(key) : undefined;
    if (previous) return { status: 200, body: previous };
    const paid = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
    if (!paid)
      return fail(400, 'invalid_request_error', `No such payment_intent: '${String(params.payment_intent)}'`);
    const body = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount: Number(params.amount),
      status: 'succeeded',
      payment_intent: paid.payment_intent,
    };
    if (key) refunds.set(key, body);
    return { status: 200, body };
  };

  const route = (method: string, path: string, params: Params, key: string | undefined) => {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params, key);
    if (method === 'POST' && path === '/v1/refunds') return refund(params, key);
    const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match) return fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
    if (!session) return fail(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
    if (method === 'GET' && !match[2]) return { status: 200, body: session };
    if (method === 'POST' && match[2]) {
      if (session.status !== 'open') {
        return fail(
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status of `open` can be expired.',
        );
      }
      session.status = 'expired';
      return { status: 200, body: session };
    }
    return fail(405, 'invalid_request_error', 'Method not allowed');
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = parseStripeForm(req.method === 'GET' ? url.searchParams.toString() : body);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, params });
    const answer =
      req.headers.authorization === `Bearer ${secretKey}`
        ? route(req.method ?? 'GET', url.pathname, params, key)
        : fail(401, 'invalid_request_error', 'Invalid API Key provided');
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions,
    prices,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_${session.id.slice(8)}`;
      session.customer_details = { email: session.customer_email };
      return session;
    },
    signedEvent(type, session, eventId = `evt_${randomBytes(12).toString('hex')}`) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...session } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
