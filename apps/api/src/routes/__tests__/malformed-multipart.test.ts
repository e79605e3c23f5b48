import { apiErrorSchema } from '@prompttee/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../db/schema';
import { MALFORMED_MULTIPART } from '../../testing/malformed-multipart';
import { bearer, createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../testing/test-app';

describe('a malformed upload answers 400 and stores nothing', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  const storedDesigns = async () => (await t.deps.db.select({ n: count() }).from(designs))[0]!.n;

  it.each(MALFORMED_MULTIPART)('$name', async ({ contentType, payload }) => {
    const before = await storedDesigns();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/designs/upload',
      headers: { ...bearer(alice), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'BAD_REQUEST', error: 'Bad Request' });
    expect(res.json<{ message: string }>().message).toMatch(/PNG, JPEG or WebP/);
    expect(await storedDesigns()).toBe(before);
  });
});
