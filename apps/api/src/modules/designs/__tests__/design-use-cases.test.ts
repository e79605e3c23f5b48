import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { createDesign } from '../create-design';
import { failGeneration } from '../fail-generation';
import { generateDesignJob } from '../generate-design-job';
import { getGenerationStatus } from '../get-generation-status';
import { getQuota } from '../get-quota';
import { listDesigns } from '../list-designs';
import { parseRefusedWords } from '../refused-words';

// The designer's use cases on their repository, without HTTP or workers (see use-case-harness.ts).
describe('the designer use cases', () => {
  let h: UseCaseHarness;
  const refusedWords = parseRefusedWords('gore');
  beforeAll(async () => {
    h = await createUseCaseHarness({ DESIGN_QUOTA: '2' });
  });
  afterAll(() => h.close());

  const create = (userId: string, prompt = 'a fox in the snow') =>
    createDesign(h.deps, { userId, prompt, refusedWords });

  it('takes one quota unit per design and enqueues its generation under the job id', async () => {
    const customer = await h.addUser();
    const { job_id } = await create(customer.id);
    expect(await getQuota(h.deps, { userId: customer.id })).toEqual({
      used: 1,
      total: 2,
      remaining: 1,
      reset_at: '2026-12-01T00:00:00.000Z',
    });
    const [queued] = await h.deps.queue.boss.findJobs(generateDesignJob.name, { id: job_id });
    expect(queued?.data).toMatchObject({ jobId: job_id });
    expect(await getGenerationStatus(h.deps, { userId: customer.id, jobId: job_id })).toMatchObject({
      job_id,
      status: 'pending',
      design_id: null,
      prompt: 'a fox in the snow',
    });
  });

  it('refuses once the month is used up, naming the reset day, and writes nothing', async () => {
    const customer = await h.addUser();
    await create(customer.id);
    await create(customer.id);
    await expect(create(customer.id)).rejects.toMatchObject({
      code: 'QUOTA_EXHAUSTED',
      message: 'Quota exhausted. Resets on Dec 1, 2026.',
      details: { reset_at: '2026-12-01T00:00:00.000Z' },
    });
    expect((await getQuota(h.deps, { userId: customer.id })).used).toBe(2);
    // A new month is a new quota.
    h.clock.set(new Date('2026-12-01T00:00:00Z'));
    await expect(create(customer.id)).resolves.toHaveProperty('job_id');
    h.clock.set(new Date('2026-11-15T10:00:00Z'));
  });

  it('refuses a prompt with a refused word before taking any quota', async () => {
    const customer = await h.addUser();
    await expect(create(customer.id, 'GORE everywhere')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await getQuota(h.deps, { userId: customer.id })).used).toBe(0);
  });

  it("answers 404 for another customer's job, exactly as for a missing one", async () => {
    const owner = await h.addUser();
    const other = await h.addUser();
    const { job_id } = await create(owner.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const jobId of [job_id, missing]) {
      await expect(getGenerationStatus(h.deps, { userId: other.id, jobId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Generation job not found',
      });
    }
  });

  it('refunds a failed job once, however often it is failed', async () => {
    const customer = await h.addUser();
    const { job_id } = await create(customer.id);
    const results = await Promise.all(
      [1, 2, 3].map(() => failGeneration(h.deps, { jobId: job_id, reason: 'x' })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await getQuota(h.deps, { userId: customer.id })).used).toBe(0);
    expect(await getGenerationStatus(h.deps, { userId: customer.id, jobId: job_id })).toMatchObject({
      status: 'failed',
    });
  });

  it('lists no designs before any generation completes', async () => {
    const customer = await h.addUser();
    await create(customer.id);
    expect(await listDesigns(h.deps, { userId: customer.id })).toEqual({ designs: [] });
  });
});
