import { AppError } from '../../errors';
import type { GenerateImageInput, GeneratedImage, ImageGenerator } from '../../ports/image-generator';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker';
import { fallsOver } from './falls-over';

export type ChainedProvider = {
  generator: ImageGenerator;
  /** Longest one image may take from this provider before the next one serves the GENERATE. */
  timeoutMs: number;
};

export type GeneratorChainOptions = {
  providers: ChainedProvider[];
  /** Spends one of the provider's images of the day; false once its daily cap is reached. */
  spendDailyImage?: (provider: string) => Promise<boolean>;
  breaker?: { failures: number; openMs: number };
  now?: () => number;
  warn?: (message: string, details: Record<string, unknown>) => void;
};

/**
 * IMAGE_GENERATOR's providers in order, as one generator: each image is asked of the first whose
 * breaker is closed and whose daily cap allows, within its timeout; when it refuses for quota or
 * rate, fails, hangs or answers nonsense, the next provider serves the same image. The image says
 * which provider made it (`generatedBy`). The customer's quota was taken once, by the GENERATE.
 */
export function createGeneratorChain(options: GeneratorChainOptions): ImageGenerator {
  const now = options.now ?? Date.now;
  const breakerOptions = options.breaker ?? { failures: 3, openMs: 60_000 };
  const providers = options.providers.map((provider) => ({
    ...provider,
    breaker: createCircuitBreaker({ ...breakerOptions, now }) as CircuitBreaker,
  }));
  const first = providers[0]!.generator;
  const moderator = providers.find((p) => p.generator.moderate)?.generator;
  const refiner = providers.find((p) => p.generator.refinePrompt)?.generator;

  async function generate(input: GenerateImageInput): Promise<GeneratedImage> {
    let lastError: unknown = null;
    for (const [at, provider] of providers.entries()) {
      const name = provider.generator.name;
      const last = at === providers.length - 1;
      if (!last && !provider.breaker.allows()) continue;
      if (options.spendDailyImage && !(await options.spendDailyImage(name))) {
        options.warn?.('image provider past its daily limit', { provider: name });
        continue;
      }
      const timeout = AbortSignal.timeout(provider.timeoutMs);
      const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
      try {
        const image = await provider.generator.generate({ ...input, signal });
        provider.breaker.succeeded();
        return { ...image, generatedBy: name };
      } catch (error) {
        if (!fallsOver(error, input.signal)) throw error;
        provider.breaker.failed();
        lastError = timeout.aborted ? new AppError('UPSTREAM_FAILED', `${name} took too long`) : error;
        options.warn?.('image provider failed; the next one serves', {
          provider: name,
          reason: (lastError as Error).message,
        });
      }
    }
    throw lastError ?? new AppError('UPSTREAM_FAILED', 'No image service can draw now; try again later.');
  }

  return {
    name: first.name,
    generate,
    ...(moderator?.moderate ? { moderate: moderator.moderate.bind(moderator) } : {}),
    ...(refiner?.refinePrompt ? { refinePrompt: refiner.refinePrompt.bind(refiner) } : {}),
    async warmUp() {
      await Promise.all(providers.map((p) => p.generator.warmUp?.()));
    },
  };
}
