import { describe, expect, it } from 'vitest';
import { layerForKey, snapLayer } from '../layer-geometry';

describe('snapping a dragged layer', () => {
  const tolerance = { x: 0.02, y: 0.02 };
  it('pulls the centre onto the centre lines', () => {
    const { placement, guides } = snapLayer({ x: 0.51, y: 0.495, width: 0.3, rotation: 0 }, 1, tolerance);
    expect(placement).toMatchObject({ x: 0.5, y: 0.5 });
    expect(guides).toEqual({ x: [0.5], y: [0.5] });
  });

  it('pulls an edge onto the print area’s edge, and lets go further off', () => {
    const snapped = snapLayer({ x: 0.16, y: 0.3, width: 0.3, rotation: 0 }, 1, tolerance);
    expect(snapped.placement.x).toBeCloseTo(0.15);
    expect(snapped.guides.x).toEqual([0]);
    expect(snapLayer({ x: 0.25, y: 0.3, width: 0.3, rotation: 0 }, 1, tolerance).guides.x).toEqual([]);
  });

  it('snaps only the centre of a turned layer', () => {
    expect(snapLayer({ x: 0.16, y: 0.3, width: 0.3, rotation: 30 }, 1, tolerance).guides.x).toEqual([]);
  });
});

describe('the keyboard on a layer', () => {
  it('nudges, scales and turns as on the generated design, keeping the centre on the area', () => {
    const p = { x: 0.5, y: 0.5, width: 0.4, rotation: 0 };
    expect(layerForKey(p, 'ArrowLeft', false)).toMatchObject({ x: 0.49 });
    expect(layerForKey(p, '+', true)).toMatchObject({ width: 0.48 });
    expect(layerForKey(p, ']', true)).toMatchObject({ rotation: 15 });
    expect(layerForKey({ ...p, x: 0 }, 'ArrowLeft', true)).toMatchObject({ x: 0 });
    expect(layerForKey(p, 'a', false)).toBeNull();
  });
});
