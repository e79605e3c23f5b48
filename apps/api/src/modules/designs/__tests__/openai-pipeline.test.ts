import { GENERATION_CANDIDATES } from '@prompttee/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImagesApi } from '../../../adapters/openai-generator/__tests__/fake-images-api';
import { readC2paManifest } from '../../../images/c2pa-manifest';
import { readXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp } from '../../../images/provenance';
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
    // One GENERATE asks for its four candidates, one image each.
    for (let k = 0; k < GENERATION_CANDIDATES; k++)
      api.answer({ status: 200, body: { created: 1, data: [{ b64_json: png.toString('base64') }] } });
    const user = await signUpTestUser(t.app);
    const { job_id } = (await createDesignJob(t, user, 'a blue square')).json<{ job_id: string }>();
    const job = await waitForJob(t, job_id, ['completed']);

    // The prompt passes moderation before anything is spent, then goes to the images API.
    expect(api.requests.map((r) => r.url)).toEqual([
      '/v1/moderations',
      ...Array<string>(GENERATION_CANDIDATES).fill('/v1/images/generations'),
    ]);
    expect(api.requests[1]!.body.prompt).toContain('a blue square');
    expect(api.requests[1]!.headers.authorization).toBe('Bearer sk-test-pipeline');
    const status = (await jobStatus(t, user, job_id)).json();
    expect(status.design_id).toBe(job.designId);
    const print = await t.deps.blobStore.get(
      new URL(status.thumbnail_url).pathname
        .replace('/media/', 'private/')
        .replace('thumb.webp', 'print.png'),
    );
    expect(await sharp(print!).metadata()).toMatchObject({ width: 3600, height: 4800, density: 300 });
    // Marked twice as made by a trained model: IPTC XMP and a signed C2PA manifest.
    expect(parseProvenanceXmp(readXmp(print!)!)).toMatchObject({
      digitalSourceType: 'trainedAlgorithmicMedia',
    });
    expect(await readC2paManifest(print!)).toMatchObject({
      validationState: 'Valid',
      actions: [
        expect.objectContaining({
          action: 'c2pa.created',
          digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
          softwareAgent: expect.objectContaining({ name: 'PromptTee openai generator (model gpt-image-1)' }),
        }),
      ],
    });
    // A raster's print file is made with its thumbnail: ready when the job completes.
    expect(status.source_width).toBe(1024);
    expect((await t.deps.designs.designById(status.design_id))?.printReadyAt).toBeInstanceOf(Date);
    expect((await quotaOf(t, user)).used).toBe(1);
  });

  it('refuses a prompt the moderation flags, with its reason, and takes no quota unit', async () => {
    api.flag('gore', 'violence');
    const user = await signUpTestUser(t.app);
    const before = api.requests.length;
    const refused = await createDesignJob(t, user, 'a skull with lots of gore');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/content filter flagged it \(violence\)/),
    });
    // Only the moderation call: nothing was generated, and the quota is untouched.
    expect(api.requests.slice(before).map((r) => r.url)).toEqual(['/v1/moderations']);
    expect(await quotaOf(t, user)).toMatchObject({ used: 0, remaining: 20 });
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
