import { DESIGN_STYLES } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { drawDesign } from '../draw-design';
import { styleWords } from '../reading/styles';

describe('a style picked beside the words', () => {
  it('is a style the prompt reader knows, for every style the shop offers', () => {
    const known = new Set(Object.values(styleWords));
    for (const style of DESIGN_STYLES) expect(known.has(style), style).toBe(true);
  });

  it('draws as if the prompt had named it, on all four candidates', () => {
    for (const candidate of [0, 1, 2, 3]) {
      const picked = drawDesign('a mushroom', 3, { candidate, style: 'pixel' });
      expect(picked.svg, `candidate ${candidate}`).toContain('shape-rendering="crispEdges"');
    }
    // Left open, pixel art is one family among the four candidates, not all of them.
    const unpicked = [0, 1, 2, 3].filter((candidate) =>
      drawDesign('a mushroom', 3, { candidate }).svg.includes('shape-rendering="crispEdges"'),
    );
    expect(unpicked.length).toBeLessThan(2);
    expect(drawDesign('a mushroom', 3, { style: 'badge' }).scene.frame).toBe('badge');
  });
});
