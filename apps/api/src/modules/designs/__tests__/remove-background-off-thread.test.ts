import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLike } from '../../../images/__tests__/photo-like';
import { createImageWork } from '../../../images/workers/image-work';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { upload } from './upload-helpers';

// Cutting out a large photograph's background is seconds of pixel work: it runs on a worker
// thread, so the process keeps answering every other request while they run.

describe('Background removal off the event loop', () => {
  let t: TestApp;
  let user: TestUser;
  let designId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpTestUser(t.app);
    // As large as a stored design gets (an upload is scaled to the print file's 3600 px).
    const res = await upload(t, user, await photoLike(3600, 4800), 'large.png');
    expect(res.statusCode, res.body).toBe(201);
    designId = res.json<{ design_id: string }>().design_id;
  }, 60_000);
  const patientWork = createImageWork({ timeoutMs: 300_000 });
  afterAll(async () => {
    await patientWork.close();
    await t.close();
  });

  it('answers /healthz promptly while two removals run', async () => {
    const url = `/v1/designs/${designId}/remove-background`;
    // The cut-outs go to image worker threads (how long the event loop waits is the machine's
    // business; that the work is not on it is the shop's). Their own pool, with a time limit a
    // machine busy with other work cannot reach: what is tested is where the work runs.
    let offThread = 0;
    t.deps.imageWork.cutOutSubject = (png) => {
      offThread++;
      return patientWork.cutOutSubject(png);
    };
    let done = false;
    const removals = Promise.all(
      Array.from({ length: 2 }, () => t.app.inject({ method: 'POST', url, headers: bearer(user) })),
    ).finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const asked = performance.now();
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const res of await removals) expect(res.statusCode, res.body).toBe(201);
    expect(offThread).toBe(2);
    // /healthz kept answering while the two removals ran.
    expect(waits.length).toBeGreaterThan(3);
  }, 300_000);
});
