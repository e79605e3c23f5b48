import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { signUpTestUser } from '../../../testing/test-app';
import { raiseAlert } from '../../alerts/raise-alert';
import { insertDesign } from '../../orders/__tests__/checkout-fixtures';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

// Each operator action answers its English sentence and the same as a code and values, which the
// console words in its language; the audit log keeps both.
describe('what operator actions say, as codes', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  const answer = async (...args: Parameters<AdminTestApp['call']>) => {
    const res = await t.call(...args);
    expect(res.statusCode).toBe(200);
    return res.json() as { ok: true; message: string; text: { code: string; values: object } };
  };
  const auditOf = async (path: string) =>
    (await t.call('GET', path)).json().audit as { summary: string; summary_text: unknown }[];

  it('a refund: the amount in minor units with its currency, the reason in the log', async () => {
    const order = await t.paidOrder();
    expect(await answer('POST', `/orders/${order.id}/refund`, { reason: 'Wrong size' })).toEqual({
      ok: true,
      message: 'Order canceled and 24.99 EUR refunded.',
      text: { code: 'order_refunded', values: { amount: 2499, currency: 'EUR', producer_order_id: null } },
    });
    expect((await answer('POST', `/orders/${order.id}/refund`, { reason: 'Again' })).text).toEqual({
      code: 'order_already_refunded',
      values: {},
    });
    expect(await auditOf(`/orders/${order.id}`)).toMatchObject([
      {
        summary: 'Canceled and refunded 24.99 EUR: Wrong size',
        summary_text: {
          code: 'order_refund_logged',
          values: { amount: 2499, currency: 'EUR', reason: 'Wrong size' },
        },
      },
    ]);
  });

  it('a retried submission and a note (a note is the operator’s own words, logged without a code)', async () => {
    const order = await t.paidOrder();
    const sent = { code: 'sent_to_producer', values: { producer_order_id: `sim_${order.id}` } };
    expect((await answer('POST', `/orders/${order.id}/retry-submission`)).text).toEqual(sent);
    expect(await answer('POST', `/orders/${order.id}/notes`, { text: 'Called them' })).toMatchObject({
      message: 'Note added.',
      text: { code: 'note_added', values: {} },
    });
    expect(await auditOf(`/orders/${order.id}`)).toMatchObject([
      { summary: 'Called them', summary_text: null },
      { summary: `Sent to the producer: sim_${order.id}.`, summary_text: sent },
    ]);
  });

  it('an account disabled and enabled, designs granted, a design removed', async () => {
    const customer = await signUpTestUser(t.app);
    const path = `/customers/${customer.id}`;
    expect((await answer('POST', `${path}/disable`)).text).toEqual({ code: 'account_disabled', values: {} });
    expect((await answer('POST', `${path}/enable`)).text).toEqual({ code: 'account_enabled', values: {} });
    expect(await answer('POST', `${path}/quota-grants`, { units: 3 })).toMatchObject({
      message: 'Granted 3 more designs this month (3 in all).',
      text: { code: 'designs_granted', values: { units: 3, total: 3 } },
    });
    const designId = await insertDesign(t.deps.db, customer.id);
    expect((await answer('DELETE', `/designs/${designId}`)).text).toEqual({
      code: 'design_removed',
      values: { files_kept: false },
    });
    expect((await auditOf(path)).map((entry) => entry.summary_text)).toEqual([
      { code: 'design_removed', values: { files_kept: false, prompt: 'a fox in a forest' } },
      { code: 'designs_granted', values: { units: 3, total: 3 } },
      { code: 'account_enabled', values: {} },
      { code: 'account_disabled', values: {} },
    ]);
  });

  it('an alert resolved', async () => {
    const alert = await raiseAlert(t.deps, {
      kind: 'dead_letter_job',
      ref: 'job:texts',
      text: { key: 'jobGaveUp', values: { job: 'x', attempts: 1, reason: 'y' } },
    });
    expect((await answer('POST', `/alerts/${alert!.id}/resolve`)).text).toEqual({
      code: 'alert_resolved',
      values: {},
    });
  });

  it('an entry logged before codes keeps its English summary and no code', async () => {
    const customer = await signUpTestUser(t.app);
    await t.deps.db.insert(auditLog).values({
      actorId: t.operator.id,
      actorEmail: t.operator.email,
      action: 'customer.grant_quota',
      customerId: customer.id,
      summary: 'Granted 1 more design this month (1 in all).',
    });
    expect(await auditOf(`/customers/${customer.id}`)).toMatchObject([
      { summary: 'Granted 1 more design this month (1 in all).', summary_text: null },
    ]);
  });
});
