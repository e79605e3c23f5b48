import type { Config } from '../config';
import type { ImageGenerator } from '../ports/image-generator';
import { createGeneratorChain } from './generator-chain';
import { createLocalGenerator, subjectsOfPrompt } from './local-generator';
import { createOpenAiGenerator } from './openai-generator';

/** How long one image may take from a provider before the next serves: a model's worst minute and a half. */
const TIMEOUT_MS = { openai: 90_000, local: 30_000 } as const;

/**
 * IMAGE_GENERATOR's providers, in its order, as one chained generator: any OpenAI-compatible images
 * API (the config requires its key) and the local drawing, which needs nothing and so is the
 * natural last resort (`openai,local`).
 */
export function selectImageGenerator(
  config: Config,
  hooks: {
    spendDailyImage?: (provider: string) => Promise<boolean>;
    warn?: (message: string, details: Record<string, unknown>) => void;
  } = {},
): ImageGenerator {
  const providers = config.IMAGE_GENERATOR.map((name) => ({
    generator:
      name === 'openai'
        ? createOpenAiGenerator({
            apiKey: config.OPENAI_API_KEY!,
            baseURL: config.OPENAI_BASE_URL,
            model: config.IMAGE_MODEL,
            // The local generator's prompt reading names the subjects the model was asked to draw.
            subjectsOf: subjectsOfPrompt,
          })
        : createLocalGenerator(),
    timeoutMs: TIMEOUT_MS[name],
  }));
  return createGeneratorChain({ providers, ...hooks });
}
