import pluralize from 'pluralize';

/** One word of the prompt, lowercased, with its place so phrases and relations can be found. */
export type Token = { word: string; index: number };

/**
 * Splits a prompt into lowercase words. Hyphens and possessives split ("t-rex" -> "t rex",
 * "cat's" -> "cat"), since the vocabulary writes names with spaces.
 */
export function tokenize(text: string): Token[] {
  const words =
    text
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(/'s\b/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word, index) => ({ word, index }));
}

// pluralize turns these into the wrong singular ('glass' for 'glasses' is right for a drinking
// glass, wrong for eyewear); the vocabulary holds them as written.
// prettier-ignore
const keepAsWritten = new Set([
  'glasses', 'sunglasses', 'goggles', 'fries', 'dice', 'pants', 'jeans', 'news', 'ramen', 'mars', 'xmas',
  'christmas', 'sinterklaas', 'lens', 'iris', 'hummus', 'atlas', 'canvas', 'cosmos', 'chaos', 'texas', 'paris',
  'swiss', 'plus', 'species', 'series', 'octopus', 'cactus', 'walrus', 'platypus', 'hibiscus', 'lotus', 'bus', 'gas',
]);

/** The singular of a noun (irregular plurals included: mice, geese, wolves, cacti). */
export function singular(word: string): string {
  if (keepAsWritten.has(word) || word.length < 4) return word;
  return pluralize.singular(word);
}

/**
 * Singulars to try for a word, best first: pluralize's guess, then the plain -s and -es cuts
 * (pluralize says 'cooky' for 'cookies'; the vocabulary decides which is a real word).
 */
export function singularCandidates(word: string): string[] {
  const found = [singular(word)];
  if (!keepAsWritten.has(word) && word.length > 3) {
    if (word.endsWith('s')) found.push(word.slice(0, -1));
    if (word.endsWith('es')) found.push(word.slice(0, -2));
  }
  return [...new Set(found)];
}

export const isPlural = (word: string) =>
  !keepAsWritten.has(word) && word.length > 3 && singular(word) !== word;

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  pair: 2,
  couple: 2,
  three: 3,
  trio: 3,
  four: 4,
  five: 5,
  six: 6,
  several: 3,
  many: 3,
  some: 3,
  few: 3,
  lots: 3,
  group: 3,
  bunch: 3,
  pack: 3,
  flock: 3,
};

/** "three wolves" -> 3, read from the word before a noun; undefined when no number is given. */
export function countWord(word: string | undefined): number | undefined {
  if (!word) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return numberWords[word];
}
