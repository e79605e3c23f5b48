import { GENERATION_CANDIDATES } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImagesApi } from '../../../adapters/openai-generator/__tests__/fake-images-api';
import { workGenerateDesign } from '../../../jobs/generate-design';
import { createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';
import { createDesignJob, jobStatus, quotaOf, waitForJob } from './design-test-helpers';

// IMAGE_GENERATOR=openai,local with the paid key out of quota: the GENERATE still completes, drawn
// by the local generator, the job says so, and the customer's quota is taken once.

describe('IMAGE_GENERATOR=openai,local', () => {
  let api: Awaited<ReturnType<typeof startFakeImagesApi>>;
  let t: TestApp;
  beforeAll(async () => {
    api = await startFakeImagesApi();
    t = await createTestApp({
      IMAGE_GENERATOR: 'openai,local',
      OPENAI_API_KEY: 'sk-test-fallback',
      OPENAI_BASE_URL: api.baseURL,
    });
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('completes a GENERATE from the next provider when the first is out of quota, charging once', async () => {
    const outOfQuota = { status: 429, body: { error: { message: 'You exceeded your current quota' } } };
    // Every image request is refused (the SDK tries each twice).
    for (let k = 0; k < GENERATION_CANDIDATES * 2; k++) api.answer(outOfQuota);
    const user = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, user, 'a red fox under the moon')).json<{
      job_id: string;
    }>();
    await waitForJob(t, job_id, ['completed']);

    const status = (await jobStatus(t, user, job_id)).json<{ generated_by: string; candidates: unknown[] }>();
    expect(status.generated_by).toBe('local');
    expect(status.candidates).toHaveLength(GENERATION_CANDIDATES);
    expect((await quotaOf(t, user)).used).toBe(1);
  });
});
