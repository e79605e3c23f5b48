import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const HOUR = 60 * 60 * 1000;

/** A shop whose log lines (warn and above) and clock the test holds. */
async function shopWithLog(env: Record<string, string | undefined>) {
  const lines: { level: number; msg: string; forwardedRequests?: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let now = Date.now();
  const t = await createTestApp(env, {
    log: pino({ level: 'warn' }, sink),
    clock: { now: () => new Date(now) },
  });
  const forwarded = () => t.app.inject({ url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.7' } });
  const warnings = () => lines.filter((line) => line.level === 40 && /TRUST_PROXY/.test(line.msg));
  const advance = (ms: number) => (now += ms);
  return { t, forwarded, warnings, advance };
}

describe('the warning about a reverse proxy the shop does not trust', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('warns at the first forwarded request while TRUST_PROXY is unset, then once an hour', async () => {
    const shop = await shopWithLog({ TRUST_PROXY: undefined });
    t = shop.t;
    await t.app.inject('/healthz');
    expect(shop.warnings()).toEqual([]);

    await shop.forwarded();
    await shop.forwarded();
    expect(shop.warnings()).toHaveLength(1);
    expect(shop.warnings()[0]!.msg).toMatch(/X-Forwarded-For/);
    expect(shop.warnings()[0]!.msg).toMatch(/set TRUST_PROXY/);

    shop.advance(HOUR - 1000);
    await shop.forwarded();
    expect(shop.warnings()).toHaveLength(1);
    shop.advance(2000);
    await shop.forwarded();
    expect(shop.warnings()).toHaveLength(2);
    expect(shop.warnings()[1]!.forwardedRequests).toBe(3);
  });

  it('stays quiet when TRUST_PROXY names the proxies', async () => {
    const shop = await shopWithLog({ TRUST_PROXY: '1' });
    t = shop.t;
    await shop.forwarded();
    expect(shop.warnings()).toEqual([]);
  });
});
