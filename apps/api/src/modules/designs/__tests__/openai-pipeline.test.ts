import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImagesApi } from '../../../adapters/openai-generator/__tests__/fake-images-api';
import { workGenerateDesign } from '../../../jobs/generate-design';
import { createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';
import { createDesignJob, jobStatus, quotaOf, waitForJob } from './design-test-helpers';

describe('IMAGE_GENERATOR=openai', () => {
  let api: Awaited<ReturnType<typeof startFakeImagesApi>>;
  let t: TestApp;
  beforeAll(async () => {
    api = await startFakeImagesApi();
    t = await createTestApp({
      IMAGE_GENERATOR: 'openai',
      OPENAI_API_KEY: 'sk-test-pipeline',
      OPENAI_BASE_URL: api.baseURL,
      IMAGE_MODEL: 'gpt-image-1',
    });
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('generates through the configured images API and upscales to the print file', async () => {
    expect(t.deps.imageGenerator.name).toBe('openai');
    const png = await sharp({ create: { width: 1024, height: 1536, channels: 4, background: '#3366ff' } })
      .png()
      .toBuffer();
    api.answer({ status: 200, body: { created: 1, data: [{ b64_json: png.toString('base64') }] } });
    const user = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, user, 'a blue square')).json<{ job_id: string }>();
    const job = await waitForJob(t, job_id, ['completed']);

    expect(api.requests[0]!.url).toBe('/v1/images/generations');
    expect(api.requests[0]!.body.prompt).toContain('a blue square');
    expect(api.requests[0]!.headers.authorization).toBe('Bearer sk-test-pipeline');
    const status = (await jobStatus(t, user, job_id)).json();
    expect(status.design_id).toBe(job.designId);
    const print = await t.deps.blobStore.get(
      new URL(status.thumbnail_url).pathname
        .replace('/media/', 'private/')
        .replace('thumb.webp', 'print.png'),
    );
    expect(await sharp(print!).metadata()).toMatchObject({ width: 3600, height: 4800, density: 300 });
    expect((await quotaOf(t, user)).used).toBe(1);
  });

  it('refunds the unit when the images API keeps failing', async () => {
    for (let i = 0; i < 12; i++) api.answer({ status: 500, body: { error: { message: 'overloaded' } } });
    const user = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, user, 'never drawn')).json<{ job_id: string }>();
    await waitForJob(t, job_id, ['failed'], 25_000);
    expect((await jobStatus(t, user, job_id)).json().status).toBe('failed');
    expect((await quotaOf(t, user)).used).toBe(0);
  });
});
