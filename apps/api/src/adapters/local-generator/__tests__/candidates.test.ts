import { describe, expect, it } from 'vitest';
import { drawDesign } from '../draw-design';
import { CANDIDATES } from '../styles/candidate-look';

const candidates = (prompt: string, seed: number) =>
  Array.from({ length: CANDIDATES }, (_, candidate) => drawDesign(prompt, seed, { candidate }));

describe('four candidates per GENERATE', () => {
  it.each([
    'a fox wearing sunglasses',
    'a bear camping by the lake at sunset',
    'three little pigs',
    'a cat saying "stay cozy"',
    'pixel art mushroom',
  ])('%s: four different designs of the same subjects', (prompt) => {
    for (const seed of [7, 8]) {
      const four = candidates(prompt, seed);
      expect(new Set(four.map((d) => d.svg)).size).toBe(CANDIDATES);
      const subjects = four.map((d) => [...d.subjects].sort().join());
      expect(new Set(subjects).size).toBe(1);
    }
  });

  it('let words with nothing to draw lead: big, under a small motif or across a full one', () => {
    for (const prompt of ['good vibes only', 'text "Tallinn 2026"', 'hea tuju ainult']) {
      const four = candidates(prompt, 7);
      expect(new Set(four.map((d) => d.svg)).size).toBe(CANDIDATES);
      for (const d of four) {
        expect(d.scene.family).toBe('lettering');
        expect(d.scene.figures).toEqual([]);
      }
      // The motif shrunk to about half its size sits above the words; at full size, behind them.
      const motifs = four.map((d) => (/ scale\(0\.[3-6]\d*\)"/.test(d.svg) ? 'above' : 'across'));
      expect(new Set(motifs)).toEqual(new Set(['above', 'across']));
    }
  });

  it('differ in composition and style where the prompt leaves them open', () => {
    for (const seed of [1, 2, 3]) {
      const four = candidates('a fox wearing sunglasses', seed);
      expect(new Set(four.map((d) => d.scene.frame)).size).toBeGreaterThanOrEqual(2);
      // The arrangement: where the fox stands differs between at least two of them.
      const places = four.map((d) => {
        const fox = d.scene.figures.find((f) => f.noun === 'fox')!;
        return `${Math.round(fox.box.x)},${Math.round(fox.box.w)}`;
      });
      expect(new Set(places).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('keep a style the prompt asked for, and candidate 0 is the plain design', () => {
    for (const d of candidates('pixel art mushroom', 4))
      expect(d.svg).toContain('shape-rendering="crispEdges"');
    expect(drawDesign('a fox', 5, { candidate: 0 }).svg).toBe(drawDesign('a fox', 5).svg);
  });
});
