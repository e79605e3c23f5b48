import { MAX_UPLOADS_PER_DAY } from '@prompttee/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../../db/schema';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { upload } from './upload-helpers';

const storedDesigns = async (t: TestApp, user: TestUser) => {
  const [row] = await t.deps.db.select({ n: count() }).from(designs).where(eq(designs.userId, user.id));
  return row!.n;
};

describe(`the daily upload limit under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`100 parallel uploads store exactly ${MAX_UPLOADS_PER_DAY} designs; the rest answer 429`, async () => {
    const user = await signUpTestUser(t.app);
    const png = await sharp({ create: { width: 6, height: 8, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 100 }, () => upload(t, user, png)));

    const stored = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(stored).toHaveLength(MAX_UPLOADS_PER_DAY);
    expect(refused).toHaveLength(100 - MAX_UPLOADS_PER_DAY);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await storedDesigns(t, user)).toBe(MAX_UPLOADS_PER_DAY);
  }, 60_000);
});
