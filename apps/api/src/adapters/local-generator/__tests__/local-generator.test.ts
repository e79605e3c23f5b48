import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalGenerator, drawDesign } from '../index';

// A smaller output keeps the suite quick; the drawing is the same at any size.
const generator = createLocalGenerator({ width: 600 });
const generate = (prompt: string, seed = 7) => generator.generate({ prompt, seed });

describe('local image generator', () => {
  it('is the generator named local', () => {
    expect(generator.name).toBe('local');
  });

  it('draws the same picture for the same prompt and seed', async () => {
    const a = await generate('a retro sunset over the ocean with palm trees', 42);
    const b = await generate('a retro sunset over the ocean with palm trees', 42);
    expect(a.png.equals(b.png)).toBe(true);
  });

  it('draws different pictures for different prompts and for different seeds', async () => {
    const prompts = [
      'mountain adventure at night',
      'neon lightning rock',
      'spring flowers garden',
      'I love my cat',
    ];
    const images = await Promise.all(prompts.map((p) => generate(p)));
    const distinct = new Set(images.map((i) => i.png.toString('base64')));
    expect(distinct.size).toBe(prompts.length);
    expect(drawDesign('mountain adventure at night', 1)).not.toBe(
      drawDesign('mountain adventure at night', 2),
    );
  });

  it('returns a transparent PNG of the size it reports, 3:4 like the print file', async () => {
    const image = await generate('ocean waves surf club');
    const { data, info } = await sharp(image.png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: image.width, height: image.height, channels: 4 });
    expect(image.width * 4).toBe(image.height * 3);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(info.width - 1, info.height - 1)).toBe(0);
    expect(alphaAt(info.width / 2, Math.round(info.height * 0.4))).toBe(255);
  });

  it('renders the default size at half the print file, so the print step doubles it exactly', async () => {
    const image = await createLocalGenerator().generate({ prompt: 'desert canyon', seed: 1 });
    expect([image.width, image.height]).toEqual([1800, 2400]);
  });

  it('sets the words of the prompt in type and leaves out filler words', () => {
    const svg = drawDesign('Please make a design with a golden crown for the king', 3);
    expect(svg).toMatch(/GOLDEN|Golden/);
    expect(svg).toMatch(/CROWN|Crown/);
    expect(svg).not.toMatch(/>(PLEASE|DESIGN|Please|Design)</);
  });

  it('escapes markup and drops characters the fonts cannot draw', async () => {
    const svg = drawDesign('<script>"quotes" & 🐱 cats</script>', 1);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('🐱');
    await expect(generate('🐱🐶 🎸')).resolves.toMatchObject({ width: 600 });
  });

  it('stops before drawing when the job was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(generator.generate({ prompt: 'sun', seed: 1, signal: controller.signal })).rejects.toThrow();
  });
});
