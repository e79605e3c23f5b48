import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      message: `The producer refused order ${order.displayOrderId}`,
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
});
