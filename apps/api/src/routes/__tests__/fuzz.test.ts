import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART } from '../../testing/malformed-multipart';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';

// Malformed bodies, queries, path parameters and headers sent to every route must never answer
// 5xx nor change anything. Routes come from the OpenAPI document (the hidden identity, webhook and
// outbox routes are listed by hand); fast-check draws the requests. The shop runs its default
// configuration, so both webhooks belong to vendors it does not use. Bounded so it runs in a few
// seconds; the routes take turns, so every one gets its share of the runs and none goes untried.
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 400);

const HIDDEN_ROUTES: [string, string][] = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/send-verification-email'],
  ['POST', '/api/auth/change-password'],
  ['GET', '/api/auth/verify-email'],
  ['GET', '/api/auth/reset-password/{token}'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/token'],
  ['POST', '/v1/webhooks/stripe'],
  ['POST', '/v1/webhooks/gelato'],
  ['GET', '/dev/outbox/{file}'],
];

// Server-sent event streams stay open by design: fuzzed without a valid token (they must still
// refuse bad input), since an accepted request never ends.
const STREAMING = new Set(['/v1/designs/events']);

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u200b\u200b',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%',
  '\ud800',
  '𝕏'.repeat(50),
  'x'.repeat(5000),
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const jsonish = fc.jsonValue({ maxDepth: 4 });
const rawBody = fc.oneof(
  jsonish.map((v) => JSON.stringify(v)),
  fc
    .record({ prompt: text, email: text, name: text, token: text, client_secret: text })
    .map((v) => JSON.stringify(v)),
  fc.integer({ min: 33, max: 3000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 33, max: 2000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  text,
  fc.constant('{"a":'),
  fc.constant(''),
);

/** Percent-encodes; a lone surrogate becomes a malformed UTF-8 escape (itself worth sending). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${value.length}`;
  }
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let alice: TestUser;
  let routes: [string, string][];

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = [
      ...Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method): [string, string] => [method.toUpperCase(), path]),
      ),
      ...HIDDEN_ROUTES,
    ];
  });
  afterAll(() => t.close());

  const counts = async () => {
    const result = await t.deps.db.execute(sql`
      select (select count(*) from orders) as orders, (select count(*) from payment_sessions) as sessions,
             (select count(*) from designs) as designs, (select count(*) from shipping_addresses) as addresses,
             (select count(*) from "user") as users, (select count(*) from order_events) as events`);
    return (result as unknown as { rows: unknown[] }).rows[0];
  };

  it('answers no 5xx and changes nothing', async () => {
    const before = await counts();
    let sent = 0;
    let turn = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.dictionary(fc.constantFrom('session_id', 'client_secret', 'token', 'limit', 'cursor', 'x'), text, {
          maxKeys: 3,
        }),
        rawBody,
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          '',
        ),
        fc.constantFrom('user', 'none', 'garbage'),
        fc.option(text, { nil: undefined }),
        async (param, query, body, contentType, auth, idempotencyKey) => {
          const [method, template] = routes[turn++ % routes.length]!;
          const url =
            template.replace(/\{[^}]+\}/g, () => encode(param) || 'x') +
            (Object.keys(query).length ? `?${new URLSearchParams(query)}` : '');
          const headers: Record<string, string> = {};
          if (STREAMING.has(template) && auth === 'user') auth = 'garbage';
          if (auth === 'user') Object.assign(headers, bearer(alice), { cookie: alice.cookie });
          if (auth === 'garbage') headers.authorization = `Bearer ${encode(param)}`;
          if (contentType) headers['content-type'] = contentType;
          if (idempotencyKey !== undefined) headers['idempotency-key'] = encode(idempotencyKey);
          headers.origin = 'http://localhost:3000';
          const res = await Promise.race([
            t.app.inject({
              method: method as 'GET',
              url,
              headers,
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body }),
            }),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error(`no answer within 5 s: ${method} ${url}`)), 5000).unref(),
            ),
          ]);
          sent++;
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${method} ${url} ${body.slice(0, 80)} ${res.body}`);
          return true;
        },
      ),
      { numRuns: NUM_RUNS, seed: Number(process.env.FUZZ_SEED ?? 12), endOnFailure: false },
    );
    console.info(`fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} answered 5xx`);
    expect(sent).toBeGreaterThanOrEqual(routes.length);
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 120_000); // 400 requests: a few seconds on a quiet machine, far more on a loaded one

  // Layers drawn from the whole of what the contract allows (long, many-lined, wide, turned,
  // bent texts): each is refused or composed within the print area, never a 5xx, never slow.
  it('answers every drawn stack of text layers with a 200 or a 400, within seconds', async () => {
    const layer = fc.record({
      type: fc.constant('text'),
      text: fc
        .array(fc.constantFrom('.', 'W', 'i', '\n', ' ', 'ÄÕ', '—'), { minLength: 1, maxLength: 130 })
        .map((parts) => `x${parts.join('')}`),
      font: fc.constantFrom('anton', 'pacifico', 'oswald'),
      color: fc.constant('#FF0000'),
      x: fc.double({ min: -1, max: 2, noNaN: true }),
      y: fc.double({ min: -1, max: 2, noNaN: true }),
      width: fc.double({ min: 0.02, max: 2, noNaN: true }),
      rotation: fc.double({ min: -180, max: 180, noNaN: true }),
      arc: fc.double({ min: -360, max: 360, noNaN: true }),
      outline: fc.option(
        fc.record({ color: fc.constant('#000000'), width: fc.double({ min: 0.005, max: 0.25 }) }),
        {
          nil: undefined,
        },
      ),
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(layer, { minLength: 1, maxLength: 12 }), async (layers) => {
        const started = Date.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/mockups/layers',
          headers: bearer(alice),
          payload: { color: 'NAV', side: 'back', layers },
        });
        const took = Date.now() - started;
        if (![200, 400].includes(res.statusCode) || took > 10_000)
          failures.push(
            `${res.statusCode} in ${took} ms: ${JSON.stringify(layers).slice(0, 200)} ${res.body}`,
          );
      }),
      { numRuns: Number(process.env.FUZZ_LAYER_RUNS ?? 12), seed: Number(process.env.FUZZ_SEED ?? 12) },
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every malformed multipart body with a 4xx and changes nothing', async () => {
    const before = await counts();
    const failures: string[] = [];
    for (const [method, template] of routes.filter(([method]) => method !== 'GET')) {
      for (const { name, contentType, payload } of MALFORMED_MULTIPART) {
        const url = template.replace(/\{[^}]+\}/g, 'x');
        const headers = { ...bearer(alice), 'content-type': contentType, origin: 'http://localhost:3000' };
        const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${res.statusCode} ${method} ${url} (${name}) ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 60_000);
});
