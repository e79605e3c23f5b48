import { possessingPostpositions, postpositions } from '../../vocabulary/estonian/function-words';
import { analyseWord } from './analyse-word';

/**
 * Estonian puts a noun's attributes before it where English puts them after: 'mütsiga kass' (a
 * cat with a hat), 'raamatut lugev rebane' (a fox reading a book), 'kuu all istuv kass'. These
 * are moved after their noun, so the gloss reads them in English order.
 */
export function inEnglishOrder(words: string[]): string[] {
  let out = [...words];
  for (let i = 0; i < out.length; i++) {
    const attribute = attributeEndingAt(out, i);
    if (attribute === undefined) continue;
    const nounEnd = nounPhraseEnd(out, i + 1);
    if (nounEnd === undefined) continue;
    // A participle goes before its object, as the English -ing form does: 'reading a book'.
    const moved = isParticiple(out[i]!) ? [out[i]!, ...out.slice(attribute, i)] : out.slice(attribute, i + 1);
    out = [...out.slice(0, attribute), ...out.slice(i + 1, nounEnd), ...moved, ...out.slice(nounEnd)];
    i = nounEnd - 1;
  }
  return out;
}

const readings = (word: string | undefined) => (word === undefined ? [] : analyseWord(word));
const isModifier = (word: string) =>
  readings(word).some((r) => r.kind === 'adjective' || r.kind === 'number');
const isParticiple = (word: string) => readings(word).some((r) => r.kind === 'verb' && r.participle);
const isNoun = (word: string | undefined) =>
  readings(word).some((r) => r.kind === 'noun' || r.kind === 'time');

/** Where an attribute ending at `i` starts: a comitative phrase, or a participle with its object. */
function attributeEndingAt(words: string[], i: number): number | undefined {
  const word = words[i]!;
  if (isParticiple(word)) return objectStart(words, i);
  const comitative = readings(word).some((r) => r.kind === 'noun' && r.case === 'comitative');
  if (!comitative) return undefined;
  let start = i;
  while (start > 0 && isModifier(words[start - 1]!)) start--;
  // 'kass mütsiga': after a noun the comitative is already where English puts it.
  return start > 0 && isNoun(words[start - 1]) ? undefined : start;
}

// The participle's object and place come before it: 'raamatut lugev', 'suure kuu all istuv'.
function objectStart(words: string[], i: number): number {
  let start = i;
  const partOfObject = (w: string) =>
    isNoun(w) || isModifier(w) || w in postpositions || w in possessingPostpositions;
  while (start > 0 && i - start < 4 && partOfObject(words[start - 1]!)) start--;
  return start;
}

/** The end of the nominative noun phrase starting at `i` (adjectives, then the noun). */
function nounPhraseEnd(words: string[], i: number): number | undefined {
  let j = i;
  while (j < words.length && isModifier(words[j]!) && !isNoun(words[j])) j++;
  const noun = readings(words[j]).some((r) => r.kind === 'noun' && r.case === 'nominative');
  // 'kuu all': a noun before a postposition is a genitive, not the phrase's own noun.
  const next = words[j + 1];
  if (!noun || (next !== undefined && (next in postpositions || next in possessingPostpositions)))
    return undefined;
  return j + 1;
}
