import { landmarkWords } from '../../vocabulary/drawn-art';
import { fixedWords, postpositions, prepositions } from '../../vocabulary/estonian/function-words';
import { lookupSubject } from '../../vocabulary/subject-index';
import { colourWords, moodPalettes } from '../colours';
import { adjectives, sizeWords } from '../find-subjects';
import { relationWords } from '../relations';
import { settingWords, timeWords } from '../settings';
import { styleWords } from '../styles';
import { countWord, singularCandidates } from '../words';
import { isKnownEstonian } from './analyse-word';

// English words that carry no picture but show the prompt is English.
// prettier-ignore
const englishFunctionWords = new Set([
  'a', 'an', 'the', 'of', 'and', 'or', 'with', 'in', 'on', 'at', 'to', 'for', 'from', 'is', 'are', 'was', 'be', 'it', 'its', 'his', 'her',
  'their', 'my', 'your', 'our', 'this', 'that', 'these', 'those', 'some', 'all', 'no', 'not', 'very', 'so', 'as', 'like', 'who', 'which',
  'i', 'you', 'we', 'they', 'he', 'she', 'me', 'us', 'them', 'style', 'art', 'design', 'shirt', 'print', 'cool', 'happy', 'big', 'small',
]);

let englishWords: Set<string> | undefined;

function englishVocabulary(): Set<string> {
  if (englishWords) return englishWords;
  const tables = [
    relationWords,
    styleWords,
    settingWords,
    timeWords,
    colourWords,
    moodPalettes,
    landmarkWords,
  ];
  englishWords = new Set([
    ...englishFunctionWords,
    ...adjectives,
    ...Object.keys(sizeWords),
    ...tables.flatMap((t) => Object.keys(t).flatMap((k) => k.split(' '))),
  ]);
  return englishWords;
}

/** A word the English reader knows: a subject, or a word of its tables. */
export function isEnglish(word: string): boolean {
  if (englishVocabulary().has(word) || countWord(word) !== undefined) return true;
  return (
    singularCandidates(word).some((w) => lookupSubject(w) !== undefined) || lookupSubject(word) !== undefined
  );
}

const estonianLetters = /[õäöüšž]/;

function isEstonian(word: string): boolean {
  if (word in fixedWords || word in postpositions || word in prepositions) return true;
  return estonianLetters.test(word) || isKnownEstonian(word);
}

/**
 * Whether a prompt is written in Estonian, from its own words: more words only Estonian knows
 * (or with õ, ä, ö, ü) than words only English knows. Words both know ('robot', 'panda') say
 * nothing, so an English prompt with an Estonian name in it stays English.
 */
export function isEstonianPrompt(words: string[]): boolean {
  let estonian = 0;
  let english = 0;
  for (const word of words) {
    const et = isEstonian(word);
    const en = isEnglish(word);
    if (et && !en) estonian++;
    if (en && !et) english++;
  }
  return estonian > english;
}
