import pluralize from 'pluralize';
import { lookupSubject } from '../../vocabulary/subject-index';
import { colourWords } from '../colours';
import { isPlural } from '../words';
import type { Case } from './inflection';
import type { Reading } from './word-index';

export type NounReading = Exclude<Reading, { kind: 'verb' }>;

const sizes = new Set(['giant', 'huge', 'big', 'tiny', 'small', 'little']);

/**
 * A noun with the numbers and adjectives before it, in the order the English reader counts and
 * sizes them: colour, number, size, other words, noun ('punast kolme väikest rebast' -> 'red
 * three small foxes'); a colour that names a subject with the noun stays beside it ('black cat').
 */
export function phraseBody(modifiers: NounReading[], head: NounReading, bare = false): string {
  const colours = modifiers.filter((m) => m.kind === 'adjective' && m.en in colourWords).map((m) => m.en);
  const counts = modifiers.filter((m) => m.kind === 'number').map((m) => m.en);
  const sized = modifiers.filter((m) => m.kind === 'adjective' && sizes.has(m.en)).map((m) => m.en);
  const others = modifiers
    .filter((m) => m.kind === 'adjective' && !sizes.has(m.en) && !(m.en in colourWords))
    .map((m) => m.en);
  const noun = head.plural && !isPlural(head.en) ? pluralLast(head.en) : head.en;
  const article =
    bare || head.kind !== 'noun' || head.name || counts.length
      ? []
      : [head.plural && noun !== head.en ? 'the' : 'a'];
  if (article[0] === 'a' && /^[aeiou]/.test([...colours, ...sized, ...others, noun][0]!)) article[0] = 'an';
  const kept = colours.length === 1 && lookupSubject(`${colours[0]} ${head.en}`) !== undefined;
  const words = kept
    ? [...article, ...counts, ...sized, ...others, ...colours, noun]
    : [...article, ...colours, ...counts, ...sized, ...others, noun];
  return words.join(' ');
}

const pluralLast = (phrase: string) => {
  const words = phrase.split(' ');
  return [...words.slice(0, -1), pluralize.plural(words.at(-1)!)].join(' ');
};

/** Verbs after which a thing in the allative is looked at ('ulub kuule' = howls at the moon). */
const lookingVerbs = new Set(['howling', 'looking at', 'staring at', 'waving', 'smiling', 'laughing']);

/** The English preposition an Estonian case stands for; undefined drops the phrase ('mütsita'). */
export function casePreposition(
  c: Case,
  head: NounReading,
  verb: string | undefined,
  rides: boolean,
): string | undefined {
  switch (c) {
    case 'comitative':
      return rides ? '' : 'with';
    case 'adessive':
      return head.kind === 'time' ? 'at' : 'on';
    case 'inessive':
      return 'in';
    case 'elative':
      return 'out of';
    case 'illative':
      return 'into';
    case 'allative':
      return verb && lookingVerbs.has(verb) ? 'at' : 'to';
    case 'ablative':
      return 'from';
    case 'terminative':
      return 'to';
    case 'abessive':
      return undefined;
    default:
      return '';
  }
}

/** Of a word's readings as a noun, the one to use: singular before plural, then the first case. */
export function headReading(readings: NounReading[]): { head: NounReading; genitiveOnly: boolean } {
  const first = readings[0]!;
  const same = readings.filter((r) => r.kind === first.kind && r.en === first.en);
  const head = same.find((r) => !r.plural) ?? first;
  return { head, genitiveOnly: same.every((r) => r.case === 'genitive') };
}
