import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designListResponseSchema, jobStatusResponseSchema, parseCatalog } from '@prompttee/domain';
import { workGenerateDesign } from '../../../jobs/generate-design';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { createDesignJob, jobStatus, quotaOf, waitForJob, waitForPrintFile } from './design-test-helpers';

describe(`the designer API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ REFUSED_WORDS: 'Gore, hate speech ,Nazi' });
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
    alice = await signUpTestUser(t.app);
    bob = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('generates a design: create answers a job id, the job completes, the design is listed', async () => {
    const created = await createDesignJob(t, alice, 'a red fox under a full moon');
    expect(created.statusCode).toBe(202);
    const { job_id } = created.json<{ job_id: string }>();

    const first = jobStatusResponseSchema.parse((await jobStatus(t, alice, job_id)).json());
    expect(first).toMatchObject({ job_id, prompt: 'a red fox under a full moon' });
    expect(['pending', 'running', 'completed']).toContain(first.status);

    await waitForJob(t, job_id, ['completed']);
    const done = jobStatusResponseSchema.parse((await jobStatus(t, alice, job_id)).json());
    expect(done.status).toBe('completed');
    expect(done.design_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.thumbnail_url).toMatch(/^http:\/\/localhost:3000\/media\/designs\/[\w-]{24,}\/thumb\.webp$/);
    const ttl = 30 * 24 * 3600;
    expect(done.expires_at! - done.created_at!).toBe(ttl);

    const list = designListResponseSchema.parse(
      (await t.app.inject({ url: '/v1/designs', headers: bearer(alice) })).json(),
    );
    // One GENERATE, four designs to pick from, all in Design History; the first is the job's.
    expect(done.candidates?.map((c) => c.design_id)[0]).toBe(done.design_id);
    expect(new Set(done.candidates?.map((c) => c.thumbnail_url)).size).toBe(4);
    expect(list.designs.map((d) => d.design_id).sort()).toEqual(
      done.candidates?.map((c) => c.design_id).sort(),
    );
    expect(list.designs.find((d) => d.design_id === done.design_id)).toEqual({
      design_id: done.design_id,
      thumbnail_url: done.thumbnail_url,
      prompt: 'a red fox under a full moon',
      created_at: done.created_at,
      expires_at: done.expires_at,
      source_width: 3600,
      print_file_url: `http://localhost:3000/v1/designs/${done.design_id}/print-file`,
      source: 'generated',
    });
    expect(done.print_file_url).toBe(
      list.designs.find((d) => d.design_id === done.design_id)!.print_file_url,
    );

    // The thumbnail is served at its unguessable URL; the print file, through the owner's
    // print-file link, is print-ready.
    // (The job completes with the thumbnail; the print file follows it: wait for that.)
    await waitForPrintFile(t, done.design_id!);
    const thumb = await t.app.inject(new URL(done.thumbnail_url!).pathname);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    const link = await t.app.inject({ url: new URL(done.print_file_url!).pathname, headers: bearer(alice) });
    expect(link.statusCode).toBe(302);
    const print = (await t.app.inject(link.headers.location!.replace('http://localhost:3000', '')))
      .rawPayload;
    const meta = await sharp(print!).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 3600, height: 4800, density: 300, hasAlpha: true });

    expect(await quotaOf(t, alice)).toMatchObject({ used: 1, total: 20, remaining: 19 });
  });

  it("answers 404 for another customer's job, exactly as for a missing one", async () => {
    const created = await createDesignJob(t, alice);
    const { job_id } = created.json<{ job_id: string }>();
    const other = await jobStatus(t, bob, job_id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    const missing = await jobStatus(t, bob, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(other.json().message).toBe(missing.json().message);
    await waitForJob(t, job_id, ['completed']);
  });

  it("never lists another customer's designs", async () => {
    const res = await t.app.inject({ url: '/v1/designs', headers: bearer(bob) });
    expect(res.json()).toEqual({ designs: [] });
  });

  it('refuses a prompt with a refused word, naming it, and takes no quota', async () => {
    const before = await quotaOf(t, alice);
    const res = await createDesignJob(t, alice, 'A NAZI eagle');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^prompt: .*"nazi"/);
    const phrase = await createDesignJob(t, alice, 'no hate   speech here');
    expect(phrase.statusCode).toBe(400);
    // Whole words only: "gorge" contains "gore" and is fine.
    const fine = await createDesignJob(t, alice, 'a mountain gorge at dawn');
    expect(fine.statusCode).toBe(202);
    expect((await quotaOf(t, alice)).used).toBe(before.used + 1);
    await waitForJob(t, fine.json().job_id, ['completed']);
  });

  it('refuses an empty or a 1001-character prompt with a 400 naming the field', async () => {
    const before = await quotaOf(t, alice);
    for (const prompt of ['', '   ', 'x'.repeat(1001)]) {
      const res = await createDesignJob(t, alice, prompt);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^prompt: /);
    }
    const noPrompt = await t.app.inject({
      method: 'POST',
      url: '/v1/designs/create',
      headers: bearer(alice),
      payload: { file: '' },
    });
    expect(noPrompt.statusCode).toBe(400);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/designs/create',
      headers: bearer(alice),
      payload: { prompt: 'a cat', file: 'data:image/png;base64,AAAA' },
    });
    expect(upload.statusCode).toBe(400);
    expect((await quotaOf(t, alice)).used).toBe(before.used);
    const max = await createDesignJob(t, alice, 'x'.repeat(1000));
    expect(max.statusCode).toBe(202);
    await waitForJob(t, max.json().job_id, ['completed']);
  });

  it('refuses a malformed job id with a 400 and calls without a token with a 401', async () => {
    expect((await jobStatus(t, alice, 'not-a-uuid')).statusCode).toBe(400);
    for (const url of ['/v1/designs', '/v1/designs/jobs/quota', '/v1/designs/jobs/status?id=x']) {
      expect((await t.app.inject(url)).statusCode).toBe(401);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/v1/designs/create',
      payload: { prompt: 'x' },
    });
    expect(create.statusCode).toBe(401);
  });

  it('serves the catalog the designer loads, and every mockup it names', async () => {
    const res = await t.app.inject('/catalog/catalog.json');
    expect(res.statusCode).toBe(200);
    const catalog = parseCatalog(res.json());
    expect(catalog.products.length).toBeGreaterThanOrEqual(2);
    const urls = new Set(
      catalog.products.flatMap((p) => p.variants.flatMap((v) => [v.image_urls.front, v.image_urls.back])),
    );
    for (const url of urls) {
      const image = await t.app.inject(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('reports the quota of the calendar month, resetting on the 1st at 00:00 UTC', async () => {
    const quota = await quotaOf(t, bob);
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(quota).toEqual({ used: 0, total: 20, remaining: 20, reset_at: next.toISOString() });
  });
});
