import { adminAuditLogResponseSchema, AUDIT_LOG_PAGE_SIZE } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { createAdminTestApp, verify, type AdminTestApp } from './admin-test-app';

// GET /v1/admin/audit-log: the shop-wide audit log the console's audit page reads.

describe(`GET /v1/admin/audit-log (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  const read = async (query = '') => {
    const res = await t.call('GET', `/audit-log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminAuditLogResponseSchema.parse(res.json());
  };

  it('lists every operator action in the shop, newest first, with who did it', async () => {
    const before = (await read()).total;
    const order = await t.paidOrder();
    const note = await t.call('POST', `/orders/${order.id}/notes`, { text: 'Called the customer' });
    expect(note.statusCode, note.body).toBe(200);
    const grant = await t.call('POST', `/customers/${t.customer.id}/quota-grants`, { units: 5 });
    expect(grant.statusCode, grant.body).toBe(200);

    const log = await read();
    expect(log.total).toBe(before + 2);
    expect(log.page).toBe(1);
    expect(log.page_size).toBe(AUDIT_LOG_PAGE_SIZE);
    expect(log.entries.slice(0, 2).map((e) => [e.action, e.actor_email])).toEqual([
      ['customer.grant_quota', t.operator.email],
      ['order.note', t.operator.email],
    ]);
    expect(log.entries[1]).toMatchObject({ order_id: order.id, summary: 'Called the customer' });
  });

  it('pages through the log without repeating or skipping an entry', async () => {
    const at = new Date('2020-01-01T00:00:00Z');
    await t.deps.db.insert(auditLog).values(
      Array.from({ length: AUDIT_LOG_PAGE_SIZE + 3 }, (_, i) => ({
        actorId: t.operator.id,
        actorEmail: t.operator.email,
        action: 'order.note',
        summary: `old note ${i}`,
        // Pairs share a time: the order must still be one and the same on every page.
        createdAt: new Date(at.getTime() + Math.floor(i / 2) * 1000),
      })),
    );
    const first = await read('?page=1');
    const pages = Math.ceil(first.total / AUDIT_LOG_PAGE_SIZE);
    const all = [...first.entries];
    for (let page = 2; page <= pages; page++) all.push(...(await read(`?page=${page}`)).entries);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((e) => e.id)).size).toBe(first.total);
    const times = all.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await read(`?page=${pages + 1}`)).entries).toEqual([]);
  });

  it('refuses a bad page number with 400', async () => {
    for (const page of ['0', '-1', 'two']) {
      expect((await t.call('GET', `/audit-log?page=${page}`)).statusCode, page).toBe(400);
    }
  });

  it('answers 403 to a customer, 401 without a token', async () => {
    await verify(t, t.customer);
    const refused = await t.call('GET', '/audit-log', undefined, t.customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/audit-log' })).statusCode).toBe(401);
  });
});
