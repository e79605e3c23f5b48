import type { IconArt } from './icon-art';
import type { Drawing } from './drawn/drawing';
import { landmarks } from './drawn/landmarks';
import { drawnNature } from './drawn/nature';
import { drawnWearables } from './drawn/wearables';

/**
 * Pieces no icon set draws the way a design needs, drawn here: costume pieces to put on a
 * subject (the game icon's astronaut helmet hides the face, the emoji cowboy hat sits on a
 * smiley), compounds the sets read as two things, and the landmarks of the capitals.
 */
const drawn: Record<string, Drawing> = {
  ...drawnWearables,
  ...drawnNature,
  ...Object.fromEntries(landmarks.map((l) => [l.name, l.drawing])),
};

/**
 * Words read before the generated index: the drawn subjects' names, and words the index lacks or
 * reads as something else (a starfish is no star; a bulldog is a dog).
 */
export const drawnWords: Record<string, string> = {
  ...Object.fromEntries(Object.keys(drawn).map((name) => [name, name])),
  'cowboy hat': 'cowboy hat',
  stetson: 'cowboy hat',
  'viking helmet': 'viking helmet',
  'ninja mask': 'ninja mask',
  deerstalker: 'detective hat',
  'bow tie': 'bow tie',
  bowtie: 'bow tie',
  'lily pad': 'lily pad',
  'lily pads': 'lily pad',
  'water lily pad': 'lily pad',
  'coffee plant': 'coffee plant',
  'coffee tree': 'coffee plant',
  'yoga mat': 'yoga mat',
  mars: 'mars',
  'red planet': 'mars',
  'sea star': 'starfish',
  yoga: 'yoga mat',
  bulldog: 'dog',
  'french bulldog': 'dog',
  baker: 'cook',
  gardener: 'farmer',
  grill: 'barbecue',
  bbq: 'barbecue',
  throne: 'stone throne',
  'pot of honey': 'honey pot',
  'jar of honey': 'honey pot',
};

/** Landmark phrases ('tallinn', 'tallinn old town', 'eiffel tower') to the landmark drawn. */
export const landmarkWords: Record<string, string> = Object.fromEntries(
  landmarks.flatMap((l) =>
    l.words.flatMap((w) => [
      [w, l.name],
      [`${w} old town`, l.name],
      [`${w} skyline`, l.name],
      [`old town of ${w}`, l.name],
    ]),
  ),
);

export const isLandmark = (subject: string) => landmarks.some((l) => l.name === subject);

export function drawnArt(subject: string): IconArt | undefined {
  const art = drawn[subject];
  return art && { kind: 'flat', name: `drawn-${subject.replace(/ /g, '-')}`, ...art };
}
