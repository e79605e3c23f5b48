import { FONTS, fontListResponseSchema } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadFont } from '../bundled-fonts';

describe('the bundled fonts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every font with its family, category and licence, without a token', async () => {
    const res = await t.app.inject({ url: '/v1/fonts' });
    expect(res.statusCode).toBe(200);
    const { fonts } = fontListResponseSchema.parse(res.json());
    expect(fonts.map((f) => f.id)).toEqual(FONTS.map((f) => f.id));
    expect(new Set(fonts.map((f) => f.licence))).toEqual(new Set(['OFL-1.1']));
    expect(fonts.every((f) => f.url === `/v1/fonts/${f.id}.ttf`)).toBe(true);
  });

  it('serves each font file from the shop with a year of caching', async () => {
    for (const font of FONTS) {
      const res = await t.app.inject({ url: `/v1/fonts/${font.id}.ttf` });
      expect(res.statusCode, font.id).toBe(200);
      expect(res.headers['content-type']).toBe('font/ttf');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A TrueType file starts with the sfnt version 0x00010000.
      expect(res.rawPayload.subarray(0, 4).toString('hex'), font.id).toBe('00010000');
    }
  });

  it('answers 404 for a font it does not bundle or a path outside the folder', async () => {
    expect((await t.app.inject({ url: '/v1/fonts/comic-sans.ttf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/fonts/..%2Fapp.ts' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: '/v1/fonts/..%2Fapp.ts' })).statusCode).toBeLessThan(500);
  });

  it('has the glyphs of printable ASCII in every font', () => {
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    for (const font of FONTS) {
      const parsed = loadFont(font.id);
      const missing = [...ascii].filter((c) => c !== ' ' && parsed.charToGlyph(c).index === 0);
      expect(missing, `${font.id} lacks ${missing.join('')}`).toEqual([]);
    }
  });
});
