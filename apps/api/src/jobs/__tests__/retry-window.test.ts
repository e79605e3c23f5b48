import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { defineJob } from '../queue';
import { retryWindowSeconds } from '../wake-timers';

// The embedded queue's wake timers predict when pg-boss will retry a failed attempt, from a formula
// pg-boss keeps to itself. Real jobs fail here and the retry times pg-boss actually schedules must
// fall in the predicted windows: an upgrade that changes the formula fails this test.
const policies = {
  backoff: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
  capped: { retryLimit: 1, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
  fixed: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
};
// pg-boss reads its clock a moment after the handler throws.
const LAG_MS = 1000;

describe(`pg-boss's retry times (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.queue.start();
  });
  afterAll(() => t.close());

  it('fall in the windows the wake timers predict', async () => {
    const retries: Promise<{ policy: string; retryCount: number; delayMs: number }>[] = [];
    const retryOf = async (name: string, id: string, failedAt: number) => {
      for (;;) {
        const [job] = await t.deps.queue.boss.findJobs(name, { id });
        if (job?.state === 'retry' || job?.state === 'failed') return job;
        if (Date.now() - failedAt > 10_000) throw new Error(`job ${id} was not retried`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const sent: Promise<unknown>[] = [];
    for (const [policy, queue] of Object.entries(policies)) {
      const def = defineJob({
        name: `test-retry-${policy}`,
        payload: z.object({ n: z.number() }),
        queue,
        localConcurrency: 4,
      });
      await t.deps.queue.work(def, async (_payload, job) => {
        const failedAt = Date.now();
        if (job.retryCount < queue.retryLimit) {
          retries.push(
            retryOf(def.name, job.id, failedAt).then((retry) => ({
              policy,
              retryCount: job.retryCount,
              delayMs: retry.startAfter.getTime() - failedAt,
            })),
          );
        }
        throw new Error('fails on purpose');
      });
      for (let n = 0; n < 4; n++) sent.push(t.deps.queue.send(def, { n }));
    }
    await Promise.all(sent);
    const expected = Object.values(policies).reduce((sum, p) => sum + 4 * p.retryLimit, 0);
    const until = Date.now() + 30_000;
    while (retries.length < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const seen = await Promise.all(retries);
    expect(seen).toHaveLength(expected);
    for (const { policy, retryCount, delayMs } of seen) {
      const [from, to] = retryWindowSeconds(policies[policy as keyof typeof policies], retryCount);
      expect({ policy, retryCount, delayMs }).toEqual({
        policy,
        retryCount,
        delayMs: expect.toSatisfy((ms: number) => ms >= from * 1000 - 5 && ms <= to * 1000 + LAG_MS),
      });
    }
  }, 60_000);
});
