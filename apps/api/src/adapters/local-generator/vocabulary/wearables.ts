import { isLandmark } from './drawn-art';

/**
 * Where a worn subject goes on the one wearing it, and which subjects sit in a hand. Composition
 * uses this to place 'a fox wearing sunglasses' on the fox's eyes and 'with a coffee' in its paw.
 */
export type WornOn = 'head' | 'eyes' | 'neck' | 'body' | 'ears' | 'helmet';

// prettier-ignore
const worn: Record<string, WornOn> = {
  'top hat': 'head', 'billed cap': 'head', 'graduation cap': 'head', crown: 'head', 'military helmet': 'head',
  'rescue worker helmet': 'head', 'womans hat': 'head', 'cowboy hat face': 'head', 'pointy hat': 'head', 'party hat': 'head',
  'pirate hat': 'head', 'jester hat': 'head', 'magic hat': 'head', 'astronaut helmet': 'helmet', 'flower hat': 'head',
  'santa claus': 'head', 'ribbon': 'head', 'hibiscus': 'head', 'tiara': 'head', 'halo': 'head', 'headphone': 'ears',
  sunglasses: 'eyes', glasses: 'eyes', goggles: 'eyes', 'face with monocle': 'eyes', 'diving mask': 'eyes', '3d glasses': 'eyes',
  scarf: 'neck', necktie: 'neck', 'prayer beads': 'neck', 'sports medal': 'neck', 'military medal': 'neck',
  'cowboy hat': 'head', 'viking helmet': 'head', 'detective hat': 'head', 'chef toque': 'head', sombrero: 'head',
  'ninja mask': 'eyes', 'bow tie': 'neck',
  coat: 'body', 't shirt': 'body', dress: 'body', kimono: 'body', 'lab coat': 'body', 'safety vest': 'body',
};

export const wornOn = (subject: string): WornOn | undefined => worn[subject];

/** Things too big to hold: when 'with' joins them, they stand beside instead. */
// prettier-ignore
const tooBigToHold = new Set([
  'house', 'castle', 'snow capped mountain', 'mountain', 'volcano', 'automobile', 'bus', 'locomotive', 'airplane',
  'rocket', 'passenger ship', 'sailboat', 'desert island', 'deciduous tree', 'evergreen tree', 'palm tree', 'cityscape',
  'ferris wheel', 'lighthouse', 'tent', 'hut', 'sun', 'crescent moon', 'full moon', 'ringed planet', 'rainbow', 'cloud',
]);

export const canBeHeld = (subject: string) => !tooBigToHold.has(subject) && !isLandmark(subject);

/** Subjects that belong in the sky: when named beside a creature they float above it. */
// prettier-ignore
const skyward = new Set([
  'sun', 'crescent moon', 'full moon', 'new moon', 'star', 'glowing star', 'shooting star', 'comet', 'cloud', 'rainbow',
  'ringed planet', 'high voltage', 'cloud with lightning', 'cloud with rain', 'snowflake', 'milky way', 'flying saucer',
  'sun with face', 'first quarter moon', 'last quarter moon', 'crescent moon face', 'dove', 'bird', 'eagle', 'kite',
  'fireworks', 'sparkler',
]);

export const belongsInSky = (subject: string) => skyward.has(subject);

/** Subjects others ride or stand on, read as 'mount' after 'with' ('a dog with a skateboard'). */
// prettier-ignore
const rideable = new Set([
  'skateboard', 'surf board', 'bicycle', 'motorcycle', 'motor scooter', 'kick scooter', 'horse', 'unicorn', 'skis',
  'roller skate', 'sled', 'canoe', 'sailboat', 'rocket', 'dragon', 'whale', 'spouting whale', 'dolphin', 'turtle',
  'magic carpet', 'cloud', 'broom', 'automobile', 'racing car', 'tractor', 'water wave', 'air balloon', 'flying saucer',
  'lily pad', 'yoga mat', 'mars',
]);

export const isRideable = (subject: string) => rideable.has(subject);

/** Open containers a subject can sit in, drawn in front of its lower half. */
// prettier-ignore
const containers = new Set([
  'hot beverage', 'teacup without handle', 'package', 'basket', 'bucket', 'cup with straw', 'pot of food', 'steaming bowl',
  'bowl with spoon', 'shopping cart', 'jar', 'bathtub', 'canoe', 'shopping bags', 'mug', 'glass of milk', 'tumbler glass',
  'cocktail glass', 'wine glass', 'beer mug', 'sailboat', 'wastebasket', 'nest with eggs', 'empty nest', 'potted plant', 'pot',
  'cardboard box', 'bowl', 'rowboat', 'bed',
]);

export const isContainer = (subject: string) => containers.has(subject);
