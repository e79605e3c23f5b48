import { readPrompt } from './reading/read-prompt';

/** xmp:CreatorTool of local designs: the generator and its drawing sets. */
export const PROVENANCE_TOOL =
  'PromptTee local generator 2 (vector art: Fluent Emoji, Noto Emoji, game-icons.net)';

/**
 * The subjects a prompt names, as lowercase singular nouns: what another generator (an image
 * model) was asked to draw, for its print file's dc:subject.
 */
export function subjectsOfPrompt(prompt: string): string[] {
  const reading = readPrompt(prompt);
  return [...new Set([...reading.mentions.flatMap((m) => [m.noun, ...m.also]), ...reading.settingNouns])];
}
