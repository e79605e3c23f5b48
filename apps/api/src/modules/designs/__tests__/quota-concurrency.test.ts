import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designQuotas, generationJobs } from '../../../db/schema';
import { generateDesignJob } from '../../../jobs/generate-design';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { quotaPeriodOf } from '../quota-period';
import { createDesignJob, quotaOf } from './design-test-helpers';

describe(`the design quota under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ DESIGN_QUOTA: '20' });
    // No worker: jobs stay queued, so nothing is refunded while we count.
    await t.deps.queue.start();
    user = await signUpTestUser(t.app);
    await t.deps.db
      .insert(designQuotas)
      .values({ userId: user.id, periodStart: quotaPeriodOf(new Date()).start, used: 15 });
  });
  afterAll(() => t.close());

  it('50 parallel creates with 5 units left make exactly 5 jobs and 45 answers of 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createDesignJob(t, user, `design ${i}`)),
    );
    const accepted = answers.filter((a) => a.statusCode === 202);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(45);

    const resetAt = new Date(quotaPeriodOf(new Date()).resetAt);
    const date = resetAt.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        statusCode: 429,
        code: 'QUOTA_EXHAUSTED',
        message: `Quota exhausted. Resets on ${date}.`,
        details: { reset_at: resetAt.toISOString() },
      });
    }

    const [jobs] = await t.deps.db
      .select({ n: count() })
      .from(generationJobs)
      .where(eq(generationJobs.userId, user.id));
    expect(jobs!.n).toBe(5);
    const queued = await t.deps.queue.boss.findJobs(generateDesignJob.name, { queued: true });
    expect(queued).toHaveLength(5);
    expect(new Set(queued.map((j) => j.id))).toEqual(new Set(accepted.map((a) => a.json().job_id)));
    expect(await quotaOf(t, user)).toMatchObject({ used: 20, total: 20, remaining: 0 });
  });
});
