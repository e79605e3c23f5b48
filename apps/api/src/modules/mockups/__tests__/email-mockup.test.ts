import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { emailMockupUrl } from '../email-mockup';

/** A blob store in a Map, counting writes: enough for what emailMockupUrl asks of one. */
function memoryStore(files: Record<string, Buffer> = {}) {
  const blobs = new Map(Object.entries(files));
  const put = vi.fn(async (key: string, body: Buffer) => void blobs.set(key, body));
  return {
    blobs,
    put,
    get: async (key: string) => blobs.get(key) ?? null,
    publicUrl: (key: string) => `https://shop.example/media/${key}`,
  };
}

const deps = (store: ReturnType<typeof memoryStore>) => ({
  blobStore: store as never,
  log: { warn: vi.fn() } as never,
});

describe('a mockup in an e-mail', () => {
  it('is a JPEG copy on white, made once and kept beside the WebP', async () => {
    const webp = await sharp({
      create: { width: 32, height: 40, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const store = memoryStore({ 'mockups/abc-thumb.webp': webp });
    const url = await emailMockupUrl(deps(store), 'mockups/abc-thumb.webp');
    expect(url).toBe('https://shop.example/media/mockups/abc-thumb.jpg');
    const jpeg = store.blobs.get('mockups/abc-thumb.jpg')!;
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 40 });
    // Half-transparent red on white, not on black.
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(100);
    expect(await emailMockupUrl(deps(store), 'mockups/abc-thumb.webp')).toBe(url);
    expect(store.put).toHaveBeenCalledTimes(1);
  });

  it('falls back to the WebP when no copy can be made', async () => {
    const broken = memoryStore({ 'mockups/bad-thumb.webp': Buffer.from('not an image') });
    const d = deps(broken);
    expect(await emailMockupUrl(d, 'mockups/bad-thumb.webp')).toBe(
      'https://shop.example/media/mockups/bad-thumb.webp',
    );
    expect((d.log as unknown as { warn: ReturnType<typeof vi.fn> }).warn).toHaveBeenCalled();
    const empty = memoryStore();
    expect(await emailMockupUrl(deps(empty), 'mockups/gone-thumb.webp')).toBe(
      'https://shop.example/media/mockups/gone-thumb.webp',
    );
    expect(empty.put).not.toHaveBeenCalled();
  });
});
