import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLACEMENT,
  PLACEMENT_PRESETS,
  designCorners,
  effectiveDpi,
  placementKey,
  placementProblem,
  presetsFor,
  samePlacement,
} from '../placement';
import { placementSchema } from '../contracts/placement';

const at = (x: number, y: number, width: number, rotation = 0) => ({ x, y, width, rotation });

describe('placement', () => {
  it('accepts the default and every preset', () => {
    expect(placementProblem(DEFAULT_PLACEMENT)).toBeNull();
    for (const preset of PLACEMENT_PRESETS) expect(placementProblem(preset.placement)).toBeNull();
  });

  it('offers the front presets on the front and the back presets on the back', () => {
    expect(presetsFor('front').map((p) => p.name)).toEqual(['Full front', 'Centre chest', 'Left chest']);
    expect(presetsFor('back').map((p) => p.name)).toEqual(['Full back', 'Upper back']);
  });

  it('refuses a box that leaves the print area on any side', () => {
    expect(placementProblem(at(0.1, 0.5, 0.4))).toBe('The design must stay inside the print area');
    expect(placementProblem(at(0.9, 0.5, 0.4))).toBe('The design must stay inside the print area');
    expect(placementProblem(at(0.5, 0.1, 0.4))).toBe('The design must stay inside the print area');
    expect(placementProblem(at(0.5, 0.95, 0.4))).toBe('The design must stay inside the print area');
  });

  it('refuses a full-size design once rotated, since its corners leave the area', () => {
    expect(placementProblem(at(0.5, 0.5, 1, 0))).toBeNull();
    expect(placementProblem(at(0.5, 0.5, 1, 10))).toBe('The design must stay inside the print area');
    expect(placementProblem(at(0.5, 0.5, 0.5, 45))).toBeNull();
  });

  it('refuses a design narrower than 5 % of the area', () => {
    expect(placementProblem(at(0.5, 0.5, 0.04))).toMatch(/at least 5%/);
    expect(placementSchema.safeParse(at(0.5, 0.5, 0.04)).success).toBe(false);
  });

  it('rotates corners in inches, not in fractions of a non-square area', () => {
    const corners = designCorners(at(0.5, 0.5, 0.5, 90));
    // 6 x 8 in box turned a quarter: 8 in wide, 6 in tall, around (6, 8).
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(8);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(6);
  });

  it('defaults rotation to 0 and refuses unknown fields and out-of-range numbers', () => {
    expect(placementSchema.parse({ x: 0.5, y: 0.5, width: 0.5 })).toEqual(at(0.5, 0.5, 0.5, 0));
    expect(placementSchema.safeParse({ ...at(0.5, 0.5, 0.5), skew: 1 }).success).toBe(false);
    expect(placementSchema.safeParse(at(0.5, 0.5, 0.5, 181)).success).toBe(false);
    expect(placementSchema.safeParse(at(1.2, 0.5, 0.5)).success).toBe(false);
    expect(placementSchema.safeParse(at(Number.NaN, 0.5, 0.5)).success).toBe(false);
  });

  it('computes the effective DPI from source pixels over printed inches', () => {
    expect(effectiveDpi(3600, at(0.5, 0.5, 1))).toBe(300);
    expect(effectiveDpi(1024, at(0.5, 0.5, 1))).toBeCloseTo(85.3, 1);
    expect(effectiveDpi(1024, at(0.5, 0.5, 0.5))).toBeCloseTo(170.7, 1);
  });

  it('keys placements so float noise does not split a cart line', () => {
    expect(samePlacement(at(0.5, 0.3, 0.6), at(0.50000001, 0.3, 0.6000000001))).toBe(true);
    expect(placementKey(at(0.5, 0.3, 0.6))).not.toBe(placementKey(at(0.5, 0.31, 0.6)));
  });
});
