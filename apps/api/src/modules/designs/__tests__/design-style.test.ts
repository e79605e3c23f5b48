import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, generationJobs } from '../../../db/schema';
import { workGenerateDesign } from '../../../jobs/generate-design';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { waitForJob } from './design-test-helpers';

describe('a design in a picked style', () => {
  let t: TestApp;
  let user: TestUser;
  const create = (body: object) =>
    t.app.inject({ method: 'POST', url: '/v1/designs/create', headers: bearer(user), payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
    user = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('keeps the style with the job and its designs, and a refinement keeps it too', async () => {
    const res = await create({ prompt: 'a mushroom', file: '', style: 'pixel' });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t, res.json().job_id, ['completed']);
    expect(job.style).toBe('pixel');
    const [design] = await t.deps.db.select().from(designs).where(eq(designs.id, job.designId!));
    expect(design?.style).toBe('pixel');

    const refined = await create({ prompt: 'make it red', file: '', based_on: design!.id });
    expect(refined.statusCode, refined.body).toBe(202);
    const [row] = await t.deps.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, refined.json().job_id));
    expect(row?.style).toBe('pixel');
  });

  it('refuses a style the shop does not offer with a 400 naming it, and takes no quota', async () => {
    const before = await t.deps.db.select().from(generationJobs);
    const res = await create({ prompt: 'a mushroom', file: '', style: 'watercolour' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues[0].field).toBe('style');
    expect(await t.deps.db.select().from(generationJobs)).toHaveLength(before.length);
  });
});
