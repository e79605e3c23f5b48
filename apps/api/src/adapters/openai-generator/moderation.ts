import type OpenAI from 'openai';
import type { ModerationVerdict } from '../../ports/image-generator';
import { toImageServiceError } from './vendor-errors';

/** OpenAI's current moderation model; compatible servers that have one accept the same call. */
const MODERATION_MODEL = 'omni-moderation-latest';

/**
 * Asks the moderation endpoint about a prompt. A flagged prompt is refused with a message the
 * customer can act on (the categories say why, in words, not codes).
 */
export async function moderatePrompt(
  client: OpenAI,
  prompt: string,
  signal?: AbortSignal,
): Promise<ModerationVerdict> {
  let result;
  try {
    const response = await client.moderations.create({ model: MODERATION_MODEL, input: prompt }, { signal });
    result = response.results[0];
  } catch (error) {
    throw toImageServiceError(error);
  }
  if (!result?.flagged) return { allowed: true };
  const categories = Object.entries(result.categories ?? {})
    .filter(([, flagged]) => flagged)
    .map(([name]) => name.replace(/[/_-]/g, ' '));
  const why = categories.length ? ` (${categories.join(', ')})` : '';
  return {
    allowed: false,
    categories,
    message: `This prompt can't be used for a design: our content filter flagged it${why}. Please describe a different design.`,
  };
}
