import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as users } from '../../../db/schema';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { createDesignJob, quotaOf } from './design-test-helpers';

describe('the design quota of an account whose e-mail address is not verified', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ UNVERIFIED_DESIGN_QUOTA: '3' });
    // Creating a design enqueues its job: on PostgreSQL pg-boss must be started for that.
    await t.deps.queue.start();
    customer = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('is UNVERIFIED_DESIGN_QUOTA until the e-mail address is verified', async () => {
    expect(await quotaOf(t, customer)).toMatchObject({ total: 3 });
    for (let i = 0; i < 3; i++)
      expect((await createDesignJob(t, customer, `a fox ${i}`)).statusCode).toBe(202);
    const fourth = await createDesignJob(t, customer, 'a fourth fox');
    expect(fourth.statusCode).toBe(429);
    await t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.id));
    expect(await quotaOf(t, customer)).toMatchObject({ total: 20, used: 3 });
    expect((await createDesignJob(t, customer, 'a fourth fox')).statusCode).toBe(202);
  });
});
