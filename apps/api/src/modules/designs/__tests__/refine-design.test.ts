import { designListResponseSchema, jobStatusResponseSchema } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workGenerateDesign } from '../../../jobs/generate-design';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { jobStatus, quotaOf, waitForJob } from './design-test-helpers';

const create = (t: TestApp, user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/designs/create',
    headers: bearer(user),
    payload: { file: '', ...body },
  });

describe('refining a design (based_on)', () => {
  let t: TestApp;
  let alice: TestUser;
  let base: { design_id: string; prompt: string };
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
    alice = await signUpTestUser(t.app);
    const { job_id } = (await create(t, alice, { prompt: 'a red fox reading a book under the moon' })).json();
    await waitForJob(t, job_id, ['completed']);
    const done = jobStatusResponseSchema.parse((await jobStatus(t, alice, job_id)).json());
    base = { design_id: done.candidates![2]!.design_id, prompt: done.prompt };
  });
  afterAll(() => t.close());

  it("changes what the refinement says and makes one design, drawn with its base's seed and look, print file included", async () => {
    const before = (await quotaOf(t, alice)).used;
    const created = await create(t, alice, { prompt: 'add a crown', based_on: base.design_id });
    expect(created.statusCode).toBe(202);
    const { job_id } = created.json<{ job_id: string }>();
    const job = await waitForJob(t, job_id, ['completed']);
    const done = jobStatusResponseSchema.parse((await jobStatus(t, alice, job_id)).json());

    expect(done.prompt).toBe('a red fox reading a book under the moon wearing a crown');
    expect(done.candidates).toHaveLength(1);
    const design = (await t.deps.designs.designById(job.designId!))!;
    // Drawn now from the image with its base's look, not redrawn later from the prompt alone.
    expect(design.printReadyAt).toBeInstanceOf(Date);
    expect(await t.deps.blobStore.get(design.printKey)).not.toBeNull();
    expect((await quotaOf(t, alice)).used).toBe(before + 1);
    const list = designListResponseSchema.parse(
      (await t.app.inject({ url: '/v1/designs', headers: bearer(alice) })).json(),
    );
    expect(list.designs.map((d) => d.design_id)).toContain(base.design_id);
    expect(list.designs.map((d) => d.design_id)).toContain(design.id);
  });

  it("answers 404 for another customer's design, exactly as for a missing one, and takes no quota", async () => {
    const bob = await signUpTestUser(t.app);
    const theirs = await create(t, bob, { prompt: 'add a crown', based_on: base.design_id });
    const missing = await create(t, bob, {
      prompt: 'add a crown',
      based_on: '3f2a9c1e-7b4d-4e21-9a3c-5d6e7f809a1b',
    });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await quotaOf(t, bob)).used).toBe(0);
  });

  it('refuses a based_on that is not a design id with a 400 naming the field', async () => {
    const res = await create(t, alice, { prompt: 'add a crown', based_on: 'not-an-id' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('based_on');
  });
});
