import { describe, expect, it } from 'vitest';
import { drawDesign, refineDesign } from '../draw-design';
import { refinePrompt } from '../reading/refine-prompt';

const base = 'a red fox reading a book under the moon';

describe('refining a design', () => {
  it.each([
    ['add a crown', 'a red fox reading a book under the moon wearing a crown'],
    ['add a coffee cup', 'a red fox reading a book under the moon with a coffee cup'],
    ['in pixel art', 'a red fox reading a book under the moon, pixel art'],
    ['make the fox blue', 'a blue fox reading a book under the moon'],
    ['without the book', 'a red fox under the moon'],
    ['more stars', 'a red fox reading a book under the moon, more stars'],
  ])('"%s" changes what it says and keeps the rest', (refinement, expected) => {
    expect(refinePrompt(base, refinement)).toBe(expected);
  });

  it('a new style replaces the old one', () => {
    expect(refinePrompt('retro sunset with a palm tree, vintage style', 'in line art')).toBe(
      'sunset with a palm tree, line art',
    );
  });

  it('adding a crown puts it on the fox and keeps subjects, frame and arrangement', () => {
    for (const seed of [1, 2, 3, 4]) {
      const before = drawDesign(base, seed).scene;
      const after = refineDesign(base, 'add a crown', seed).scene;
      expect(after.frame).toBe(before.frame);
      const crown = after.figures.find((f) => f.noun === 'crown');
      expect(crown?.role).toBe('worn');
      for (const f of before.figures) {
        const same = after.figures.find((g) => g.noun === f.noun && g.role === f.role);
        expect(same, f.noun).toBeDefined();
        // The same arrangement: the fox faces the same way and keeps its place among the others.
        expect(Math.sign(same!.box.x + same!.box.w / 2 - 300)).toBe(Math.sign(f.box.x + f.box.w / 2 - 300));
      }
    }
  });

  it('a style refinement changes the style only', () => {
    const refined = refineDesign('a cat holding a balloon', 'in pixel art', 3);
    expect(refined.prompt).toBe('a cat holding a balloon, pixel art');
    expect(refined.scene.figures.map((f) => f.noun).sort()).toEqual(['balloon', 'cat']);
    expect(refined.svg).not.toBe(drawDesign('a cat holding a balloon', 3).svg);
  });
});
