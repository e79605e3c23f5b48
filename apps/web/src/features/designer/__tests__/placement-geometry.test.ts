import {
  DEFAULT_PLACEMENT,
  MIN_PLACEMENT_WIDTH,
  PLACEMENT_PRESETS,
  placementProblem,
} from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { designBoxInArea, designBoxOnMockup } from '@/lib/placement-box';
import {
  clampPlacement,
  maxWidthFor,
  normalizeRotation,
  snapRotation,
  snapToCentre,
} from '../lib/placement-geometry';

const at = (x: number, y: number, width: number, rotation = 0) => ({ x, y, width, rotation });

describe('clampPlacement', () => {
  it('keeps every preset as it is', () => {
    for (const preset of PLACEMENT_PRESETS)
      expect(clampPlacement(preset.placement)).toEqual(preset.placement);
  });

  it('moves a box that sticks out back inside, edge to edge', () => {
    expect(clampPlacement(at(0.1, 0.5, 0.4))).toEqual(at(0.2, 0.5, 0.4));
    expect(clampPlacement(at(0.5, 0.99, 0.4))).toEqual(at(0.5, 0.8, 0.4));
  });

  it('keeps the width between the minimum and what fits at the rotation', () => {
    expect(clampPlacement(at(0.5, 0.5, 0.01)).width).toBe(MIN_PLACEMENT_WIDTH);
    expect(clampPlacement(at(0.5, 0.5, 3)).width).toBe(1);
    // A quarter turn puts the 4:3 box's long side across the 12 in: 12 / (16/12 * 12) = 0.75.
    expect(maxWidthFor(90)).toBeCloseTo(0.75, 6);
    expect(clampPlacement(at(0.5, 0.5, 1, 90)).width).toBeCloseTo(0.75, 4);
  });

  it('always answers a printable placement, whatever it is given', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 2000; i++) {
      const wild = at(random() * 2 - 0.5, random() * 2 - 0.5, random() * 1.5, random() * 720 - 360);
      const clamped = clampPlacement(wild);
      expect(placementProblem(clamped), JSON.stringify({ wild, clamped })).toBeNull();
      expect(clamped.rotation).toBeGreaterThanOrEqual(-180);
      expect(clamped.rotation).toBeLessThanOrEqual(180);
    }
  });

  it('rounds to 4 decimals, so the cart and the order carry tidy numbers', () => {
    expect(clampPlacement(at(0.523456789, 0.4444444, 0.333333333))).toEqual(at(0.5235, 0.4444, 0.3333));
  });
});

describe('rotation', () => {
  it('wraps into -180..180', () => {
    expect(normalizeRotation(190)).toBe(-170);
    expect(normalizeRotation(-190)).toBe(170);
    expect(normalizeRotation(180)).toBe(180);
    expect(normalizeRotation(540)).toBe(180);
  });

  it('settles within 4 degrees of a quarter turn', () => {
    expect(snapRotation(3.5)).toBe(0);
    expect(snapRotation(-87)).toBe(-90);
    expect(snapRotation(176.5)).toBe(180);
    expect(snapRotation(10)).toBe(10);
  });
});

describe('snapToCentre', () => {
  it('pulls the centre onto the centre lines within the tolerance, and says so', () => {
    const near = snapToCentre(at(0.51, 0.47, 0.4), { x: 0.02, y: 0.02 });
    expect(near.placement).toMatchObject({ x: 0.5, y: 0.47 });
    expect(near.snapped).toEqual({ x: true, y: false });
    expect(snapToCentre(at(0.53, 0.5, 0.4), { x: 0.02, y: 0.02 }).snapped).toEqual({ x: false, y: true });
  });
});

describe('the design box on the preview', () => {
  it('is 3:4 in inches, so as tall (in fractions) as it is wide on the 12 x 16 in area', () => {
    expect(designBoxInArea(at(0.5, 0.3, 0.6))).toEqual({
      left: 0.2,
      top: 0,
      width: 0.6,
      height: 0.6,
      rotation: 0,
    });
  });

  it("lands inside the side's print area on the mockup, about 35 % of the picture wide by default", () => {
    const box = designBoxOnMockup(DEFAULT_PLACEMENT, 'front', 'classic-tee');
    expect(box.width).toBeGreaterThan(0.33);
    expect(box.width).toBeLessThan(0.37);
    expect(box.left + box.width / 2).toBeCloseTo(0.5, 6);
  });

  it("lands in the product's own print area: the hoodie's between its cords and its pocket", () => {
    const tee = designBoxOnMockup(DEFAULT_PLACEMENT, 'front', 'classic-tee');
    const hoodie = designBoxOnMockup(DEFAULT_PLACEMENT, 'front', 'hoodie');
    expect(hoodie.top).toBeGreaterThan(tee.top + 0.1);
    expect(hoodie.width).toBeLessThan(tee.width);
    expect(hoodie.top + hoodie.height).toBeLessThan(0.7);
  });
});
