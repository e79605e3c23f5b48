import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../index';

const PNG = 'image/png';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function store() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
  dirs.push(dir);
  return { dir, blobs: createLocalBlobStore({ dir, publicBaseUrl: 'http://shop.test', signingSecret: 's' }) };
}

describe('local blob store', () => {
  it('never lets a reader see a file half-written while it is replaced', async () => {
    const { blobs } = store();
    const small = Buffer.alloc(1024, 1);
    const large = Buffer.alloc(8 * 1024 * 1024, 2);
    await blobs.put('designs/abc/print.png', small, PNG);
    const sizes = new Set<number>();
    const writes = Promise.all(
      [0, 1, 2].map((i) => blobs.put('designs/abc/print.png', i % 2 ? small : large, PNG)),
    );
    for (let i = 0; i < 50; i++) sizes.add((await blobs.get('designs/abc/print.png'))!.length);
    await writes;
    expect([...sizes].every((size) => size === small.length || size === large.length)).toBe(true);
  });

  it('leaves no partial file behind, and none of them under a servable name', async () => {
    const { dir, blobs } = store();
    await Promise.all([
      blobs.put('designs/x/a.png', Buffer.from('a'), PNG),
      blobs.put('designs/x/a.png', Buffer.from('b'), PNG),
    ]);
    expect(readdirSync(path.join(dir, 'designs/x'))).toEqual(['a.png']);
    expect(['a', 'b']).toContain((await blobs.get('designs/x/a.png'))!.toString());
  });

  it('refuses a key that could leave its folder', async () => {
    const { blobs } = store();
    await expect(blobs.put('../escape.png', Buffer.from('x'), PNG)).rejects.toThrow();
  });
});
