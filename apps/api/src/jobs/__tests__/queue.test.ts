import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { defineJob } from '../queue';
import { waitForQueueIdle } from '../../testing/queue-idle';

const echo = defineJob({
  name: 'test-echo',
  payload: z.object({ n: z.number() }),
  pollingIntervalSeconds: 0.5,
});

describe('the job queue', () => {
  let t: TestApp;
  const seen: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.queue.start();
    await t.deps.queue.work(echo, async ({ n }) => {
      seen.push(n);
    });
  });
  afterAll(() => t.close());

  const waitFor = async (check: () => boolean, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!check()) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it(`works a job that was sent (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const id = await t.deps.queue.send(echo, { n: 1 });
    await waitFor(() => seen.includes(1));
    await expect.poll(() => t.deps.queue.stateOf(echo, id!)).toBe('completed');
    expect(await t.deps.queue.stateOf(echo, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('enqueues inside a transaction only when it commits', async () => {
    await t.deps.db.transaction(async (tx) => {
      await t.deps.queue.sendInTransaction(tx, echo, { n: 2 });
    });
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.queue.sendInTransaction(tx, echo, { n: 3 });
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // As the shop's callers do once their transaction is over (the embedded queue's polls are slow).
    t.deps.queue.wake(echo);
    await waitFor(() => seen.includes(2));
    await waitForQueueIdle(t.deps, { jobs: [echo] });
    expect(seen).not.toContain(3);
  });

  it('refuses a payload that breaks the job schema', async () => {
    await expect(t.deps.queue.send(echo, { n: 'x' } as never)).rejects.toThrow();
  });
});
