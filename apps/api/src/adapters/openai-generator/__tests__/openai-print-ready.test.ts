import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp } from '../../../images/provenance';
import { printFile } from '../../../modules/designs/render-print-files';
import { subjectsOfPrompt } from '../../local-generator';
import { createOpenAiGenerator } from '../index';
import { startFakeImagesApi } from './fake-images-api';
import { noisyCreamBackground, whiteBackgroundWithWhiteInterior } from './fixture-images';

let api: Awaited<ReturnType<typeof startFakeImagesApi>>;
beforeAll(async () => {
  api = await startFakeImagesApi();
  api.flag('gore', 'violence');
});
afterAll(() => api.close());
beforeEach(() => void api.requests.splice(0));

const generator = (model = 'dall-e-3') =>
  createOpenAiGenerator({
    apiKey: 'sk-test',
    baseURL: api.baseURL,
    model,
    maxRetries: 0,
    subjectsOf: subjectsOfPrompt,
  });

const alphaAt = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3];
};

describe('OpenAI generator, print-ready', () => {
  it('removes a plain white background from the edges inward and keeps the white inside the subject', async () => {
    api.answer({
      status: 200,
      body: { data: [{ b64_json: (await whiteBackgroundWithWhiteInterior()).toString('base64') }] },
    });
    const image = await generator().generate({ prompt: 'a smiling face', seed: 1 });
    expect(await alphaAt(image.png, 5, 5)).toBe(0);
    expect(await alphaAt(image.png, 100, 20)).toBe(0);
    // Inside the ring: white, and still opaque.
    expect(await alphaAt(image.png, 100, 175)).toBe(255);
    expect(await alphaAt(image.png, 30, 150)).toBe(255);
  });

  it('handles an off-white, compressed background the same way', async () => {
    api.answer({
      status: 200,
      body: { data: [{ b64_json: (await noisyCreamBackground()).toString('base64') }] },
    });
    const image = await generator().generate({ prompt: 'a face', seed: 1 });
    expect(await alphaAt(image.png, 3, 290)).toBe(0);
    expect(await alphaAt(image.png, 100, 180)).toBe(255);
  });

  it('leaves an image with transparency as the model sent it', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#fff"/></svg>',
          ),
          left: 10,
          top: 20,
        },
      ])
      .png()
      .toBuffer();
    api.answer({ status: 200, body: { data: [{ b64_json: transparent.toString('base64') }] } });
    const image = await generator('gpt-image-1').generate({ prompt: 'a white square', seed: 1 });
    expect(image.png.equals(transparent)).toBe(true);
  });

  it('writes its provenance into the print file: prompt, subjects, model, trained algorithmic media', async () => {
    api.answer({
      status: 200,
      body: { data: [{ b64_json: (await whiteBackgroundWithWhiteInterior()).toString('base64') }] },
    });
    const prompt = 'two foxes wearing sunglasses under the moon';
    const image = await generator('dall-e-3').generate({ prompt, seed: 1 });
    const print = await printFile(image);
    expect(await sharp(print).metadata()).toMatchObject({ width: 3600, height: 4800, density: 300 });
    expect(parseProvenanceXmp(readXmp(print)!)).toEqual({
      prompt,
      subjects: ['fox', 'sunglasses', 'moon'],
      creatorTool: 'PromptTee openai generator (model dall-e-3)',
      digitalSourceType: 'trainedAlgorithmicMedia',
    });
    expect(image.sourceWidth).toBe(200);
  });

  it('passes a harmless prompt through moderation', async () => {
    await expect(generator().moderate!('a cat on a skateboard')).resolves.toEqual({ allowed: true });
    expect(api.requests[0]).toMatchObject({
      url: '/v1/moderations',
      body: { input: 'a cat on a skateboard' },
    });
  });

  it('refuses a flagged prompt with a clear message naming the reason', async () => {
    const verdict = await generator().moderate!('lots of gore and blood');
    expect(verdict).toEqual({
      allowed: false,
      categories: ['violence'],
      message:
        "This prompt can't be used for a design: our content filter flagged it (violence). Please describe a different design.",
    });
    // Moderation is its own call: no image was asked for.
    expect(api.requests.map((r) => r.url)).toEqual(['/v1/moderations']);
  });

  it('turns a failing moderation endpoint into our error, not a refusal', async () => {
    const offline = createOpenAiGenerator({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 });
    await expect(offline.moderate!('a cat')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });
});
