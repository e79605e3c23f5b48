import { describe, expect, it } from 'vitest';
import { fontMetrics } from '../fonts';
import { readPrompt } from '../prompt-reading';
import { createRandom } from '../seeded-random';

const read = (prompt: string) => readPrompt(prompt, createRandom(1), (c) => fontMetrics('display').has(c));

describe('reading a prompt', () => {
  it('takes the palette from the first colour word', () => {
    expect(read('a neon city at the ocean').palette.name).toBe('neon');
    expect(read('calm Ocean waves').palette.name).toBe('ocean');
    expect(read('forest camping').palette.name).toBe('forest');
  });

  it('finds motifs in plural and singular words', () => {
    const theme = read('Mountains and waves under the stars');
    expect([...theme.motifs]).toEqual(expect.arrayContaining(['mountains', 'waves', 'stars']));
  });

  it('keeps up to three printable words in the order they were written', () => {
    expect(read('a t-shirt design of a sleepy fox, a moon and pine trees').words).toEqual([
      'sleepy',
      'fox',
      'moon',
    ]);
    expect(read('Tallinn õhtu').words).toEqual(['tallinn', 'õhtu']);
    expect(read('🐱 🎸').words).toEqual([]);
  });
});

describe('font metrics', () => {
  it('measures glyph advances from the font files', () => {
    const anton = fontMetrics('display');
    expect(anton.measure('WWW')).toBeGreaterThan(anton.measure('iii'));
    expect(anton.measure('AB')).toBeCloseTo(anton.measure('A') + anton.measure('B'));
    expect(anton.has('Ä')).toBe(true);
    expect(anton.has('🐱')).toBe(false);
  });
});
