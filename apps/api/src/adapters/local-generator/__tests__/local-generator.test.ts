import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalGenerator, drawDesign, renderDesignSvg } from '../index';

const generator = createLocalGenerator();
const pixels = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe('local image generator', () => {
  it('is the generator named local and carries its provenance', async () => {
    const image = await generator.generate({ prompt: 'a fox wearing sunglasses', seed: 1 });
    expect(generator.name).toBe('local');
    expect(image.provenance).toEqual({
      prompt: 'a fox wearing sunglasses',
      subjects: ['fox', 'sunglasses'],
      creatorTool: expect.stringContaining('local generator'),
      digitalSourceType: 'algorithmicMedia',
    });
    expect(image.sourceWidth).toBe(3600);
  });

  it('draws the same design for the same prompt and seed', async () => {
    expect(drawDesign('a retro sunset over the ocean with palm trees', 42)).toEqual(
      drawDesign('a retro sunset over the ocean with palm trees', 42),
    );
    const a = await generator.generate({ prompt: 'an owl reading a book', seed: 9 });
    const b = await generator.generate({ prompt: 'an owl reading a book', seed: 9 });
    expect(a.png.equals(b.png)).toBe(true);
  });

  it('arranges and colours other seeds visibly differently', async () => {
    const prompt = 'a bear holding a coffee';
    const renders = await Promise.all(
      [1, 2, 3, 4].map(
        async (seed) => (await pixels(renderDesignSvg(drawDesign(prompt, seed).svg, 120).png)).data,
      ),
    );
    // Share of pixels that differ clearly between two seeds' designs.
    const differing = (a: Buffer, b: Buffer) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (
          Math.abs(a[i]! - b[i]!) +
            Math.abs(a[i + 1]! - b[i + 1]!) +
            Math.abs(a[i + 2]! - b[i + 2]!) +
            Math.abs(a[i + 3]! - b[i + 3]!) >
          60
        )
          n++;
      }
      return n / (a.length / 4);
    };
    for (let i = 1; i < renders.length; i++)
      expect(differing(renders[0]!, renders[i]!)).toBeGreaterThan(0.08);
    // Whatever the seed, the prompt's subjects are drawn.
    for (const seed of [1, 2, 3, 4]) expect(drawDesign(prompt, seed).subjects).toEqual(['bear', 'coffee']);
  });

  it('renders a small preview first and the artwork at any width later, transparent, 3:4', async () => {
    const image = await generator.generate({ prompt: 'ocean waves surf club', seed: 3 });
    expect([image.width, image.height]).toEqual([384, 512]);
    const big = await image.renderAt!(900);
    expect([big.width, big.height]).toEqual([900, 1200]);
    const { data, info } = await pixels(image.png);
    expect(data[3]).toBe(0);
    expect(data[(info.width * info.height - 1) * 4 + 3]).toBe(0);
  });

  it('prints the text it was asked for, and no words otherwise', () => {
    expect(drawDesign('a cat saying "stay cool"', 1).svg).toContain('STAY COOL');
    for (const seed of [1, 2, 3])
      expect(drawDesign('a red fox reading a book under the moon', seed).svg).not.toContain('<text');
  });

  it('draws a design, never an error, for prompts naming nothing drawable', async () => {
    for (const prompt of [
      'good vibes only',
      'xyzzy qwerty',
      '🐱🐶 🎸',
      '<script>"quotes" & stuff</script>',
      '',
    ]) {
      const design = drawDesign(prompt, 5);
      expect(design.svg).not.toContain('<script>');
      const { data } = await pixels(renderDesignSvg(design.svg, 150).png);
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque++;
      expect(opaque / (data.length / 4)).toBeGreaterThan(0.15);
    }
  });

  it('stops before drawing when the job was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(generator.generate({ prompt: 'sun', seed: 1, signal: controller.signal })).rejects.toThrow();
  });
});
