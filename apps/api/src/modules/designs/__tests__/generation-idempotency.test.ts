import { eq } from 'drizzle-orm';
import { GENERATION_CANDIDATES } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, generationJobs } from '../../../db/schema';
import type { ImageGenerator } from '../../../ports/image-generator';
import { createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';
import { designFileKeys } from '../design-files';
import { candidateIds } from '../design-candidates';
import { runDesignGeneration } from '../run-design-generation';
import { createDesignJob, quotaOf } from './design-test-helpers';

describe('the generation handler run twice', () => {
  let t: TestApp;
  let calls = 0;
  const counting: ImageGenerator = {
    name: 'local',
    async generate() {
      calls += 1;
      // A 3 x 4 transparent PNG is enough: the print step scales it up.
      const sharp = (await import('sharp')).default;
      const png = await sharp({ create: { width: 3, height: 4, channels: 4, background: '#ff000080' } })
        .png()
        .toBuffer();
      return { png, width: 3, height: 4 };
    },
  };
  beforeAll(async () => {
    t = await createTestApp({}, { imageGenerator: counting });
    await t.deps.queue.start();
  });
  afterAll(() => t.close());

  it('records one design, keeps one quota unit, and does no work once the job is settled', async () => {
    const user = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, user, 'twice')).json<{ job_id: string }>();
    const [queued] = await t.deps.queue.boss.findJobs<{ designId: string; fileToken: string }>(
      'generate-design',
      { id: job_id },
    );
    const payload = { jobId: job_id, designId: queued!.data.designId, fileToken: queued!.data.fileToken };

    // Two deliveries at once (an expired lock re-delivered while the first still runs), then a late third.
    await Promise.all([
      runDesignGeneration(t.deps, { ...payload, isLastAttempt: false }),
      runDesignGeneration(t.deps, { ...payload, isLastAttempt: false }),
    ]);
    await runDesignGeneration(t.deps, { ...payload, isLastAttempt: true });

    // Two runs drew the GENERATE's four candidates each; the rows and files are the same ones.
    expect(calls).toBe(2 * GENERATION_CANDIDATES);
    const rows = await t.deps.db.select().from(designs).where(eq(designs.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(candidateIds(payload.designId).sort());
    const first = rows.find((r) => r.id === payload.designId)!;
    expect(first).toMatchObject(designFileKeys(payload.fileToken));
    const [job] = await t.deps.db.select().from(generationJobs).where(eq(generationJobs.id, job_id));
    expect(job).toMatchObject({ status: 'completed', designId: payload.designId });
    expect(await t.deps.blobStore.get(first.printKey)).not.toBeNull();
    expect((await quotaOf(t, user)).used).toBe(1);
  });
});
