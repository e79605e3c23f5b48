import { GENERATION_CANDIDATES } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, generationJobs } from '../../../db/schema';
import { workGenerateDesign } from '../../../jobs/generate-design';
import { purgeExpiredDesignsJob, workPurgeExpiredDesigns } from '../../../jobs/purge-expired-designs';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { failStaleGenerations } from '../fail-stale-generations';
import { purgeExpiredDesigns } from '../purge-expired-designs';
import { candidateIds } from '../design-candidates';
import { createDesignJob, quotaOf, waitForJob, waitForPrintFile } from './design-test-helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('expired designs', () => {
  let t: TestApp;
  let user: TestUser;
  const start = Date.parse('2026-03-10T12:00:00Z');
  let now = start;
  const clock = { now: () => new Date(now) };

  const generate = async (prompt: string) => {
    const { job_id } = (await createDesignJob(t, user, prompt)).json<{ job_id: string }>();
    const job = await waitForJob(t, job_id, ['completed']);
    return waitForPrintFile(t, job.designId!);
  };
  const exists = async (key: string) => (await t.deps.blobStore.get(key)) !== null;

  beforeAll(async () => {
    t = await createTestApp({ DESIGN_TTL_DAYS: '30' }, { clock });
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
    user = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('are no longer listed, and the purge deletes their files and rows but keeps files orders use', async () => {
    const ordered = await generate('ordered design');
    const plain = await generate('plain design');
    now = start + 20 * DAY;
    const fresh = await generate('fresh design');

    // An order captured the first design's files.
    await insertOrder(t.deps.db, {
      userId: user.id,
      items: [{ files: { back: { printKey: ordered.printKey, thumbnailKey: ordered.thumbnailKey } } }],
    });

    // Just past expiry: hidden from the list at once, but the purge waits out its grace hour.
    now = start + 30 * DAY + 1000;
    const listed = await t.app.inject({ url: '/v1/designs', headers: bearer(user) });
    expect(listed.json().designs.map((d: { prompt: string }) => d.prompt)).toEqual(
      Array<string>(GENERATION_CANDIDATES).fill('fresh design'),
    );
    expect(await purgeExpiredDesigns(t.deps)).toEqual({ designs: 0, filesDeleted: 0, filesKept: 0 });

    now = start + 30 * DAY + 2 * HOUR;
    // Two GENERATEs of four designs, two files each: the ordered design's two stay.
    const purged = 2 * GENERATION_CANDIDATES;
    expect(await purgeExpiredDesigns(t.deps)).toEqual({
      designs: purged,
      filesDeleted: 2 * purged - 2,
      filesKept: 2,
    });

    const left = await t.deps.db.select({ id: designs.id }).from(designs);
    expect(left.map((d) => d.id).sort()).toEqual(candidateIds(fresh.id).sort());
    expect(await exists(ordered.printKey)).toBe(true);
    expect(await exists(ordered.thumbnailKey)).toBe(true);
    expect(await exists(plain.printKey)).toBe(false);
    expect(await exists(plain.thumbnailKey)).toBe(false);
    expect(await exists(fresh.printKey)).toBe(true);
    // The job that made a purged design still answers, without the design.
    const jobs = await t.deps.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.prompt, 'plain design'));
    expect(jobs[0]).toMatchObject({ status: 'completed', designId: null });

    expect(await purgeExpiredDesigns(t.deps)).toEqual({ designs: 0, filesDeleted: 0, filesKept: 0 });
  });

  it('runs as the scheduled job', async () => {
    await workPurgeExpiredDesigns(t.deps);
    const schedules = await t.deps.queue.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(purgeExpiredDesignsJob.name);

    now = start + 60 * DAY;
    const [fresh] = await t.deps.db.select().from(designs);
    await t.deps.queue.send(purgeExpiredDesignsJob, {});
    t.deps.queue.wake(purgeExpiredDesignsJob);
    const until = Date.now() + 15_000;
    while ((await t.deps.db.select().from(designs)).length > 0) {
      if (Date.now() > until) throw new Error('the purge job did not run');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await exists(fresh!.printKey)).toBe(false);
  });

  it('settles a generation job the queue lost, refunding its unit once', async () => {
    await t.deps.queue.boss.offWork('generate-design');
    const other = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, other, 'lost job')).json<{ job_id: string }>();
    expect((await quotaOf(t, other)).used).toBe(1);

    // Not stale yet, then stale but the queue still holds it: left alone.
    expect(await failStaleGenerations(t.deps, { findQueueJob: async () => null })).toBe(0);
    now += 61 * 60_000;
    expect(await failStaleGenerations(t.deps, { findQueueJob: async () => ({ state: 'retry' }) })).toBe(0);
    expect((await quotaOf(t, other)).used).toBe(1);

    expect(await failStaleGenerations(t.deps, { findQueueJob: async () => ({ state: 'failed' }) })).toBe(1);
    expect(await failStaleGenerations(t.deps, { findQueueJob: async () => null })).toBe(0);
    expect((await quotaOf(t, other)).used).toBe(0);
    const [job] = await t.deps.db.select().from(generationJobs).where(eq(generationJobs.id, job_id));
    expect(job).toMatchObject({ status: 'failed', error: 'queue job ended as failed' });
  });
});
