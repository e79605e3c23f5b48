import { GENERATION_CANDIDATES, jobStatusResponseSchema } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { workGenerateDesign } from '../../../jobs/generate-design';
import { bearer, createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';
import { candidateIds, candidateOf } from '../design-candidates';
import { seedOf } from '../seed';
import { createDesignJob, jobStatus, quotaOf, waitForJob, waitForPrintFile } from './design-test-helpers';

describe('four candidates per GENERATE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
  });
  afterAll(() => t.close());

  it('derives valid, distinct ids sharing the first design seed and naming their candidate', () => {
    const first = '3f2a9c1e-7b4d-4e21-9a3c-5d6e7f809a1b';
    const ids = candidateIds(first);
    expect(ids).toHaveLength(GENERATION_CANDIDATES);
    expect(ids[0]).toBe(first);
    expect(new Set(ids).size).toBe(GENERATION_CANDIDATES);
    for (const [k, id] of ids.entries()) {
      expect(z.uuid().safeParse(id).success, id).toBe(true);
      expect(seedOf(id)).toBe(seedOf(first));
      expect(candidateOf(id)).toBe(k);
    }
    // A design made before candidates (a random version 4 id) is the first of its GENERATE.
    expect(candidateOf('0c3e1b0f-2d4a-4f63-8b1a-9e8f7d6c5b4f')).toBe(0);
    expect(candidateIds(first)).toEqual(ids);
  });

  it('one quota unit gives four different designs, each with its own print file, all in Design History', async () => {
    const alice = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, alice, 'a fox wearing sunglasses')).json<{
      job_id: string;
    }>();
    await waitForJob(t, job_id, ['completed']);
    const done = jobStatusResponseSchema.parse((await jobStatus(t, alice, job_id)).json());
    const candidates = done.candidates ?? [];
    expect(candidates.map((c) => c.design_id)).toEqual(candidateIds(done.design_id!));
    expect(candidates[0]).toEqual({ design_id: done.design_id, thumbnail_url: done.thumbnail_url });

    const thumbnails = await Promise.all(
      candidates.map(
        async (c) => (await t.app.inject({ url: new URL(c.thumbnail_url).pathname })).rawPayload,
      ),
    );
    expect(new Set(thumbnails.map((b) => b.toString('base64'))).size).toBe(GENERATION_CANDIDATES);
    // The first's print file follows at once; the others' are drawn when first asked for.
    await waitForPrintFile(t, done.design_id!);
    for (const c of candidates.slice(1)) {
      expect((await t.deps.designs.designById(c.design_id))?.printReadyAt).toBeNull();
      const link = await t.app.inject({
        url: `/v1/designs/${c.design_id}/print-file`,
        headers: bearer(alice),
      });
      expect(link.statusCode).toBe(302);
      expect((await t.deps.designs.designById(c.design_id))?.printReadyAt).toBeInstanceOf(Date);
    }
    expect((await quotaOf(t, alice)).used).toBe(1);

    // Another customer sees neither the job nor its candidates.
    const bob = await signUpTestUser(t.app);
    expect((await jobStatus(t, bob, job_id)).statusCode).toBe(404);
  });

  it('a candidate that no longer exists (expired, purged) is no longer offered', async () => {
    const carol = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, carol, 'three little pigs')).json<{ job_id: string }>();
    await waitForJob(t, job_id, ['completed']);
    const done = jobStatusResponseSchema.parse((await jobStatus(t, carol, job_id)).json());
    const [, second] = done.candidates ?? [];
    await t.deps.designs.deleteDesigns([second!.design_id]);
    const after = jobStatusResponseSchema.parse((await jobStatus(t, carol, job_id)).json());
    expect(after.candidates?.map((c) => c.design_id)).toEqual(
      candidateIds(done.design_id!).filter((id) => id !== second!.design_id),
    );
  });
});
