// REFUSED_WORDS is a comma-separated list (case-insensitive, whole words; a phrase of several
// words works too). "Whole word" means no letter or digit on either side, in any script, so that
// refusing "ass" does not refuse "class" and refusing "kill" still catches "KILL!".

export type RefusedWords = readonly { word: string; pattern: RegExp }[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function parseRefusedWords(list: string): RefusedWords {
  const words = [...new Set(list.split(',').map((w) => w.trim().normalize('NFC').toLowerCase()))].filter(
    Boolean,
  );
  return words.map((word) => ({
    word,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`,
      'iu',
    ),
  }));
}

/** The first refused word the prompt contains, as written in the list, or undefined. */
export function findRefusedWord(prompt: string, refused: RefusedWords): string | undefined {
  const text = prompt.normalize('NFC');
  return refused.find(({ pattern }) => pattern.test(text))?.word;
}

/** What the prompt field says when it holds a refused word. */
export const refusedWordReason = (word: string) =>
  `The description contains a word we cannot print ("${word}"). Please describe your design without it.`;

/** The error's message names the field, as a request check's message does. */
export const refusedWordMessage = (word: string) => `prompt: ${refusedWordReason(word)}`;
