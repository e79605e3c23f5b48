import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../ports/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A clock the test moves, so the same signed URL can be tried before and after it expires.
const now = { at: new Date('2026-11-22T12:00:00Z') };
const clock: Clock = { now: () => now.at };

describe('private media (print files)', () => {
  let t: TestApp;
  const key = 'private/designs/tok123/print.png';
  const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await t.deps.blobStore.put(key, Buffer.from('print-bytes'), 'image/png');
    await t.deps.blobStore.put('designs/tok123/print.png', Buffer.from('legacy'), 'image/png');
    await t.deps.blobStore.put('designs/tok123/thumb.webp', Buffer.from('thumb'), 'image/webp');
  });
  afterAll(() => t.close());

  it('serves a print file only with a valid, unexpired signature, and never caches it publicly', async () => {
    const url = await t.deps.blobStore.signedUrl(key, new Date(now.at.getTime() + 15 * 60_000));
    const ok = await t.app.inject(pathOf(url));
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('print-bytes');
    expect(ok.headers['cache-control']).toBe('private, max-age=600');

    expect((await t.app.inject(`/media/${key}`)).statusCode).toBe(404);
    expect((await t.app.inject(pathOf(url).replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(
      404,
    );
    expect((await t.app.inject(pathOf(url).replace(/expires=\d+/, 'expires=9999999999'))).statusCode).toBe(
      404,
    );
    const otherFile = pathOf(url).replace('tok123', 'tok124');
    expect((await t.app.inject(otherFile)).statusCode).toBe(404);

    now.at = new Date(now.at.getTime() + 16 * 60_000);
    expect((await t.app.inject(pathOf(url))).statusCode).toBe(404);
  });

  it('keeps print files made before the private/ folder private too, and thumbnails public', async () => {
    expect((await t.app.inject('/media/designs/tok123/print.png')).statusCode).toBe(404);
    expect(() => t.deps.blobStore.publicUrl('designs/tok123/print.png')).toThrow(/signed URL/);
    const thumb = await t.app.inject(pathOf(t.deps.blobStore.publicUrl('designs/tok123/thumb.webp')));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('judges privacy case-blind, as a case-insensitive disk would find the file', async () => {
    // On such a disk `Print.png` is the print file itself, so it must not pass as a public file.
    await t.deps.blobStore.put('designs/tok125/Print.png', Buffer.from('print'), 'image/png');
    expect((await t.app.inject('/media/designs/tok125/Print.png')).statusCode).toBe(404);
    expect((await t.app.inject('/media/PRIVATE/designs/tok123/print.png')).statusCode).toBe(404);
  });

  it('answers 404, never a file, for a key that is not canonical', async () => {
    // A hidden file on disk, beside a real one: the store would refuse to write this key itself.
    const mediaDir = path.join(t.deps.config.dataDir, 'media');
    await writeFile(path.join(mediaDir, 'designs/tok123/.thumb.webp'), 'hidden');
    await expect(
      t.deps.blobStore.put('designs/tok123/.thumb.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/Unsafe blob key/);
    for (const url of [
      '/media/designs//tok123/thumb.webp',
      '/media/designs/tok123/thumb.webp/',
      '/media/designs/tok123/.thumb.webp',
      '/media/',
    ]) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    // A missing file is a 404 that no cache keeps.
    const missing = await t.app.inject('/media/designs/tok999/thumb.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await t.app.inject({ method: 'HEAD', url: '/media/designs/tok123/thumb.webp' })).statusCode).toBe(
      200,
    );
  });
});
