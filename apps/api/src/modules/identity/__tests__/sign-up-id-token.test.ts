import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';

describe('sign-up through the identity API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs a customer up and issues an ID token the API verifies', async () => {
    const user = await signUpTestUser(t.app);
    expect(user.token.split('.')).toHaveLength(3);
    expect(await t.deps.verifyIdToken(user.token)).toMatchObject({ id: user.id, email: user.email });
  });

  it('refuses a malformed sign-up with a 4xx and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'not-an-email', password: 'x', name: 'x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/\S/);
  });
});
