import OpenAI from 'openai';
import sharp from 'sharp';
import type { GeneratedImage, ImageGenerator } from '../../ports/image-generator';
import { cutOutSubject } from '../../images/cut-out-subject';
import { imageBytesOf } from './image-answer';
import { editDesign } from './edit-design';
import { imageRequest } from './image-request';
import { withStyle } from './style-phrases';
import { moderatePrompt } from './moderation';
import { imageServiceError, toImageServiceError } from './vendor-errors';

export type OpenAiGeneratorOptions = {
  apiKey: string;
  /** Any OpenAI-compatible server, including its /v1 (e.g. http://127.0.0.1:8080/v1); OpenAI's own when unset. */
  baseURL?: string | undefined;
  /** IMAGE_MODEL; gpt-image-* models get a transparent PNG, others a plain background. */
  model?: string | undefined;
  /** Image models take 20-90 s; past two minutes the job had better fail and refund. */
  timeoutMs?: number;
  /** The job queue retries whole jobs, so the SDK's own retries stay few. */
  maxRetries?: number;
  /** The subjects a prompt names (lowercase singular nouns), for the print file's provenance. */
  subjectsOf?: (prompt: string) => string[];
};

/** Generates designs through the OpenAI images API with the official SDK. */
export function createOpenAiGenerator(options: OpenAiGeneratorOptions): ImageGenerator {
  const model = options.model ?? 'gpt-image-1';
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 1,
  });

  return {
    name: 'openai',
    moderate: (prompt, signal) => moderatePrompt(client, prompt, signal),
    async generate({ prompt: words, basedOn, style, signal }): Promise<GeneratedImage> {
      // The seed is not passed on: the images API has no seed, so the same prompt may differ.
      const prompt = withStyle(words, style);
      let bytes: Buffer;
      try {
        const base = await basedOn?.image?.();
        const response =
          (base && (await editDesign(client, model, prompt, base, signal))) ??
          (await client.images.generate(imageRequest(model, prompt), { signal }));
        bytes = await imageBytesOf(response, signal);
      } catch (error) {
        throw toImageServiceError(error);
      }
      const image = await toPng(bytes);
      // Models without transparency paint a background, which would print as a box: it is cut
      // out as an upload's is (an image that came transparent is left as it is).
      const { png } = await cutOutSubject(image.png);
      return {
        ...image,
        png,
        sourceWidth: image.width,
        provenance: {
          prompt,
          subjects: options.subjectsOf?.(prompt) ?? [],
          creatorTool: `PromptTee openai generator (model ${model})`,
          digitalSourceType: 'trainedAlgorithmicMedia',
        },
      };
    },
  };
}

/** Checks the bytes really are an image and hands on a PNG (compatible servers may send WebP or JPEG). */
async function toPng(bytes: Buffer): Promise<GeneratedImage> {
  try {
    const meta = await sharp(bytes).metadata();
    const png = meta.format === 'png' ? bytes : await sharp(bytes).png().toBuffer();
    return { png, width: meta.width, height: meta.height };
  } catch {
    throw imageServiceError('bad_response', 'The image service sent something that is not an image.');
  }
}
