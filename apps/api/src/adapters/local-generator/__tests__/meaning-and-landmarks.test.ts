import { EU_COUNTRY_CODES } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { drawDesign } from '../draw-design';
import { landmarks } from '../vocabulary/drawn/landmarks';

const arts = (prompt: string, seed = 1) => drawDesign(prompt, seed).scene.figures.map((f) => f.art);

describe('compounds are one thing, words follow their sense', () => {
  it.each([
    ['a hot dog with mustard', 'hot-dog', ['dog', 'sitting-dog']],
    ['a frog on a lily pad', 'drawn-lily-pad', ['spiral-notepad', 'lotus']],
    ['minimalist line drawing of a coffee plant', 'drawn-coffee-plant', ['hot-beverage']],
    ['a palm tree on an island', 'palm-tree', ['deciduous-tree']],
    ['ice cream cone with sprinkles', 'ice-cream', ['ice']],
    ['a fire truck with a ladder', 'fire-engine', ['fire']],
    ['a starfish on the sand', 'drawn-starfish', ['star', 'glowing-star']],
    ['a cactus wearing a cowboy hat', 'drawn-cowboy-hat', ['cowboy-hat-face']],
  ])('%s draws %s and none of %s', (prompt, wanted, unwanted) => {
    for (const seed of [1, 2]) {
      const drawn = arts(prompt, seed);
      expect(drawn.some((a) => a.includes(wanted))).toBe(true);
      for (const u of unwanted) expect(drawn).not.toContain(u);
    }
  });

  it('a digit is a count or lettering, a keycap only when asked for', () => {
    expect(arts('number 30 birthday balloons').some((a) => a.startsWith('keycap'))).toBe(false);
    expect(arts('a soccer jersey with the number 10').some((a) => a.startsWith('keycap'))).toBe(false);
    expect(arts('a keycap').some((a) => a.startsWith('keycap'))).toBe(true);
  });
});

describe('landmarks', () => {
  it('every capital of the 26 shipping countries has its landmark, drawn when the city is named', () => {
    expect(landmarks).toHaveLength(EU_COUNTRY_CODES.length);
    for (const { name, words } of landmarks) {
      const city = words[0]!;
      expect(arts(`${city} at sunset`), city).toContain(`drawn-${name.replace(/ /g, '-')}`);
    }
  });

  it("Tallinn's old town is its towers and spires at night, not a generic skyline", () => {
    for (const seed of [1, 2, 3, 4]) {
      const { scene, subjects } = drawDesign('Tallinn old town skyline at night', seed);
      expect(scene.figures.map((f) => f.art)).toEqual(['drawn-tallinn-old-town']);
      expect(scene.backdrop).toContain('night');
      expect(subjects).not.toContain('skyline');
    }
  });

  it('a subject in a capital stands in front of its landmark', () => {
    const { scene } = drawDesign('a cat on a rooftop in Tallinn', 1);
    const town = scene.figures.find((f) => f.art === 'drawn-tallinn-old-town')!;
    const cat = scene.figures.find((f) => f.noun === 'cat')!;
    expect(town.z).toBeLessThan(cat.z);
  });
});
