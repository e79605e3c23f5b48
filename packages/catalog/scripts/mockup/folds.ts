import type { Cut } from '../catalog-source';
import type { Field } from './field';

type Point = [number, number];

/**
 * A fold in the fabric along a cubic Bezier (mockup pixels). `amp` is its height in pixels
 * (negative for a valley), `width` the Gaussian half-width across it; a `crease` has a steep
 * valley on its far side, like fabric laid over itself.
 */
export type Fold = { curve: [Point, Point, Point, Point]; width: number; amp: number; crease?: boolean };

const bezier = ([a, b, c, d]: Fold['curve'], t: number): Point => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return [
    k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0],
    k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1],
  ];
};

/** Adds one fold to a height field drawn at `scale` times the mockup's pixels. */
export function stampFold(h: Field, fold: Fold, scale: number) {
  const n = 40;
  const pts = Array.from(
    { length: n + 1 },
    (_, i) => bezier(fold.curve, i / n).map((v) => v * scale) as Point,
  );
  const w = fold.width * scale;
  const reach = w * (fold.crease ? 5 : 3.5);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - reach));
  const x1 = Math.min(h.width - 1, Math.ceil(Math.max(...xs) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - reach));
  const y1 = Math.min(h.height - 1, Math.ceil(Math.max(...ys) + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      // Nearest point on the polyline: distance, side and how far along the fold it is.
      let best = Infinity;
      let side = 1;
      let along = 0;
      for (let i = 0; i < n; i++) {
        const [ax, ay] = pts[i]!;
        const [bx, by] = pts[i + 1]!;
        const dx = bx - ax;
        const dy = by - ay;
        const len2 = dx * dx + dy * dy || 1;
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
        const px = ax + t * dx - x;
        const py = ay + t * dy - y;
        const d2 = px * px + py * py;
        if (d2 < best) {
          best = d2;
          side = dx * (y - ay) - dy * (x - ax) >= 0 ? 1 : -1;
          along = (i + t) / n;
        }
      }
      const d = Math.sqrt(best);
      if (d > reach) continue;
      // Folds fade in and out along their length instead of ending in a blob.
      const taper = Math.sin(Math.PI * along) ** 0.7;
      const across = Math.exp(-(d * d) / (2 * w * w));
      let v = across;
      if (fold.crease) {
        const ds = side * d - 1.4 * w;
        v -= 0.45 * Math.exp(-(ds * ds) / (2 * (0.8 * w) ** 2));
      }
      h.data[y * h.width + x]! += fold.amp * taper * v;
    }
  }
}

const mirrorFold = (f: Fold): Fold => ({
  ...f,
  curve: f.curve.map(([x, y]) => [800 - x, y]) as Fold['curve'],
});

/**
 * Where a laid-out tee creases: drag lines from the armpits, diagonal creases across the sleeves,
 * a broad wave over the torso, ripples above the hem and small pinches at the collar. Left and
 * right differ a little, as on any real shirt.
 */
export function shirtFolds(cut: Cut, side: 'front' | 'back'): Fold[] {
  const slim = cut === 'premium' ? 22 : 0;
  const left: Fold[] = [
    // Drag lines from the armpit towards the chest.
    {
      curve: [
        [150 + slim, 340],
        [190, 370],
        [220, 410],
        [250, 470],
      ],
      width: 7,
      amp: 4.5,
      crease: true,
    },
    {
      curve: [
        [160 + slim, 380],
        [200, 420],
        [215, 470],
        [225, 540],
      ],
      width: 12,
      amp: 3.5,
    },
    // Creases across the sleeve, from the shoulder seam down towards the hem.
    {
      curve: [
        [130 + slim, 180],
        [110, 220],
        [90, 260],
        [70 + slim, 320],
      ],
      width: 6,
      amp: 3.5,
      crease: true,
    },
    {
      curve: [
        [150 + slim, 230],
        [135, 280],
        [125, 320],
        [115 + slim, 380],
      ],
      width: 9,
      amp: -3,
    },
    // A soft vertical roll near the side seam.
    {
      curve: [
        [168 + slim, 420],
        [176 + slim, 500],
        [170 + slim, 600],
        [178 + slim * 1.6, 760],
      ],
      width: 10,
      amp: 3,
    },
  ];
  // Written in the right half's own coordinates; no mirroring, so it need not match the left.
  const right: Fold[] = [
    {
      curve: [
        [650 - slim, 336],
        [612, 362],
        [586, 400],
        [566, 452],
      ],
      width: 7,
      amp: 4,
      crease: true,
    },
    {
      curve: [
        [670 - slim, 190],
        [690, 230],
        [712, 270],
        [728 - slim, 330],
      ],
      width: 6,
      amp: 3.5,
      crease: true,
    },
    {
      curve: [
        [640 - slim, 240],
        [662, 290],
        [676, 330],
        [686 - slim, 372],
      ],
      width: 8,
      amp: -2.5,
    },
    {
      curve: [
        [632 - slim, 430],
        [622 - slim, 520],
        [630 - slim, 640],
        [618 - slim * 1.6, 780],
      ],
      width: 11,
      amp: 3,
    },
  ];
  const torso: Fold[] = [
    // A broad diagonal wave over the torso: the print crosses it, so it must stay gentle.
    {
      curve: [
        [190, 520],
        [330, 560],
        [470, 600],
        [620, 690],
      ],
      width: 24,
      amp: 8,
    },
    {
      curve: [
        [210, 610],
        [330, 660],
        [460, 700],
        [590, 770],
      ],
      width: 16,
      amp: -6,
    },
    // The faint crease a new shirt keeps from being folded in its bag.
    {
      curve: [
        [404, 200],
        [396, 380],
        [408, 600],
        [398, 880],
      ],
      width: 5,
      amp: 0.8,
    },
    // Ripples above the hem.
    {
      curve: [
        [190 + slim, 780],
        [300, 752],
        [420, 770],
        [560, 748],
      ],
      width: 11,
      amp: 4.5,
      crease: true,
    },
    {
      curve: [
        [260, 826],
        [360, 808],
        [470, 818],
        [600 - slim, 800],
      ],
      width: 8,
      amp: -3.5,
    },
    // Little pinches where the hem is stitched.
    {
      curve: [
        [300, 826],
        [302, 842],
        [304, 856],
        [306, 872],
      ],
      width: 7,
      amp: 1.8,
    },
    {
      curve: [
        [520, 828],
        [518, 844],
        [517, 858],
        [516, 874],
      ],
      width: 7,
      amp: 1.6,
    },
  ];
  const neck: Fold[] =
    side === 'front'
      ? [
          {
            curve: [
              [352, 190],
              [348, 212],
              [344, 232],
              [336, 262],
            ],
            width: 7,
            amp: 1.6,
          },
          {
            curve: [
              [446, 188],
              [452, 212],
              [456, 234],
              [464, 264],
            ],
            width: 7,
            amp: 1.4,
          },
        ]
      : [
          {
            curve: [
              [360, 132],
              [354, 160],
              [350, 182],
              [342, 210],
            ],
            width: 8,
            amp: 1.3,
          },
          {
            curve: [
              [442, 130],
              [448, 160],
              [452, 184],
              [460, 212],
            ],
            width: 8,
            amp: 1.2,
          },
        ];
  const folds = [...left, ...right, ...torso, ...neck];
  // The back is the same shirt turned over: its folds fall the other way round.
  return side === 'back' ? folds.map(mirrorFold) : folds;
}
