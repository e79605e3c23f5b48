import { describe, expect, it } from 'vitest';
import { snapLayer } from '../layer-geometry';
import { arcOffset, FONT_SIZE, LINE_HEIGHT, layoutText } from '../text-geometry';

// Every letter 50 units wide: widths are easy to reason about.
const measure = (line: string) => [...line].length * 50;
const base = { letterSpacing: 0, align: 'center' as const, measure };

describe('text layout', () => {
  it('sets straight lines 1.2 em apart, as wide as the widest, with letter spacing in thousandths of an em', () => {
    const layout = layoutText({ ...base, text: 'ABCD\nAB', arc: 0 });
    expect(layout.box).toEqual({ x: 0, y: 0, width: 200, height: 2 * LINE_HEIGHT });
    const spaced = layoutText({ ...base, text: 'ABCD', arc: 0, letterSpacing: 100 });
    expect(spaced.box.width).toBe(200 + 3 * 0.1 * FONT_SIZE);
  });

  it('bends the widest line through the whole arc, so a full circle’s radius is its length over 2π', () => {
    const ring = layoutText({ ...base, text: 'ABCDEFGH', arc: 360 });
    expect(ring.curved).toBe(true);
    expect(ring.lines[0]!.radius).toBeCloseTo(400 / (2 * Math.PI));
    // A ring is as wide as it is high.
    expect(ring.box.width).toBeCloseTo(ring.box.height, 0);
  });

  it('arches up wider than high, with the text’s middle half way round its circle', () => {
    const up = layoutText({ ...base, text: 'ABCDEFGH', arc: 90 });
    expect(up.box.width).toBeGreaterThan(up.box.height);
    const line = up.lines[0]!;
    expect(arcOffset(line, 90, 'center')).toEqual({ offset: Math.PI * line.radius, anchor: 'middle' });
    expect(arcOffset(line, 90, 'left').offset).toBeCloseTo(Math.PI * line.radius - 200);
  });

  it('puts the next lines inside an upward arc and outside a downward one', () => {
    const up = layoutText({ ...base, text: 'ABCDEFGH\nAB', arc: 120 });
    const down = layoutText({ ...base, text: 'ABCDEFGH\nAB', arc: -120 });
    expect(up.lines[1]!.radius).toBeLessThan(up.lines[0]!.radius);
    expect(down.lines[1]!.radius).toBeGreaterThan(down.lines[0]!.radius);
  });
});

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
});
