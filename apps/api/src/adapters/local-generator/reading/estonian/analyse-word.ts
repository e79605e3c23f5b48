import { lookupSubject } from '../../vocabulary/subject-index';
import type { Case } from './inflection';
import { wordIndex, type Reading } from './word-index';

/**
 * The readings of one Estonian word: its forms in the vocabulary, else a compound of two known
 * words ('kohvitassiga' = with a coffee cup), else an English name with an Estonian ending
 * ('robotiga' = with a robot, 'laptopi' = a laptop), as Estonians write loanwords.
 */
export function analyseWord(word: string): Reading[] {
  return known(word) ?? compound(word) ?? loanword(word) ?? [];
}

/** True when the word is Estonian the vocabulary knows (loanwords excepted: they are English too). */
export const isKnownEstonian = (word: string) => (known(word) ?? compound(word)) !== undefined;

const known = (word: string) => wordIndex().forms.get(word);

const MIN_PART = 3;

function compound(word: string): Reading[] | undefined {
  const { forms, stems } = wordIndex();
  // The longest head first: 'päikese|prillidega' before 'päikesepri|llidega'.
  for (let k = MIN_PART; k <= word.length - MIN_PART; k++) {
    const modifier = stems.get(word.slice(0, k));
    const heads = forms.get(word.slice(k))?.filter((r) => r.kind === 'noun');
    if (!modifier || modifier.kind === 'verb' || !heads?.length) continue;
    return heads.map((h) => ({ ...h, en: `${modifier.en} ${h.en}`, name: false }));
  }
  return undefined;
}

// The endings an Estonian writer puts on a foreign word (with -i- or -e- joining a consonant).
// prettier-ignore
const loanEndings: [string, Case, boolean][] = [
  ['idega', 'comitative', true], ['dega', 'comitative', true], ['iga', 'comitative', false], ['ga', 'comitative', false],
  ['isse', 'illative', false], ['sse', 'illative', false], ['ist', 'elative', false], ['st', 'elative', false],
  ['il', 'adessive', false], ['l', 'adessive', false], ['is', 'inessive', false], ['s', 'inessive', false],
  ['ile', 'allative', false], ['le', 'allative', false], ['id', 'nominative', true], ['d', 'nominative', true],
  ['it', 'partitive', false], ['t', 'partitive', false], ['i', 'genitive', false],
];

function loanword(word: string): Reading[] | undefined {
  for (const [ending, c, plural] of loanEndings) {
    const stem = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || stem.length < MIN_PART) continue;
    if (lookupSubject(stem)) return [{ kind: 'noun', en: stem, case: c, plural, name: false }];
  }
  return undefined;
}
