import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../../../db/schema';
import { bearer } from '../../../testing/test-app';
import { raiseAlert } from '../../alerts/raise-alert';
import { createAdminTestApp, OPERATOR_EMAIL, type AdminTestApp } from './admin-test-app';

describe('alerts on the console', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  it('shows a raised alert on the front page, e-mails operators once, and resolves it', async () => {
    const order = await t.paidOrder();
    const input = {
      kind: 'producer_refused' as const,
      ref: `order:${order.id}`,
      text: {
        key: 'producerRefused' as const,
        values: { order: order.displayOrderId, reason: 'Gelato order create failed with 400: bad file' },
      },
      orderId: order.id,
    };
    await raiseAlert(t.deps, input);
    await raiseAlert(t.deps, input);

    const overview = (await t.call('GET', '/overview')).json();
    expect(overview.open_alerts).toMatchObject([{ kind: 'producer_refused', order_id: order.id }]);
    expect(overview.orders_today).toBeGreaterThanOrEqual(1);
    expect(overview.orders_by_day).toHaveLength(14);
    const mailed = t.mail.filter((m) => m.subject.includes('Alert:'));
    expect(mailed.map((m) => m.to).sort()).toEqual([OPERATOR_EMAIL, 'someone@else.example']);

    const alertId = overview.open_alerts[0].alert_id;
    expect((await t.call('POST', `/alerts/${alertId}/resolve`, undefined, t.customer)).statusCode).toBe(403);
    expect((await t.call('POST', `/alerts/${alertId}/resolve`)).statusCode).toBe(200);
    expect((await t.call('POST', `/alerts/${alertId}/resolve`)).statusCode).toBe(409);
    expect((await t.call('GET', '/alerts')).json().alerts).toEqual([]);
    const all = (await t.call('GET', '/alerts?all=true')).json().alerts;
    expect(all).toMatchObject([{ alert_id: alertId }]);
    expect(all[0].resolved_at).not.toBeNull();
  });

  it('words alerts in the reader’s language, and an alert raised before as it was stored', async () => {
    const order = await t.paidOrder();
    await raiseAlert(t.deps, {
      kind: 'duplicate_payment',
      ref: `cs_dup_${order.id}`,
      text: { key: 'duplicateNotRefunded', values: { session: 'cs_dup' } },
      orderId: order.id,
    });
    await t.deps.db.insert(alerts).values({
      kind: 'dead_letter_job',
      ref: `job:old-${order.id}`,
      message: 'Job old failed for good after 1 attempt: gone',
    });
    const read = async (path: string, language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/admin${path}`,
          headers: { ...bearer(t.operator), 'accept-language': language },
        })
      ).json();
    const messages = (list: { message: string }[]) => list.map((alert) => alert.message);

    const estonian = messages((await read('/alerts', 'et')).alerts);
    expect(estonian).toContain(
      'Juba tasutud tellimuse eest võeti teine makse (cs_dup); seda EI tagastatud, sest tagasimakse ebaõnnestus: tagasta raha käsitsi.',
    );
    expect(estonian).toContain('Job old failed for good after 1 attempt: gone');
    expect(messages((await read('/overview', 'et-EE,et;q=0.9')).open_alerts)).toEqual(estonian);
    expect(messages((await read('/alerts', 'en')).alerts)).toContain(
      'A second payment (cs_dup) was taken for an order already paid; NOT refunded: the refund failed, refund it by hand.',
    );
  });
});
