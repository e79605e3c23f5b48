import { lookupSubject } from '../vocabulary/subject-index';
import { nonSubjects } from '../vocabulary/non-subjects';
import { relationWords, type Role } from './relations';
import { countWord, isPlural, singular, singularCandidates, type Token } from './words';

/** A subject the prompt names: as it named it (singular), what the vocabulary draws, where, how many. */
export type Mention = {
  /** Lowercase singular English noun as written ('kitten', 'hot air balloon'): the provenance subject. */
  noun: string;
  /** The vocabulary's subject drawn for it ('cat', 'air balloon'). */
  subject: string;
  start: number;
  end: number;
  /** 1-6: "three wolves" draws three, a plural without a number two. */
  count: number;
  /** Drawn larger or smaller than its kind: 'a giant carrot', 'a tiny house'. */
  scale?: number;
  /** How it relates when no word between says: 'a girl reading' holds the book she reads. */
  role?: Role;
  /**
   * Other nouns the mention names and the drawing shows: the parts of a compound that are
   * subjects themselves ('electric guitar' -> guitar, 'cup of coffee' -> coffee), or the thing an
   * activity is drawn with ('skateboarding' -> skateboard).
   */
  also: string[];
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
  'love',
  'kiss',
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
      const head = written.slice(0, -1);
      const singularPhrase =
        singularCandidates(last)
          .map((c) => [...head, c].join(' '))
          .find((c) => lookupSubject(c) !== undefined) ?? [...head, singular(last)].join(' ');
      const asWritten = lookupSubject(written.join(' '));
      const activity = n === 1 ? activities[last] : undefined;
      const subject = asWritten ?? lookupSubject(singularPhrase) ?? (activity && lookupSubject(activity));
      if (!subject) continue;
      const before = tokens[i - 1]?.word;
      const afterNoun = mentions.at(-1)?.end === i || (i > 0 && isPlural(before ?? ''));
      // 'surfing', 'eating' name icons, but after a subject they say how it relates to the next;
      // with nothing after them to relate to ('a cat surfing'), they bring their prop.
      if (n === 1 && (relationWords[last] || activityRoles[last]) && mentions.length > 0) {
        const prop = activityProp(last, tokens[i + 1]?.word);
        if (prop) mentions.push({ ...prop, start: i, end: i + 1, count: 1, also: [] });
        continue;
      }
      if (n === 1 && verbLike.has(last) && (afterNoun || (before && verbContext.has(before)))) continue;
      const plural = isPlural(last) && !(asWritten && !lookupSubject(singularPhrase));
      const count = countBefore(tokens, i) ?? (plural ? 2 : 1);
      const scale = sizeBefore(tokens, i);
      // 'ramen' and 'mars' look plural to pluralize; the vocabulary knows them as they are.
      const noun = plural || !asWritten ? singularPhrase : written.join(' ');
      mentions.push({
        also: alsoNamed(written),
        noun,
        subject,
        start: i,
        end: i + n,
        count: Math.min(6, Math.max(1, count)),
        ...(scale === undefined ? {} : { scale }),
      });
      i += n - 1;
      break;
    }
  }
  return mentions;
}

// In these names a word means something else than on its own: a hot dog shows no dog.
const notParts: Record<string, string[]> = {
  'hot dog': ['dog'],
  'ice cream': ['ice', 'cream'],
  'hot air balloon': ['air'],
  'sea horse': ['horse'],
  'dragon fruit': ['dragon'],
  'star fruit': ['star'],
  'butterfly knife': ['butterfly'],
  'bell pepper': ['bell'],
  'french fries': ['french'],
  'sweet potato': ['sweet'],
  'cherry blossom': ['cherry'],
  'party hat': ['party'],
  'pirate ship': ['pirate'],
  'magic wand': ['magic'],
  'crystal ball': ['crystal'],
  'light bulb': ['light'],
};

const activities: Record<string, string> = {
  skateboarding: 'skateboard',
  surfing: 'surfboard',
  skiing: 'ski',
  snowboarding: 'snowboard',
  fishing: 'fishing rod',
  cycling: 'bicycle',
  biking: 'bicycle',
  reading: 'book',
  gaming: 'controller',
  painting: 'paintbrush',
  boxing: 'boxing glove',
  sailing: 'sailboat',
  gardening: 'plant',
  baking: 'cake',
  cooking: 'pan',
  swimming: 'swimmer',
  running: 'runner',
};

// Activities with a prop the subject rides or holds: 'a dog skateboarding', 'a girl reading'.
export const activityRoles: Record<string, Role> = {
  skateboarding: 'mount',
  surfing: 'mount',
  skiing: 'mount',
  snowboarding: 'mount',
  cycling: 'mount',
  biking: 'mount',
  sailing: 'mount',
  reading: 'held',
  fishing: 'held',
  painting: 'held',
  gaming: 'held',
  boxing: 'held',
};

/** The prop of an activity verb with no object of its own (next word is not an article). */
function activityProp(
  verb: string,
  next: string | undefined,
): { noun: string; subject: string; role: Role } | undefined {
  const prop = activities[verb];
  const role = activityRoles[verb];
  const subject = prop && lookupSubject(prop);
  if (!subject || !role || (next && ['a', 'an', 'the', 'some', 'my', 'his', 'her', 'its'].includes(next)))
    return undefined;
  return { noun: prop, subject, role };
}

// Words that may stand between a number and its noun: 'three little pigs', 'two cute cats'.
export const sizeWords: Record<string, number> = {
  giant: 1.6,
  huge: 1.5,
  enormous: 1.6,
  massive: 1.5,
  big: 1.25,
  large: 1.25,
  tiny: 0.55,
  little: 0.75,
  small: 0.7,
  mini: 0.6,
  baby: 0.7,
};
export const adjectives = new Set([
  'cute',
  'happy',
  'funny',
  'cool',
  'sad',
  'angry',
  'fat',
  'fluffy',
  'cheerful',
  'sleepy',
]);

function countBefore(tokens: Token[], i: number): number | undefined {
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const word = tokens[j]!.word;
    const count = countWord(word);
    if (count !== undefined) return count;
    if (!(word in sizeWords) && !adjectives.has(word)) return undefined;
  }
  return undefined;
}

function sizeBefore(tokens: Token[], i: number): number | undefined {
  for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
    const scale = sizeWords[tokens[j]!.word];
    if (scale !== undefined) return scale;
    if (!adjectives.has(tokens[j]!.word)) return undefined;
  }
  return undefined;
}

function alsoNamed(written: string[]): string[] {
  const phrase = written.join(' ');
  if (written.length === 1) return activities[phrase] ? [activities[phrase]!] : [];
  const skip = Object.entries(notParts)
    .filter(([name]) => phrase.includes(name))
    .flatMap(([, words]) => words);
  // The head noun (last word), the nouns joined by 'of' and 'and' ('cup of coffee', 'skull and
  // crossbones'), and the creature of 'wolf head': words before them are mostly adjectives.
  const parts = written.filter(
    (w, i) =>
      i === written.length - 1 ||
      ['of', 'and'].includes(written[i + 1] ?? '') ||
      (i === 0 && nonSubjects.has(written.at(-1)!)),
  );
  return parts.map((w) => singular(w)).filter((w) => !skip.includes(w) && lookupSubject(w) !== undefined);
}
