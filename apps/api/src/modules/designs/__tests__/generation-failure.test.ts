import { GENERATION_CANDIDATES } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../../db/schema';
import { workGenerateDesign } from '../../../jobs/generate-design';
import type { ImageGenerator } from '../../../ports/image-generator';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { failGeneration } from '../fail-generation';
import { createDesignJob, jobStatus, quotaOf, waitForJob } from './design-test-helpers';

describe('a generation that keeps failing', () => {
  let t: TestApp;
  let user: TestUser;
  const attempts: string[] = [];
  const broken: ImageGenerator = {
    name: 'openai',
    async generate({ prompt }) {
      attempts.push(prompt);
      throw new Error('upstream said 500');
    },
  };
  beforeAll(async () => {
    t = await createTestApp({}, { imageGenerator: broken });
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
    user = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('is retried, then marked failed, and its quota unit is refunded exactly once', async () => {
    const created = await createDesignJob(t, user, 'a storm over the sea');
    expect(created.statusCode).toBe(202);
    const { job_id } = created.json<{ job_id: string }>();
    expect((await quotaOf(t, user)).used).toBe(1);

    const row = await waitForJob(t, job_id, ['failed'], 20_000);
    // First attempt plus two retries, each drawing the GENERATE's candidates.
    expect(attempts.filter((p) => p === 'a storm over the sea')).toHaveLength(3 * GENERATION_CANDIDATES);
    expect(row.error).toBe('upstream said 500');
    const status = (await jobStatus(t, user, job_id)).json();
    expect(status).toMatchObject({ job_id, status: 'failed', design_id: null, thumbnail_url: null });
    expect(await quotaOf(t, user)).toMatchObject({ used: 0, remaining: 20 });

    // Settling the job again (a duplicate delivery, the stale job sweep) refunds nothing more.
    expect(await failGeneration(t.deps, { jobId: job_id, reason: 'again' })).toBe(false);
    await Promise.all([1, 2, 3].map(() => failGeneration(t.deps, { jobId: job_id, reason: 'again' })));
    expect((await quotaOf(t, user)).used).toBe(0);
    expect(await t.deps.db.select().from(designs).where(eq(designs.userId, user.id))).toEqual([]);
  });

  it('refunds an open job once, whoever settles it', async () => {
    const a = (await createDesignJob(t, user, 'first')).json().job_id as string;
    await waitForJob(t, a, ['failed'], 20_000);
    // A job that is still open keeps its unit.
    await t.deps.queue.boss.offWork('generate-design');
    const b = (await createDesignJob(t, user, 'second')).json().job_id as string;
    expect((await quotaOf(t, user)).used).toBe(1);
    expect(await failGeneration(t.deps, { jobId: b, reason: 'gave up' })).toBe(true);
    expect(await failGeneration(t.deps, { jobId: b, reason: 'gave up' })).toBe(false);
    expect((await quotaOf(t, user)).used).toBe(0);
  });
});
