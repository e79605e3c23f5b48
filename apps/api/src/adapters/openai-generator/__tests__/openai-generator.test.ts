import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { createOpenAiGenerator } from '../index';
import { startFakeImagesApi } from './fake-images-api';

let api: Awaited<ReturnType<typeof startFakeImagesApi>>;
let pngBase64: string;

beforeAll(async () => {
  api = await startFakeImagesApi();
  const png = await sharp({
    create: { width: 64, height: 96, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  pngBase64 = png.toString('base64');
});
afterAll(() => api.close());
beforeEach(() => void api.requests.splice(0));

const generator = (model = 'gpt-image-1') =>
  createOpenAiGenerator({ apiKey: 'sk-test-123', baseURL: api.baseURL, model, maxRetries: 0 });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('OpenAI image generator', () => {
  it('asks a GPT image model for a transparent PNG and decodes the answer', async () => {
    api.answer({ status: 200, body: { created: 1_700_000_000, data: [{ b64_json: pngBase64 }] } });
    const image = await generator().generate({ prompt: 'a fox in the forest', seed: 1 });

    expect(generator().name).toBe('openai');
    expect(image).toMatchObject({ width: 64, height: 96 });
    expect(image.png.toString('base64')).toBe(pngBase64);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/images/generations' });
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(request?.body).toMatchObject({
      model: 'gpt-image-1',
      size: '1024x1536',
      background: 'transparent',
      output_format: 'png',
      n: 1,
    });
    expect(request?.body.prompt).toContain('a fox in the forest');
    expect(request?.body.prompt).toMatch(/t-shirt print/i);
    expect(request?.body).not.toHaveProperty('response_format');
  });

  it('asks a DALL-E model for base64 without the GPT-only fields', async () => {
    api.answer({ status: 200, body: { created: 1, data: [{ b64_json: pngBase64 }] } });
    await generator('dall-e-3').generate({ prompt: 'sunset', seed: 1 });
    expect(api.requests[0]?.body).toMatchObject({
      model: 'dall-e-3',
      response_format: 'b64_json',
      size: '1024x1792',
    });
    expect(api.requests[0]?.body).not.toHaveProperty('background');
  });

  it('passes an Estonian prompt on as the customer wrote it, untranslated', async () => {
    api.answer({ status: 200, body: { created: 1, data: [{ b64_json: pngBase64 }] } });
    const prompt = 'punane rebane loeb raamatut kuu all, kirjaga "Tere õhtust"';
    const image = await generator().generate({ prompt, seed: 1 });
    expect(String(api.requests[0]!.body.prompt)).toContain(`t-shirt print: ${prompt}.`);
    expect(image.provenance?.prompt).toBe(prompt);
  });

  it('turns a WebP answer from a compatible server into a PNG', async () => {
    const webp = await sharp({ create: { width: 30, height: 40, channels: 4, background: '#f00' } })
      .webp()
      .toBuffer();
    api.answer({ status: 200, body: { created: 1, data: [{ b64_json: webp.toString('base64') }] } });
    const image = await generator().generate({ prompt: 'red', seed: 1 });
    expect((await sharp(image.png).metadata()).format).toBe('png');
  });

  it('fetches the image when a compatible server answers with a link instead of base64', async () => {
    const link = api.serve('/files/out-1.png', Buffer.from(pngBase64, 'base64'));
    api.answer({ status: 200, body: { created: 1, data: [{ url: link }] } });
    const image = await generator('stable-diffusion').generate({ prompt: 'a fox', seed: 1 });
    expect(image).toMatchObject({ width: 64, height: 96 });

    api.answer({ status: 200, body: { created: 1, data: [{ url: `${api.baseURL}/files/missing.png` }] } });
    expect((await failure(generator('stable-diffusion').generate({ prompt: 'x', seed: 1 }))).message).toMatch(
      /image link failed \(404\)/,
    );
    api.answer({ status: 200, body: { created: 1, data: [{ url: 'file:///etc/passwd' }] } });
    expect((await failure(generator('stable-diffusion').generate({ prompt: 'x', seed: 1 }))).message).toMatch(
      /unreadable image link/,
    );
  });

  it('refines a design through the edits endpoint with its picture, or paints anew where there is none', async () => {
    const picture = Buffer.from(pngBase64, 'base64');
    const basedOn = { prompt: 'a fox', image: async () => picture };
    api.answer({ status: 200, body: { created: 1, data: [{ b64_json: pngBase64 }] } });
    const refined = await generator().generate({ prompt: 'a fox wearing a crown', seed: 1, basedOn });
    expect(refined).toMatchObject({ width: 64, height: 96 });
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/v1/images/edits' });
    expect(api.requests[0]!.body).toMatchObject({
      model: 'gpt-image-1',
      image: '(file)',
      background: 'transparent',
    });
    expect(String(api.requests[0]!.body.prompt)).toContain('a fox wearing a crown');

    // A compatible server without /images/edits: the refined prompt is painted anew.
    api.requests.splice(0);
    api.answer({ status: 404, body: { error: { message: 'Not found' } } });
    api.answer({ status: 200, body: { created: 1, data: [{ b64_json: pngBase64 }] } });
    await generator('stable-diffusion').generate({ prompt: 'a fox wearing a crown', seed: 1, basedOn });
    expect(api.requests.map((r) => r.url)).toEqual(['/v1/images/edits', '/v1/images/generations']);
  });

  it.each([
    [
      401,
      { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
      'UPSTREAM_FAILED',
      /API key/,
    ],
    [
      429,
      { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
      'UPSTREAM_FAILED',
      /busy or out of credit/,
    ],
    [500, { error: { message: 'boom' } }, 'UPSTREAM_FAILED', /failed \(500\)/],
    [
      400,
      { error: { message: 'Your request was rejected by the safety system.', code: 'moderation_blocked' } },
      'BAD_REQUEST',
      /content policy/,
    ],
    [
      400,
      { error: { message: 'Invalid size', code: 'invalid_value' } },
      'UPSTREAM_FAILED',
      /rejected the request \(400\)/,
    ],
  ])('maps status %i to a clear error', async (status, body, code, message) => {
    api.answer({ status, body });
    const error = await failure(generator().generate({ prompt: 'anything', seed: 1 }));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('sk-test');
    expect(error.details).toMatchObject({ vendor: 'openai', status });
  });

  it('fails clearly when the answer has no image, or no server listens', async () => {
    api.answer({ status: 200, body: { created: 1, data: [] } });
    expect((await failure(generator().generate({ prompt: 'x', seed: 1 }))).message).toMatch(
      /without an image/,
    );
    api.answer({
      status: 200,
      body: { created: 1, data: [{ b64_json: Buffer.from('not an image').toString('base64') }] },
    });
    expect((await failure(generator().generate({ prompt: 'x', seed: 1 }))).message).toMatch(/not an image/);

    const offline = createOpenAiGenerator({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 });
    expect((await failure(offline.generate({ prompt: 'x', seed: 1 }))).details).toMatchObject({
      reason: 'network',
    });
  });

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(generator().generate({ prompt: 'x', seed: 1, signal: controller.signal })).rejects.toThrow();
  });
});
