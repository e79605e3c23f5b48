import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_PLACEMENT, placementKey, placementProblem } from '../placement';
import { normalizePlacement, placementsSchema, resolvePlacements } from '../placements';

// zod's own messages (an unknown key named) are English where the API answers: it loads classic
// zod, which sets that locale. The mini build used here sets none.
z.config(z.locales.en());

const at = (x: number, y: number, width: number, rotation = 0) => ({ x, y, width, rotation });
const issues = (input: unknown) => {
  const result = placementsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('placements map', () => {
  it('takes any subset of sides, rotation defaulting to 0', () => {
    expect(placementsSchema.parse({})).toEqual({});
    expect(placementsSchema.parse({ front: { x: 0.5, y: 0.35, width: 0.6 } })).toEqual({
      front: at(0.5, 0.35, 0.6, 0),
    });
    expect(placementsSchema.parse({ front: at(0.5, 0.5, 1), back: at(0.5, 0.25, 0.4, -15) })).toEqual({
      front: at(0.5, 0.5, 1),
      back: at(0.5, 0.25, 0.4, -15),
    });
  });

  it('refuses sides that do not exist and values that are not numbers', () => {
    expect(issues({ sleeve: at(0.5, 0.5, 0.5) }).join()).toMatch(/sleeve/);
    expect(issues({ front: { x: '0.5', y: 0.5, width: 0.5 } })).toHaveLength(1);
    expect(issues({ front: at(0.5, 0.5, Number.POSITIVE_INFINITY) })).not.toEqual([]);
    expect(issues({ front: null })).not.toEqual([]);
    expect(issues([at(0.5, 0.5, 0.5)])).not.toEqual([]);
  });

  it('names the side whose design leaves the print area or is too small', () => {
    expect(issues({ front: at(0.5, 0.5, 0.5), back: at(0.95, 0.5, 0.5) })).toEqual([
      'back: back: The design must stay inside the print area',
    ]);
    expect(issues({ front: at(0.5, 0.5, 0.01) })).toEqual([
      'front.width: The design must be at least 5% of the print area wide',
    ]);
  });

  it('checks the turned box: a quarter turn fits only once the tall side fits across', () => {
    // 12 x 16 in area; width 0.75 makes a 9 x 12 in box, 12 in wide once turned: just fits.
    expect(issues({ front: at(0.5, 0.5, 0.75, 90) })).toEqual([]);
    expect(issues({ front: at(0.5, 0.5, 0.76, 90) })).toHaveLength(1);
    expect(issues({ front: at(0.5, 0.5, 0.75, -90) })).toEqual([]);
    // A half turn is upside down, the same box.
    expect(issues({ front: at(0.5, 0.5, 1, 180) })).toEqual([]);
    expect(issues({ front: at(0.5, 0.5, 1, -180) })).toEqual([]);
  });

  it('accepts a box flush with every edge, and refuses one a hair outside', () => {
    expect(issues({ front: at(0.15, 0.2, 0.3) })).toEqual([]); // left and top edges, 3.6 x 4.8 in
    expect(issues({ front: at(0.85, 0.85, 0.3) })).toEqual([]); // right and bottom edges
    expect(issues({ front: at(0.1495, 0.2, 0.3) })).toHaveLength(1);
  });
});

describe('normalizePlacement', () => {
  it("rounds to the cart key's precision, and writes a half turn and zero one way", () => {
    expect(normalizePlacement(at(0.123456, 0.5, 0.600001, -0))).toEqual(at(0.1235, 0.5, 0.6, 0));
    expect(Object.is(normalizePlacement(at(0.5, 0.5, 0.5, -0)).rotation, 0)).toBe(true);
    expect(normalizePlacement(at(0.5, 0.5, 0.5, -180)).rotation).toBe(180);
    expect(normalizePlacement(at(0.5, 0.5, 0.5, -179.999)).rotation).toBe(180);
    const p = at(0.31234567, 0.4, 0.5, 12.345678);
    expect(placementKey(normalizePlacement(p))).toBe(placementKey(p));
  });

  it('keeps presets and the default as they are', () => {
    expect(normalizePlacement(DEFAULT_PLACEMENT)).toEqual(DEFAULT_PLACEMENT);
    expect(placementProblem(normalizePlacement(DEFAULT_PLACEMENT))).toBeNull();
  });
});

describe('resolvePlacements', () => {
  const id = '6f1c7d8e-0000-4000-8000-000000000001';

  it('gives each printed side its placement, or the default', () => {
    expect(resolvePlacements({ front: id })).toEqual({ ok: true, placements: { front: DEFAULT_PLACEMENT } });
    expect(resolvePlacements({ front: id, back: id }, { back: at(0.5, 0.2, 0.4) })).toEqual({
      ok: true,
      placements: { front: DEFAULT_PLACEMENT, back: at(0.5, 0.2, 0.4) },
    });
  });

  it('refuses a placement for a side without a design', () => {
    expect(resolvePlacements({ front: id }, { back: at(0.5, 0.2, 0.4) })).toEqual({
      ok: false,
      message: 'There is no design on the back to place',
    });
  });
});
