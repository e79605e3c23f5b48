import type { Cut } from '../catalog-shared';
import { shirtShape } from '../tshirt-shape';
import { type Fold, shirtFolds } from './folds';

type Point = [number, number];
const fold = (curve: Point[], width: number, amp: number, crease = false): Fold => ({
  curve: curve as Fold['curve'],
  width,
  amp,
  crease,
});
const mirror = (f: Fold): Fold => ({ ...f, curve: f.curve.map(([x, y]) => [800 - x, y]) as Fold['curve'] });
const moved = (f: Fold, map: (p: Point) => Point, soften = 1): Fold => ({
  ...f,
  curve: f.curve.map(map) as Fold['curve'],
  width: f.width * soften,
});

/**
 * Long sleeves bunch where they lie: soft ridges across the forearm and the elbow, and a drag
 * line down the sleeve. Written for the left sleeve, mirrored (a little shifted) for the right.
 */
function longSleeveFolds(top: number): Fold[] {
  const left = [
    fold(
      [
        [120, top + 180],
        [100, top + 200],
        [84, top + 214],
        [66, top + 230],
      ],
      9,
      3.5,
      true,
    ),
    fold(
      [
        [112, top + 300],
        [94, top + 318],
        [76, top + 330],
        [56, top + 342],
      ],
      10,
      -3,
    ),
    fold(
      [
        [106, top + 420],
        [90, top + 436],
        [72, top + 446],
        [52, top + 456],
      ],
      8,
      3,
      true,
    ),
    fold(
      [
        [132, top + 60],
        [118, top + 200],
        [104, top + 330],
        [90, top + 480],
      ],
      10,
      2,
    ),
  ];
  return [...left, ...left.map((f) => mirror(moved(f, ([x, y]) => [x + 4, y + 24])))];
}

/** Where a canvas tote creases: folded once across for shipping, and a few soft waves. */
function toteFolds(): Fold[] {
  return [
    fold(
      [
        [170, 640],
        [320, 634],
        [480, 646],
        [630, 638],
      ],
      4,
      1.4,
      true,
    ),
    fold(
      [
        [200, 420],
        [320, 470],
        [440, 520],
        [600, 540],
      ],
      26,
      5,
    ),
    fold(
      [
        [190, 760],
        [300, 800],
        [450, 820],
        [620, 790],
      ],
      22,
      -4,
    ),
    fold(
      [
        [200, 880],
        [330, 866],
        [470, 874],
        [610, 864],
      ],
      9,
      2.5,
      true,
    ),
    fold(
      [
        [290, 380],
        [292, 430],
        [296, 470],
        [300, 520],
      ],
      8,
      1.6,
    ),
    fold(
      [
        [510, 380],
        [508, 430],
        [504, 470],
        [500, 520],
      ],
      8,
      1.4,
    ),
  ];
}

/** The folds of one side of any product: the tees' own, fitted to each other shape. */
export function garmentFolds(cut: Cut, side: 'front' | 'back'): Fold[] {
  if (cut === 'classic' || cut === 'premium') return shirtFolds(cut, side);
  if (cut === 'tote') return side === 'back' ? toteFolds().map(mirror) : toteFolds();
  const base = shirtFolds('classic', side);
  if (cut === 'kids') {
    // A child's tee: the classic's folds squeezed to its shorter, narrower body.
    return base.map((f) => moved(f, ([x, y]) => [400 + (x - 400) * 0.85, 176 + (y - 108) * 0.83], 0.85));
  }
  // Sweatshirt fleece and the long-sleeve's jersey: the body's folds moved to its length; the tee's
  // sleeve creases would fall on the armhole, so only the body's (x 170-630) are kept.
  const { neck, hem } = shirtShape(cut, side).half;
  const top = neck[1];
  const length = hem[1] - neck[1];
  const soften = cut === 'longsleeve' ? 1 : 1.35;
  const body = base
    .filter((f) => f.curve.every(([x]) => x > 140 && x < 660))
    .map((f) => moved(f, ([x, y]) => [x, top + ((y - 108) * length) / 760], soften));
  const sleeves = longSleeveFolds(top + 40);
  return side === 'back' ? [...body, ...sleeves.map(mirror)] : [...body, ...sleeves];
}
