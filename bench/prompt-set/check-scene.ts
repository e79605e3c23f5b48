import type { PlacedFigure, SceneRecord } from '../../apps/api/src/adapters/local-generator/draw-design';
import type { Expectation, Relation } from './held-out-set';

type Box = PlacedFigure['box'];
export type SceneCheck = { subjects: boolean[]; relations: boolean[]; misses: string[] };

const artWords = (art: string) => art.replace(/[-_]/g, ' ').toLowerCase();
const names = (f: PlacedFigure) => [f.noun, artWords(f.art), artWords(f.art).replace(/ face$/, '')];
// 'camping tent' is a tent, 'cardboard box' a box: the head noun names the figure too.
const namesWithHead = (f: PlacedFigure) => [...names(f), f.noun.split(' ').at(-1)!];

/**
 * Whether a figure shows: a close-up or a peek crops the figures to the frame's opening, and a
 * figure counts as drawn only when at least 40 % of it lies inside.
 */
const shows = (scene: SceneRecord, f: PlacedFigure) =>
  !scene.crop || overlapArea(f.box, scene.crop) >= 0.4 * area(f.box);

/** The figures drawing one of `alternatives` (by the prompt's noun or the drawing's name), main roles first. */
function figuresOf(scene: SceneRecord, alternatives: string[]): PlacedFigure[] {
  const found = scene.figures.filter(
    (f) => shows(scene, f) && namesWithHead(f).some((n) => alternatives.includes(n)),
  );
  return found.sort((x, y) => Number(x.role === 'crowd') - Number(y.role === 'crowd'));
}

const cx = (b: Box) => b.x + b.w / 2;
const cy = (b: Box) => b.y + b.h / 2;
const bottom = (b: Box) => b.y + b.h;
const area = (b: Box) => b.w * b.h;
const withinX = (x: number, b: Box, slack = 0) => x >= b.x - slack * b.w && x <= b.x + b.w * (1 + slack);
const overlapArea = (p: Box, q: Box) =>
  Math.max(0, Math.min(p.x + p.w, q.x + q.w) - Math.max(p.x, q.x)) *
  Math.max(0, Math.min(bottom(p), bottom(q)) - Math.max(p.y, q.y));

/** Whether box `a` stands in `kind` to box `b` on the canvas (y grows downwards). */
export function holds(kind: Exclude<Relation['kind'], 'count'>, a: Box, b: Box): boolean {
  switch (kind) {
    // "A wears B": B on A's upper half (head, eyes, neck) or resting on its top (a tall hat),
    // centred over A, and smaller.
    case 'wears':
      return (
        withinX(cx(b), a) && bottom(b) >= a.y - 0.05 * a.h && cy(b) <= a.y + 0.55 * a.h && area(b) < area(a)
      );
    // "A rides B": A above B's middle, its lower part overlapping B's top, over B's width.
    case 'rides':
      return withinX(cx(a), b) && cy(a) < cy(b) && bottom(a) > b.y && bottom(a) < b.y + 0.8 * b.h;
    // "A holds B": B at A's hands or mouth, within A's reach, and smaller than A.
    case 'holds':
      return (
        withinX(cx(b), a, 0.2) &&
        cy(b) >= a.y - 0.1 * a.h &&
        cy(b) <= bottom(a) + 0.05 * a.h &&
        area(b) < area(a)
      );
    // "A on B": A's bottom rests on B's top part, over B.
    case 'on':
      return (
        withinX(cx(a), b) && cy(a) < cy(b) && bottom(a) >= b.y - 0.08 * b.h && bottom(a) <= b.y + 0.6 * b.h
      );
    // "A in B": a good part of A overlaps B, A centred over B, A not wholly above it.
    case 'in':
      return (
        withinX(cx(a), b) &&
        overlapArea(a, b) >= 0.25 * Math.min(area(a), area(b)) &&
        bottom(a) > b.y + 0.25 * b.h
      );
    case 'under':
      return cy(a) > cy(b) && overlapArea({ ...a, y: 0, h: 1 }, { ...b, y: 0, h: 1 }) > 0;
    case 'above':
      return bottom(a) < cy(b) && cy(a) < b.y + 0.25 * b.h;
    // Side by side: overlapping heights, centres apart, not mostly on top of each other.
    case 'beside':
      return (
        Math.min(bottom(a), bottom(b)) > Math.max(a.y, b.y) &&
        Math.abs(cx(a) - cx(b)) > 0.35 * Math.max(a.w, b.w) &&
        overlapArea(a, b) < 0.35 * Math.min(area(a), area(b))
      );
    case 'smaller':
      return area(a) < area(b);
  }
}

const simplify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Scores one design's scene against what a correct picture of the prompt shows. */
export function checkScene(scene: SceneRecord, expected: Expectation, provenance: string[]): SceneCheck {
  const misses: string[] = [];
  const drawn = (alts: string[]) =>
    figuresOf(scene, alts).length > 0 ||
    alts.some((a) => scene.backdrop.includes(a) || provenance.includes(a));
  const subjects = expected.subjects.map((alts) => {
    const ok = drawn(alts);
    if (!ok) misses.push(`missing ${alts.join('|')}`);
    return ok;
  });
  for (const alts of expected.landmarks) {
    const ok = scene.figures.some((f) => alts.some((a) => ` ${artWords(f.art)} `.includes(` ${a} `)));
    if (!ok) misses.push(`no landmark ${alts.join('|')}`);
    subjects.push(ok);
  }
  for (const absent of expected.absent) {
    // 'keycap*' forbids every keycap drawing; 'fire' forbids a fire, not a fire engine.
    const prefix = absent.endsWith('*') ? absent.slice(0, -1) : undefined;
    const wrong = scene.figures.some((f) =>
      prefix ? names(f).some((n) => n.startsWith(prefix)) : names(f).includes(absent),
    );
    if (wrong) misses.push(`drew ${absent}`);
    subjects.push(!wrong);
  }
  for (const words of expected.lettering) {
    const ok = scene.lettering !== undefined && simplify(scene.lettering).includes(simplify(words));
    if (!ok) misses.push(`no lettering "${words}"`);
    subjects.push(ok);
  }
  // The backdrop lies behind and below every figure: 'fireworks over the city' holds when the
  // city is the backdrop the fireworks are drawn over.
  const behind = new Set(['above', 'in', 'on']);
  const relations = expected.relations.map((r) => {
    const as = figuresOf(scene, r.a);
    const inBackdrop = r.kind !== 'count' && r.b.some((b) => scene.backdrop.includes(b));
    const ok =
      r.kind === 'count'
        ? as.length === r.n
        : (as.length > 0 && inBackdrop && behind.has(r.kind)) ||
          as.some((a) => figuresOf(scene, r.b).some((b) => b !== a && holds(r.kind as never, a.box, b.box)));
    if (!ok) misses.push(`not ${r.a[0]} ${r.kind} ${r.kind === 'count' ? r.n : r.b[0]}`);
    return ok;
  });
  return { subjects, relations, misses };
}
