import { adjectives, styleNouns } from './describing';
import { animals } from './animals';
import { food } from './food';
import { numbers } from './function-words';
import { nature, times } from './nature';
import { people } from './people';
import { things } from './things';
import { wearAndTravel } from './wear-and-travel';

/**
 * Estonian words keyed by the English word the reader knows. A value gives a word's principal
 * parts as a dictionary does: nominative, genitive, partitive, partitive plural and, where the
 * rule from the partitive goes wrong, the genitive plural ('koer koera koera koeri koerte').
 * Three parts: a name or number without plural. '+' first: only plural forms (nominative,
 * genitive, partitive: '+prillid prillide prille'). Other words for the same thing after '|'.
 */
export type EstonianNouns = Record<string, string>;

/** What a word is: its kind decides where it goes in the English reading. */
export type WordKind = 'noun' | 'time' | 'adjective' | 'number';

export const estonianWords: [WordKind, EstonianNouns][] = [
  ['noun', animals],
  ['noun', people],
  ['noun', food],
  ['noun', things],
  ['noun', wearAndTravel],
  ['noun', nature],
  ['noun', styleNouns],
  ['time', times],
  ['adjective', adjectives],
  ['number', numbers],
];
