import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { createLocalGenerator } from '../../local-generator';
import { createOpenAiGenerator } from '../../openai-generator';
import { startFakeImagesApi } from '../../openai-generator/__tests__/fake-images-api';
import { createGeneratorChain, type GeneratorChainOptions } from '../index';

// `openai,local` against a stand-in images API that fails in each way a paid API does: the local
// drawing serves the same image, says so, and a dead provider is skipped until it may be back.

let api: Awaited<ReturnType<typeof startFakeImagesApi>>;
let image: { status: number; body: unknown };

beforeAll(async () => {
  api = await startFakeImagesApi();
  const png = await sharp({ create: { width: 64, height: 96, channels: 4, background: '#c0392b' } })
    .png()
    .toBuffer();
  image = { status: 200, body: { created: 1, data: [{ b64_json: png.toString('base64') }] } };
});
afterAll(() => api.close());
beforeEach(() => void api.requests.splice(0));

const imageCalls = () => api.requests.filter((r) => r.url === '/v1/images/generations').length;
const openai = () => createOpenAiGenerator({ apiKey: 'sk-test', baseURL: api.baseURL, maxRetries: 0 });
const chain = (options: Partial<GeneratorChainOptions> = {}) =>
  createGeneratorChain({
    providers: [
      { generator: openai(), timeoutMs: 400 },
      { generator: createLocalGenerator(), timeoutMs: 10_000 },
    ],
    ...options,
  });
const draw = (generator: ReturnType<typeof chain>) => generator.generate({ prompt: 'a red fox', seed: 1 });

describe('a chain of image providers', () => {
  it('serves from the first provider while it answers, and says which drew it', async () => {
    api.answer(image);
    expect((await draw(chain())).generatedBy).toBe('openai');
  });

  it.each([
    ['out of quota (429)', { status: 429, body: { error: { message: 'You exceeded your current quota' } } }],
    ['a server error (500)', { status: 500, body: { error: { message: 'boom' } } }],
    ['a spent key (401)', { status: 401, body: { error: { message: 'Incorrect API key' } } }],
    ['an answer without an image', { status: 200, body: { created: 1, data: [] } }],
    ['no answer in time', { ...image, delayMs: 3_000 }],
  ])('has the next provider draw the same image after %s', async (_name, answer) => {
    api.answer(answer);
    const drawn = await draw(chain());
    expect(drawn.generatedBy).toBe('local');
    expect(drawn.png.subarray(1, 4).toString()).toBe('PNG');
    expect(imageCalls()).toBe(1);
  });

  it('passes a refusal of the prompt itself on, rather than asking another model', async () => {
    api.answer({ status: 400, body: { error: { code: 'content_policy_violation', message: 'no' } } });
    const error = await draw(chain()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details).toMatchObject({ reason: 'content_policy' });
  });

  it('skips a provider that failed three times in a row for a minute, then tries it again', async () => {
    let now = 0;
    const generator = chain({ now: () => now });
    for (let i = 0; i < 3; i++) {
      api.answer({ status: 503, body: { error: { message: 'down' } } });
      expect((await draw(generator)).generatedBy).toBe('local');
    }
    expect((await draw(generator)).generatedBy).toBe('local');
    expect(imageCalls()).toBe(3);
    now += 60_000;
    api.answer(image);
    expect((await draw(generator)).generatedBy).toBe('openai');
    expect(imageCalls()).toBe(4);
  });

  it("moves on once a provider's daily cap is spent, without calling it", async () => {
    const spent: string[] = [];
    const generator = chain({
      spendDailyImage: async (provider) => {
        spent.push(provider);
        return provider !== 'openai';
      },
    });
    expect((await draw(generator)).generatedBy).toBe('local');
    expect(spent).toEqual(['openai', 'local']);
    expect(imageCalls()).toBe(0);
  });
});
