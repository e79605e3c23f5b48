import { describe, expect, it } from 'vitest';
import { arcLineStart, layoutText, LINE_SPACING_EM } from '../text-layout';

// Every letter half an em wide, ascent 0.8 and descent 0.2: widths are easy to reason about.
const base = {
  letterSpacing: 0,
  measure: (line: string) => [...line].length * 0.5,
  metrics: { ascent: 0.8, descent: 0.2 },
};

describe('text layout', () => {
  it('sets straight lines 1.2 em apart, as wide as the widest, from the first ascent to the last descent', () => {
    const layout = layoutText({ ...base, text: 'ABCD\nAB', arc: 0 });
    expect(layout.curved).toBe(false);
    expect(layout.box).toEqual({ width: 2, height: 1 + LINE_SPACING_EM });
    expect(layout.lines.map((l) => l.baseline)).toEqual([0.8, 0.8 + LINE_SPACING_EM]);
    expect(layoutText({ ...base, text: 'ABCD', arc: 0, letterSpacing: 0.1 }).box.width).toBeCloseTo(2.3);
  });

  it('bends a single line through the whole arc: a full circle’s radius is its length over 2π, as wide as high', () => {
    const ring = layoutText({ ...base, text: 'ABCDEFGH', arc: 360 });
    expect(ring.curved).toBe(true);
    expect(ring.lines[0]!.radius).toBeCloseTo(4 / (2 * Math.PI));
    expect(ring.box.width).toBeCloseTo(ring.box.height);
  });

  it('arches up wider than high, the text’s middle half way round its circle', () => {
    const up = layoutText({ ...base, text: 'ABCDEFGH', arc: 90 });
    expect(up.box.width).toBeGreaterThan(up.box.height);
    const line = up.lines[0]!;
    expect(arcLineStart(line, 90, 'center')).toEqual({ offset: Math.PI * line.radius, anchor: 'middle' });
    expect(arcLineStart(line, 90, 'left').offset).toBeCloseTo(Math.PI * line.radius - 2);
  });

  it('puts later lines inside an upward arc and outside a downward one, each fitting within the arc', () => {
    for (const arc of [120, -120, 360]) {
      const layout = layoutText({ ...base, text: 'AB\nABCDEFGH', arc });
      const [first, second] = [layout.lines[0]!, layout.lines[1]!];
      expect(second.radius - first.radius).toBeCloseTo(arc > 0 ? -LINE_SPACING_EM : LINE_SPACING_EM);
      for (const line of layout.lines) {
        expect(line.width / line.radius).toBeLessThanOrEqual((Math.abs(arc) * Math.PI) / 180 + 1e-9);
      }
    }
  });
});
