import {
  fixedWords,
  possessingPostpositions,
  postpositions,
  prepositions,
} from '../../vocabulary/estonian/function-words';
import { rideVerbs } from '../../vocabulary/estonian/verbs';
import { activityRoles } from '../find-subjects';
import { relationWords } from '../relations';
import { analyseWord } from './analyse-word';
import { isEnglish } from './detect-language';
import { casePreposition, headReading, phraseBody, type NounReading } from './noun-phrase';
import type { Reading } from './word-index';

/** An Estonian prompt read into English words the reader knows, and the verbs it understood. */
export type Gloss = { text: string; actions: string[] };

type Piece = { before: string; body: string; after: string; end?: number; genitiveOnly?: boolean };

const isNominal = (r: Reading): r is NounReading => r.kind !== 'verb';

/**
 * Reads Estonian words into English in English order: each noun with its adjectives and numbers
 * becomes a phrase, its case or the postposition after it the preposition before it ('kuu all'
 * -> 'under a moon', 'mütsiga' -> 'with a hat'), verbs their -ing form ('loeb' -> 'reading').
 */
export function glossEstonian(words: string[]): Gloss {
  const pieces: Piece[] = [];
  const actions: string[] = [];
  let modifiers: NounReading[] = [];
  let verb: string | undefined;
  let verbOpen = false;
  let preposition: string | undefined;
  const text = (body: string) => body && pieces.push({ before: '', body, after: '' });
  const flushModifiers = () => {
    for (const m of modifiers) text(m.en);
    modifiers = [];
  };

  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const last = pieces.at(-1);
    const afterPhrase = last?.end === i;
    const possessing = possessingPostpositions[word];
    if (afterPhrase && possessing) {
      last.before = possessing.before ?? '';
      last.after = possessing.after ?? '';
      continue;
    }
    // 'üle', 'ümber' go either side: after a genitive, or with no noun after them, they follow.
    const follows = !(word in prepositions) || last?.genitiveOnly || !nominalAt(words, i + 1);
    if (afterPhrase && word in postpositions && follows) {
      last.before = postpositions[word]!;
      continue;
    }
    if (word in prepositions && nominalAt(words, i + 1)) {
      flushModifiers();
      preposition = prepositions[word];
      continue;
    }
    if (word in fixedWords) {
      flushModifiers();
      text(fixedWords[word]!);
      continue;
    }
    const reading = choose(analyseWord(word), nominalAt(words, i + 1));
    if (!reading) {
      if (isEnglish(word)) text(word);
      continue;
    }
    if (reading.kind === 'verb') {
      flushModifiers();
      actions.push(reading.en.split(' ')[0]!);
      [verb, verbOpen] = [reading.en, true];
      if (readerKnowsVerb(reading.en)) text(reading.en);
      continue;
    }
    if (reading.kind === 'number' || reading.kind === 'adjective') {
      modifiers.push(reading);
      continue;
    }
    const { head, genitiveOnly } = headReading(
      analyseWord(word)
        .filter(isNominal)
        .filter((r) => r.kind !== 'adjective'),
    );
    const before = casePreposition(head.case, head, verb, verbOpen && rideVerbs.has(verb ?? ''));
    // 'kass astronaut', 'Tallinna vanalinn': a noun right after another names it again, as in
    // English 'cat astronaut', 'Tallinn old town', so no article comes between.
    const next = words[i + 1] ?? '';
    const renamed =
      last?.end === i && last.before === '' && !(next in postpositions || next in possessingPostpositions);
    const bare = renamed && before === '' && !preposition && !modifiers.length;
    if (before !== undefined && preposition !== 'without')
      pieces.push({
        before: preposition ?? before,
        body: phraseBody(modifiers, head, bare),
        after: '',
        end: i + 1,
        genitiveOnly,
      });
    [modifiers, preposition, verbOpen] = [[], undefined, false];
  }
  flushModifiers();
  const out = pieces.flatMap((p) => [p.before, p.body, p.after]).filter(Boolean);
  return { text: out.join(' '), actions };
}

/** Nouns before verbs and adjectives; a number only before a noun ('kuus kassi', not 'kuus' = in the moon). */
function choose(readings: Reading[], beforeNoun: boolean): Reading | undefined {
  if (beforeNoun) {
    const number = readings.find((r) => r.kind === 'number');
    if (number) return number;
  }
  const order = ['noun', 'time', 'adjective', 'number', 'verb'];
  return [...readings].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0];
}

function nominalAt(words: string[], i: number): boolean {
  const word = words[i];
  return word !== undefined && analyseWord(word).some((r) => r.kind !== 'verb');
}

/** Verbs the English reader turns into a relation or a prop; the others only name an action. */
function readerKnowsVerb(en: string): boolean {
  if (en in relationWords || en in activityRoles || en.includes(' ')) return true;
  return Object.keys(relationWords).some((k) => k.startsWith(`${en} `));
}
