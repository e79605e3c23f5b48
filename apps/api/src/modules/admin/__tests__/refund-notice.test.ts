import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailShopFromConfig } from '../../mail';
import { canceledNoticeEmail } from '../canceled-notice-email';
import { createAdminTestApp, type AdminTestApp } from './admin-test-app';

const NOTHING_MADE = 'Nothing will be printed or shipped.';

describe("the refund e-mail says what happens to the customer's shirt", () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => t.close());

  async function refundNoticeOf(status: string): Promise<string> {
    const order = await t.paidOrder(t.customer, status);
    const res = await t.call('POST', `/orders/${order.id}/refund`, { reason: 'Customer asked' });
    expect(res.statusCode).toBe(200);
    const notice = t.mail.find((m) => m.subject.includes(order.displayOrderId));
    expect(notice?.subject).toMatch(/canceled and refunded/);
    return notice!.text;
  }

  it('promises nothing is made for an order not yet in production', async () => {
    const text = await refundNoticeOf('paid');
    expect(text).toContain(NOTHING_MADE);
  });

  it('says a shirt in production may still come, and the money is returned', async () => {
    const text = await refundNoticeOf('in_production');
    expect(text).not.toContain(NOTHING_MADE);
    expect(text).toContain('already being made');
    expect(text).toContain('your money is returned');
  });

  it('says a shipped shirt is on its way, and the money is returned', async () => {
    const text = await refundNoticeOf('shipped');
    expect(text).not.toContain(NOTHING_MADE);
    expect(text).toContain('already on its way to you');
    expect(text).toContain('your money is returned');
  });

  it('says a delivered shirt stays with the customer', () => {
    const email = canceledNoticeEmail(emailShopFromConfig(t.deps.config), {
      displayOrderId: 'PT-1',
      refundedCents: 2499,
      currency: 'EUR',
      statusBefore: 'delivered',
    });
    expect(email.text).not.toContain(NOTHING_MADE);
    expect(email.text).toContain('is yours to keep');
    expect(email.text).toContain('your money is returned');
  });
});
