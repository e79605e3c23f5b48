import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { consumeRateLimit } from '../consume-rate-limit';

describe('consumeRateLimit', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  it('allows `max` attempts per window, then says how long to wait, then opens again', async () => {
    const rule = { window: 60, max: 3 };
    const at = (now: number) => consumeRateLimit(h.deps, { key: 'test:window', rule, now });
    const start = 1_800_000_000_000;
    for (let i = 0; i < 3; i++)
      expect(await at(start + i * 1000)).toMatchObject({ allowed: true, retryAfter: 0 });
    // Refused attempts do not move the window: it reopens 60 s after the last allowed one.
    expect(await at(start + 10_000)).toMatchObject({ allowed: false, retryAfter: 52 });
    expect(await at(start + 30_000)).toMatchObject({ allowed: false, retryAfter: 32 });
    expect(await at(start + 62_000)).toMatchObject({ allowed: true, retryAfter: 0 });
  });

  it('counts each key on its own, and every caller on the database together', async () => {
    const rule = { window: 60, max: 1 };
    const now = 1_800_000_000_000;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => consumeRateLimit(h.deps, { key: 'test:race', rule, now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
    expect(await consumeRateLimit(h.deps, { key: 'test:other', rule, now })).toMatchObject({
      allowed: true,
      retryAfter: 0,
    });
  });
});
