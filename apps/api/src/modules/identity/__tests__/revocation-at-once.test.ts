import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../../db/schema';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { cookieOf, signIn } from './identity-helpers';

// Whether a session is active is remembered between calls (cached-identity-repository.ts). Whatever ends a
// session or disables its user, through the shop or beside it, the next call with one of its ID
// tokens is refused: the database tells every process of the change.
describe('revoking a session takes effect on the next call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ordersStatus = async (who: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: bearer(who) })).statusCode;
  /** A customer whose session this process has just seen active (so its answer is remembered). */
  const activeCustomer = async () => {
    const customer = await signUpTestUser(t.app);
    expect(await ordersStatus(customer)).toBe(200);
    expect(await ordersStatus(customer)).toBe(200);
    return customer;
  };
  const origin = { origin: 'http://localhost:3000' };

  it('(the answer is remembered: a change that no trigger reports goes unseen until one does)', async () => {
    const customer = await activeCustomer();
    await t.deps.db.transaction(async (tx) => {
      // Triggers off for this transaction only: the session ends without a notification.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(session).where(eq(session.userId, customer.id));
    });
    expect(await ordersStatus(customer)).toBe(200);
    await t.deps.db.update(user).set({ disabled: false }).where(eq(user.id, customer.id));
    expect(await ordersStatus(customer)).toBe(200);
    await t.deps.db.update(user).set({ disabled: true }).where(eq(user.id, customer.id));
    expect(await ordersStatus(customer)).toBe(401);
  });

  it('after signing out', async () => {
    const customer = await activeCustomer();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: customer.cookie, ...origin },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await ordersStatus(customer)).toBe(401);
  });

  it('after a password change on another session', async () => {
    const phone = await activeCustomer();
    const laptop = cookieOf(await signIn(t, phone.email, 'correct-horse-1'));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: laptop, ...origin },
      payload: { currentPassword: 'correct-horse-1', newPassword: 'changed-pass-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await ordersStatus(phone)).toBe(401);
  });

  it('after its session row is deleted beside the shop', async () => {
    const customer = await activeCustomer();
    await t.deps.db.delete(session).where(eq(session.userId, customer.id));
    expect(await ordersStatus(customer)).toBe(401);
  });

  it('after its user is disabled beside the shop, and again once enabled', async () => {
    const customer = await activeCustomer();
    await t.deps.db.update(user).set({ disabled: true }).where(eq(user.id, customer.id));
    expect(await ordersStatus(customer)).toBe(401);
    await t.deps.db.update(user).set({ disabled: false }).where(eq(user.id, customer.id));
    expect(await ordersStatus(customer)).toBe(200);
  });

  it('after its session is cut short', async () => {
    const customer = await activeCustomer();
    const past = new Date(Date.now() - 1000);
    await t.deps.db.update(session).set({ expiresAt: past }).where(eq(session.userId, customer.id));
    expect(await ordersStatus(customer)).toBe(401);
  });
});
