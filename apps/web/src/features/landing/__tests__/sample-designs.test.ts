import { describe, expect, it } from 'vitest';
import { gridOrder, pickGridRows, rowsFromOrder, sampleDesigns, shuffle } from '../lib/sample-designs';

describe('sample designs', () => {
  it('lists the 20 designs numbered 1 to 20 with their WebP paths', () => {
    expect(sampleDesigns).toHaveLength(20);
    expect(sampleDesigns[0]).toEqual({ n: 1, src: '/samples/design-1.webp' });
    expect(sampleDesigns[19]).toEqual({ n: 20, src: '/samples/design-20.webp' });
  });

  it('shuffles without losing or repeating an item, and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = shuffle(input, () => 0);
    expect(out).not.toEqual(input);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('deals 15 distinct designs into 3 rows of 5', () => {
    const rows = pickGridRows();
    expect(rows.map((r) => r.length)).toEqual([5, 5, 5]);
    const ns = rows.flat().map((d) => d.n);
    expect(new Set(ns).size).toBe(15);
    expect(ns.every((n) => n >= 1 && n <= 20)).toBe(true);
  });

  it('picks a different selection for a different random source', () => {
    let seed = 1;
    const lcg = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const a = pickGridRows(lcg)
      .flat()
      .map((d) => d.n);
    const b = pickGridRows(lcg)
      .flat()
      .map((d) => d.n);
    expect(a).not.toEqual(b);
  });
});

describe('the wall order a prerendered page carries', () => {
  it('reads back the rows it was written from', () => {
    const rows = pickGridRows();
    const order = gridOrder(rows);
    expect(order).toMatch(/^(\d+ ){14}\d+$/);
    expect(rowsFromOrder(order)).toEqual(rows);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['too short', '1 2 3'],
    ['a repeat', '1 1 2 3 4 5 6 7 8 9 10 11 12 13 14'],
    ['an unknown design', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 21'],
    ['not numbers', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x'],
    ['a fraction', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 1.5'],
  ])('is no order when %s', (_, order) => {
    expect(rowsFromOrder(order)).toBeNull();
  });
});
