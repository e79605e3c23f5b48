import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT_EM, OUTLINE_EM, textOutlinesOf, type OutlineGlyph } from '../text-outlines';

// A font whose every glyph is a square half an em wide, sitting on the baseline, no kerning.
const square: OutlineGlyph = {
  advanceWidth: 500,
  getPath: (x, y, size) => {
    const s = size / 2;
    return {
      commands: [
        { type: 'M', x, y },
        { type: 'L', x: x + s, y },
        { type: 'L', x: x + s, y: y - s },
        { type: 'L', x, y: y - s },
        { type: 'Z' },
      ],
    };
  },
};
const font = { unitsPerEm: 1000, charToGlyph: () => square, getKerningValue: () => 0 };
const text = (t: string, more: Partial<Parameters<typeof textOutlinesOf>[1]> = {}) =>
  textOutlinesOf(font, { text: t, arc: 0, align: 'center', letter_spacing: 0, ...more });

describe('text outlines', () => {
  it('sets straight lines side by side and 1.2 em apart, the box around the ink', () => {
    const { box } = text('ABCD\nAB');
    expect(box.width).toBeCloseTo(2 * OUTLINE_EM);
    expect(box.height).toBeCloseTo(OUTLINE_EM / 2 + LINE_HEIGHT_EM * OUTLINE_EM);
    expect(text('ABCD', { letter_spacing: 0.1 }).box.width).toBeCloseTo(2.3 * OUTLINE_EM);
  });

  it('widens the box by the outline stroke on every side', () => {
    const plain = text('AB').box;
    const outlined = text('AB', { outline: { color: '#FFFFFF', width: 0.1 } });
    expect(outlined.strokeWidth).toBeCloseTo(0.1 * OUTLINE_EM);
    expect(outlined.box.width - plain.width).toBeCloseTo(0.1 * OUTLINE_EM);
  });

  it('arches up with the ends lower than the middle, down with them higher, a full circle as high as wide', () => {
    const firstPoint = (d: string) => Number(/^M[-\d.]+ ([-\d.]+)/.exec(d)![1]);
    const middleY = (d: string) => Number(/M[-\d.]+ ([-\d.]+)/g.exec(d.slice(d.length / 2))?.[1] ?? 0);
    const up = text('ABCDEFGH', { arc: 120 });
    const down = text('ABCDEFGH', { arc: -120 });
    expect(firstPoint(up.d)).toBeGreaterThan(middleY(up.d));
    expect(firstPoint(down.d)).toBeLessThan(middleY(down.d));
    const ring = text('ABCDEFGHIJKLMNOP', { arc: 360 }).box;
    expect(ring.width / ring.height).toBeGreaterThan(0.9);
    expect(ring.width / ring.height).toBeLessThan(1.1);
  });
});

describe('several curved lines', () => {
  it('keep every line within the arc, a longer inner line included, so none wraps round', () => {
    // 120° of a circle is wider than high (about 0.6 with two lines); a long inner line wrapped
    // round a small circle would make the whole nearly round.
    const two = text('AB\nABCDEFGH', { arc: 120 }).box;
    expect(two.height / two.width).toBeLessThan(0.75);
    // The long line lies on the very circle it would alone; the short one rides above it.
    const single = text('ABCDEFGH', { arc: 120 }).box;
    expect(two.width).toBeCloseTo(single.width);
    expect(two.height).toBeGreaterThan(single.height);
  });
});
