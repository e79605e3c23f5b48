import type { Layer } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composedSides } from '../../../db/schema';
import { createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';
import { ensureComposedSide } from '../compose-side';
import { purgeUnusedCompositions } from '../purge-unused-compositions';
import { insertOrder } from '../../orders/__tests__/order-fixtures';

const DAY = 24 * 3600_000;

const text = (words: string): Layer[] => [
  {
    type: 'text',
    text: words,
    font: 'montserrat',
    color: '#D62828',
    x: 0.5,
    y: 0.3,
    width: 0.6,
    rotation: 0,
    arc: 0,
    align: 'center',
    letter_spacing: 0,
  },
];

// The cart's previews of layers nobody ordered must not keep a customer's text and pictures for good.
describe(`Unused compositions (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let userId: string;
  const start = Date.parse('2026-05-04T09:00:00Z');
  let now = start;
  const clock = { now: () => new Date(now) };

  const compose = (words: string) =>
    ensureComposedSide(t.deps, { userId, layers: text(words), designs: new Map() });
  const exists = async (key: string) => (await t.deps.blobStore.get(key)) !== null;

  beforeAll(async () => {
    t = await createTestApp({ DESIGN_TTL_DAYS: '30' }, { clock });
    userId = (await signUpTestUser(t.app, 'compositions@example.com')).id;
  });
  afterAll(() => t.close());

  it('go, files and all, once unused for a design’s lifetime; ordered and recently used ones stay', async () => {
    const previewed = await compose('only previewed');
    const ordered = await compose('ordered');
    const reused = await compose('previewed again');

    await insertOrder(t.deps.db, {
      userId,
      items: [{ files: { front: { printKey: ordered.printKey, thumbnailKey: ordered.thumbnailKey } } }],
    });

    // Just inside the lifetime nothing goes; the third is asked for again (the same cart line).
    now = start + 29 * DAY;
    expect(await compose('previewed again')).toEqual(reused);
    expect(await purgeUnusedCompositions(t.deps)).toEqual({ compositions: 0, filesDeleted: 0, filesKept: 0 });

    now = start + 30 * DAY + 1000;
    expect(await purgeUnusedCompositions(t.deps)).toEqual({ compositions: 2, filesDeleted: 2, filesKept: 2 });
    expect(await exists(previewed.printKey)).toBe(false);
    expect(await exists(previewed.thumbnailKey)).toBe(false);
    expect(await exists(ordered.printKey)).toBe(true);
    expect(await exists(ordered.thumbnailKey)).toBe(true);
    expect(await exists(reused.printKey)).toBe(true);
    const rows = await t.deps.db.select({ hash: composedSides.hash }).from(composedSides);
    expect(rows.map((r) => r.hash)).toEqual([reused.hash]);

    // A preview asked for after its files went is composed anew.
    const again = await compose('only previewed');
    expect(again.printKey).toBe(previewed.printKey);
    expect(await exists(previewed.printKey)).toBe(true);
  });

  it('keeps a composition asked for again between the purge’s reading and its deleting', async () => {
    const side = await compose('asked for at the last moment');
    now += 31 * DAY;
    const stale = await t.deps.compositions.unusedSince(clock.now(), 10);
    expect(stale).toContain(side.hash);
    await compose('asked for at the last moment');
    expect(await t.deps.compositions.forgetUnused(stale, new Date(now - 30 * DAY))).not.toContain(side.hash);
    expect(
      await t.deps.db.select().from(composedSides).where(eq(composedSides.hash, side.hash)),
    ).toHaveLength(1);
  });
});
