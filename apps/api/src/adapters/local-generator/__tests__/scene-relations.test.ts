import { describe, expect, it } from 'vitest';
import { drawDesign, type PlacedFigure } from '../draw-design';

type Box = PlacedFigure['box'];
const SEEDS = [1, 2, 3, 4];
const cx = (b: Box) => b.x + b.w / 2;
const cy = (b: Box) => b.y + b.h / 2;
const bottom = (b: Box) => b.y + b.h;
const area = (b: Box) => b.w * b.h;
const overX = (a: Box, b: Box) => cx(a) >= b.x && cx(a) <= b.x + b.w;

/** The main figure drawn for `noun` (by the prompt's word or the drawing's name) at each seed. */
function scenes(prompt: string) {
  return SEEDS.map((seed) => {
    const { scene } = drawDesign(prompt, seed);
    const all = (name: string) =>
      scene.figures.filter((f) => f.noun === name || f.art === name || f.art.replace(/-/g, ' ') === name);
    const one = (name: string) => {
      const found = all(name).sort((x, y) => Number(x.role === 'crowd') - Number(y.role === 'crowd'))[0];
      expect(found, `${name} in "${prompt}" (seed ${seed})`).toBeDefined();
      return found!.box;
    };
    return { scene, all, one, seed };
  });
}

describe('relations between subjects', () => {
  it('wearing: a hat rests on the head of its wearer, sunglasses across its eyes', () => {
    for (const { one } of scenes('a frog wearing a crown')) {
      const [frog, crown] = [one('frog'), one('crown')];
      expect(overX(crown, frog)).toBe(true);
      expect(bottom(crown)).toBeGreaterThan(frog.y);
      expect(bottom(crown)).toBeLessThan(frog.y + frog.h * 0.45);
    }
    for (const { one } of scenes('a fox wearing sunglasses')) {
      const [fox, glasses] = [one('fox'), one('sunglasses')];
      expect(overX(glasses, fox)).toBe(true);
      expect(cy(glasses)).toBeGreaterThan(fox.y);
      expect(cy(glasses)).toBeLessThan(fox.y + fox.h * 0.5);
    }
  });

  it('roles as adjectives: the viking cat wears a viking helmet, is drawn once, holds the axe', () => {
    for (const { one, all } of scenes('viking cat with an axe')) {
      expect(all('cat')).toHaveLength(1);
      const [cat, helmet, axe] = [one('cat'), one('drawn-viking-helmet'), one('axe')];
      expect(overX(helmet, cat)).toBe(true);
      expect(cy(helmet)).toBeLessThan(cat.y + cat.h * 0.4);
      expect(cx(axe)).toBeGreaterThan(cat.x - cat.w * 0.2);
      expect(cx(axe)).toBeLessThan(cat.x + cat.w * 1.2);
    }
    for (const role of ['pirate', 'astronaut', 'chef', 'wizard', 'king', 'ninja', 'cowboy', 'detective']) {
      for (const { all } of scenes(`${role} dog`)) {
        expect(all('dog'), role).toHaveLength(1);
        expect(
          all(role).find((f) => f.role === 'worn'),
          role,
        ).toBeDefined();
      }
    }
    for (const { all } of scenes('cactus wearing a cowboy hat'))
      expect(all('cowboy hat face')).toHaveLength(0);
  });

  it('riding: the rider sits on the mount, which stands on what it is on', () => {
    for (const { one, all } of scenes('astronaut riding a horse on mars')) {
      const [rider, horse, mars] = [one('astronaut'), one('horse'), one('drawn-mars')];
      expect(all('ringed planet')).toHaveLength(0);
      expect(cy(rider)).toBeLessThan(cy(horse));
      expect(bottom(rider)).toBeGreaterThan(horse.y);
      expect(overX(rider, horse)).toBe(true);
      expect(cy(horse)).toBeLessThan(cy(mars));
      expect(bottom(horse)).toBeGreaterThan(mars.y);
    }
  });

  it('holding, eating, playing: the thing is within reach and smaller', () => {
    for (const prompt of [
      'an elephant holding a balloon',
      'a raccoon eating pizza',
      'a fox playing the violin',
    ]) {
      const [actor, thing] = prompt.replace(/^an? /, '').split(/ (?:holding|eating|playing) (?:a |the )?/);
      for (const { one } of scenes(prompt)) {
        const [a, t] = [one(actor!), one(thing!)];
        expect(cx(t)).toBeGreaterThan(a.x - a.w * 0.2);
        expect(cx(t)).toBeLessThan(a.x + a.w * 1.2);
        expect(cy(t)).toBeGreaterThan(a.y);
        expect(area(t)).toBeLessThan(area(a));
      }
    }
  });

  it('on, on its back, on top: resting on the other thing', () => {
    const cases: [string, string, string][] = [
      ['a frog playing guitar on a lily pad', 'frog', 'drawn-lily-pad'],
      ['turtle carrying a tiny house on its back', 'house', 'turtle'],
      ['a cupcake with a candle', 'candle', 'cupcake'],
      ['a dog skateboarding', 'dog', 'skateboard'],
    ];
    for (const [prompt, top, base] of cases) {
      for (const { one } of scenes(prompt)) {
        const [t, b] = [one(top), one(base)];
        expect(overX(t, b), prompt).toBe(true);
        expect(cy(t), prompt).toBeLessThan(cy(b));
        expect(bottom(t), prompt).toBeGreaterThan(b.y - b.h * 0.05);
        expect(bottom(t), prompt).toBeLessThan(b.y + b.h * 0.6);
      }
    }
    for (const { one } of scenes('turtle carrying a tiny house on its back'))
      expect(area(one('house'))).toBeLessThan(area(one('turtle')));
  });

  it('in, under, above, next to', () => {
    for (const { one } of scenes('a hamster in a teacup')) {
      const [hamster, cup] = [one('hamster'), one('teacup')];
      expect(overX(hamster, cup)).toBe(true);
      expect(bottom(hamster)).toBeGreaterThan(cup.y + cup.h * 0.25);
    }
    for (const { one } of scenes('a fox sleeping under a tree')) {
      const [fox, tree] = [one('fox'), one('tree')];
      expect(cy(fox)).toBeGreaterThan(cy(tree));
      expect(area(tree)).toBeGreaterThan(area(fox));
    }
    for (const { one } of scenes('a boy flying a kite'))
      expect(bottom(one('kite'))).toBeLessThan(cy(one('boy')));
    for (const { one } of scenes('a dog next to a cat')) {
      const [dog, cat] = [one('dog'), one('cat')];
      expect(Math.abs(cx(dog) - cx(cat))).toBeGreaterThan(0.35 * Math.max(dog.w, cat.w));
      expect(Math.min(bottom(dog), bottom(cat))).toBeGreaterThan(Math.max(dog.y, cat.y));
    }
  });

  it('numbers and sizes: as many as asked, giant and tiny against the others', () => {
    for (const { all } of scenes('three little pigs')) expect(all('pig')).toHaveLength(3);
    for (const { all } of scenes('four strawberries')) expect(all('strawberry')).toHaveLength(4);
    for (const { one } of scenes('a rabbit next to a giant carrot'))
      expect(area(one('carrot'))).toBeGreaterThan(area(one('rabbit')));
  });
});
