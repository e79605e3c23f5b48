/**
 * How a subject relates to the one it follows in the prompt ('a fox *wearing* sunglasses'). The
 * role says where composition places it relative to that subject.
 * - worn: on the subject's head, eyes or neck (wearables.ts says which)
 * - held: in front of the subject's lower half, as if in its hands or paws
 * - mount: under the subject, which sits or stands on it (riding, on, surfing)
 * - above: over the subject's head (under the moon, beneath a tree)
 * - below: under and behind the subject (over the mountains, above the city)
 * - container: the subject sits in it (a cat in a box, a fox in a cup)
 * - beside: next to the subject, same ground line (and, with, next to)
 * - carried: on the subject's back or top (a house on its back, a candle on a cake)
 */
export type Role = 'worn' | 'held' | 'mount' | 'above' | 'below' | 'container' | 'beside' | 'carried';

// Longer phrases first where one contains another ('on top of' before 'on').
// prettier-ignore
export const relationWords: Record<string, Role> = {
  wearing: 'worn', wears: 'worn', wear: 'worn', 'dressed in': 'worn', donning: 'worn', sporting: 'worn', 'with a pair of': 'worn',
  holding: 'held', holds: 'held', hold: 'held', carrying: 'held', carries: 'held', eating: 'held', eats: 'held',
  drinking: 'held', drinks: 'held', sipping: 'held', reading: 'held', reads: 'held', playing: 'held', plays: 'held',
  'playing with': 'held', using: 'held', hugging: 'held', hugs: 'held', grabbing: 'held', throwing: 'held', juggling: 'held',
  licking: 'held', cooking: 'held', baking: 'held', making: 'held', painting: 'held', drawing: 'held', biting: 'held', catching: 'held', 'holding up': 'held', strumming: 'held', swinging: 'held', waving: 'held',
  with: 'held', 'armed with': 'held', enjoying: 'held', loves: 'held', loving: 'held', 'in love with': 'held',
  riding: 'mount', rides: 'mount', ride: 'mount', 'on top of': 'mount', on: 'mount', onto: 'mount', atop: 'mount',
  surfing: 'mount', 'sitting on': 'mount', 'standing on': 'mount', 'sitting in': 'mount', driving: 'mount', drives: 'mount',
  piloting: 'mount', flying: 'mount', skating: 'mount', skateboarding: 'mount', sailing: 'mount', 'floating on': 'mount',
  'balancing on': 'mount', 'perched on': 'mount', 'sleeping on': 'mount', 'lying on': 'mount', 'jumping on': 'mount',
  under: 'above', beneath: 'above', below: 'above', underneath: 'above', 'in front of': 'above',
  over: 'below', above: 'below', 'flying over': 'below', 'looking at': 'above', 'howling at': 'above', 'staring at': 'above',
  'dreaming of': 'above', 'thinking of': 'above', 'reaching for': 'above',
  in: 'container', inside: 'container', 'out of': 'container', from: 'container', into: 'container', 'popping out of': 'container',
  'next to': 'beside', beside: 'beside', near: 'beside', by: 'beside', and: 'beside', 'along with': 'beside', 'together with': 'beside',
  'alongside': 'beside', versus: 'beside', vs: 'beside', 'fighting': 'beside', 'chasing': 'beside', 'meets': 'beside', 'meeting': 'beside',
  behind: 'beside', between: 'beside', among: 'beside', around: 'beside', 'surrounded by': 'beside', 'full of': 'beside',
};
