import { lookupSubject } from '../vocabulary/subject-index';
import { relationWords } from './relations';
import { countWord, isPlural, singular, type Token } from './words';

/** A subject the prompt names: as it named it (singular), what the vocabulary draws, where, how many. */
export type Mention = {
  /** Lowercase singular English noun as written ('kitten', 'hot air balloon'): the provenance subject. */
  noun: string;
  /** The vocabulary's subject drawn for it ('cat', 'air balloon'). */
  subject: string;
  start: number;
  end: number;
  /** 1-3: "three wolves" and plurals draw a small group. */
  count: number;
};

const MAX_PHRASE = 4;

// Words that are nouns with an icon but, right after another noun or 'to', are verbs:
// "birds fly over", "cats dance", "born to surf".
const verbLike = new Set([
  'fly',
  'swim',
  'dance',
  'run',
  'surf',
  'skate',
  'ski',
  'watch',
  'ring',
  'saw',
  'box',
  'wave',
  'fall',
  'play',
  'jump',
  'sing',
  'climb',
  'light',
  'can',
  'match',
  'lead',
  'rock',
  'rocks',
  'fish',
  'bowl',
  'drum',
]);
const verbContext = new Set(['to', 'and', 'i', 'we', 'you', 'they', 'can', 'let', 'lets', 'just', 'will']);

/**
 * Finds the subjects in the tokens the earlier steps left, longest phrase first, trying each
 * phrase as written and with its last word made singular ('ice creams' -> 'ice cream').
 */
export function findSubjects(tokens: Token[], used: Set<number>, minWords = 1): Mention[] {
  const mentions: Mention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(tokens[i]!.index)) continue;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= minWords; n--) {
      const span = tokens.slice(i, i + n);
      if (span.some((t) => used.has(t.index))) continue;
      const written = span.map((t) => t.word);
      const last = written.at(-1)!;
      const singularPhrase = [...written.slice(0, -1), singular(last)].join(' ');
      const subject = lookupSubject(written.join(' ')) ?? lookupSubject(singularPhrase);
      if (!subject) continue;
      const before = tokens[i - 1]?.word;
      const afterNoun = mentions.at(-1)?.end === i || (i > 0 && isPlural(before ?? ''));
      // 'surfing', 'eating' name game icons, but between two subjects they say how they relate.
      if (n === 1 && relationWords[last]) continue;
      if (n === 1 && verbLike.has(last) && (afterNoun || (before && verbContext.has(before)))) continue;
      const count = countWord(before) ?? (isPlural(last) ? 2 : 1);
      mentions.push({
        noun: singularPhrase,
        subject,
        start: i,
        end: i + n,
        count: Math.min(3, Math.max(1, count)),
      });
      i += n - 1;
      break;
    }
  }
  return mentions;
}
