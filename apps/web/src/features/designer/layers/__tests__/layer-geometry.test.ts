import { describe, expect, it } from 'vitest';
import { layerBoxInArea, layerForKey, snapLayer } from '../layer-geometry';

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

  it('keeps a box snapped to an edge on the print area: its centre is rounded inwards', () => {
    // A text's box, outline included, whose half height is not a whole ten-thousandth of the area.
    const aspect = 234.8 / 92.4;
    const width = 0.6;
    const box = layerBoxInArea({ x: 0.5, y: 0.5, width, rotation: 0 }, aspect);
    const [halfW, halfH] = [box.width / 2, box.height / 2];
    // Each within the snap distance of its edge, a little over it or short of it.
    const near = {
      top: { x: 0.5, y: halfH - 0.01 },
      bottom: { x: 0.5, y: 1 - halfH + 0.01 },
      left: { x: halfW - 0.013, y: 0.4 },
      right: { x: 1 - halfW + 0.013, y: 0.4 },
    };
    for (const edge of ['top', 'bottom', 'left', 'right'] as const) {
      const { placement, guides } = snapLayer({ ...near[edge], width, rotation: 0 }, aspect, tolerance);
      const snapped = layerBoxInArea(placement, aspect);
      const line = { top: guides.y, bottom: guides.y, left: guides.x, right: guides.x }[edge];
      expect(line, edge).toContain(edge === 'top' || edge === 'left' ? 0 : 1);
      // Inside, and flush to within the wire's rounding (a ten-thousandth of the area).
      expect(snapped.top, edge).toBeGreaterThanOrEqual(0);
      expect(snapped.left, edge).toBeGreaterThanOrEqual(0);
      expect(snapped.top + snapped.height, edge).toBeLessThanOrEqual(1);
      expect(snapped.left + snapped.width, edge).toBeLessThanOrEqual(1);
      const gap = {
        top: snapped.top,
        bottom: 1 - snapped.top - snapped.height,
        left: snapped.left,
        right: 1 - snapped.left - snapped.width,
      };
      expect(gap[edge], edge).toBeLessThan(1e-4);
    }
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
