import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopLogger, LOG_LINE_CAP, LOG_STRING_CAP } from '../shop-logger';
import { createTestApp, type TestApp } from '../testing/test-app';

const MARKER = /…\[truncated \d+ chars\]$/;
const LONGEST_VALUE = LOG_STRING_CAP + '…[truncated 1000000 chars]'.length;

/** A logger at `level` whose lines land in `lines`, one string per line as pino writes them. */
function capturingLogger(level: string) {
  const lines: string[] = [];
  return { lines, log: createShopLogger(level, { write: (line: string) => void lines.push(line) }) };
}

/** Every string in a parsed line (keys included), with the key it sits under. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [[k, k] as [string, string], ...strings(v, k)]);
}

/** Asserts the caps on every line and answers the lines parsed. */
function checkLines(lines: string[]): Record<string, unknown>[] {
  expect(lines.length).toBeGreaterThan(0);
  return lines.map((line) => {
    expect(line.length).toBeLessThanOrEqual(LOG_LINE_CAP);
    const record = JSON.parse(line) as Record<string, unknown>;
    for (const [key, text] of strings(record)) {
      if (key !== 'stack') expect(text.length).toBeLessThanOrEqual(LONGEST_VALUE);
    }
    return record;
  });
}

describe("the shop's logger", () => {
  const long = 'a'.repeat(100_000);

  it('cuts the message, fields, keys, bindings and errors a caller passes to the cap', () => {
    const { lines, log } = capturingLogger('info');
    log
      .child({ visitor: long })
      .error({ err: new Error(long), field: long, [long]: 1, deep: [[long]] }, long);
    log.info('%s and %s', long, long);
    const [error, interpolated] = checkLines(lines) as [Record<string, unknown>, Record<string, unknown>];
    expect(error.msg).toMatch(MARKER);
    expect(error.visitor).toBe(`${'a'.repeat(LOG_STRING_CAP)}…[truncated 99000 chars]`);
    const err = error.err as { message: string; stack: string };
    expect(err.message).toMatch(MARKER);
    // The stack keeps its frames: only the message line in front of them is the caller's text.
    expect(err.stack).toMatch(/^Error: a{993}…\[truncated 99007 chars\]\n\s+at /);
    expect(interpolated.msg).toMatch(MARKER);
  });

  it('keeps a line short when it holds too many values to cut one by one', () => {
    const { lines, log } = capturingLogger('info');
    log.warn(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, long])), 'many fields');
    const [record] = checkLines(lines);
    expect(record).toMatchObject({ level: 40, msg: 'many fields', logLineCut: expect.any(String) });
  });

  it('writes short lines exactly as pino made them', () => {
    const { lines, log } = capturingLogger('info');
    log.info({ orderId: 'o-1' }, 'payment refunded');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, orderId: 'o-1', msg: 'payment refunded' });
  });
});

describe('a request carrying a 100 KB callback URL', () => {
  let t: TestApp;
  const capture = capturingLogger('debug');
  const long = `https://evil.example/${'a'.repeat(100_000)}`;
  beforeAll(async () => {
    // Debug logs every request with its URL: the widest door a request has into the log.
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { log: capture.log });
  });
  afterAll(() => t.close());

  it('puts no line longer than the cap into the log, better-auth’s own included', async () => {
    const sent = [
      t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(long)}`,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'visitor@example.com', password: 'x'.repeat(12), callbackURL: long },
      }),
    ];
    for (const res of await Promise.all(sent)) expect(res.statusCode).toBeLessThan(500);
    // What better-auth writes when it refuses a callback URL, through the logger the shop gave it.
    (await t.deps.auth.$context).logger.error(`Invalid callbackURL: ${long}`, { callbackURL: long });

    const records = checkLines(capture.lines);
    const incoming = records.find((r) =>
      (r.req as { url?: string } | undefined)?.url?.includes('verify-email'),
    );
    expect((incoming!.req as { url: string }).url).toMatch(MARKER);
    const fromAuth = records.find((r) => String(r.msg).startsWith('Invalid callbackURL'));
    expect(fromAuth).toMatchObject({ level: 50, msg: expect.stringMatching(MARKER) });
  });
});
