import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, orderClaims, orders, paymentRefunds, paymentSessions, user } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { issueInvoiceJob } from '../../invoices/issue-invoice-job';
import { issueCreditNote, issueInvoice } from '../../invoices/issue-invoice';
import { listOrders } from '../../orders/list-orders';
import { submitOrderJob } from '../../orders/submit-order-job';
import { submitOrderToProducer } from '../../orders/submit-order-to-producer';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { refundDefectClaim } from '../refund-claim';
import { refundOrder } from '../refund-order';
import { sendReplacementOrder } from '../send-replacement';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const text = (body: string) => body.replace(/\s+/g, ' ');

// A defect claim after delivery, settled by an operator: the money back (the order kept, a credit
// note issued) or a replacement order at no charge, once, however many requests race.
describe(`defect claims settled by a refund or a replacement (${database})`, () => {
  let h: UseCaseHarness;
  let operator: { id: string; email: string };
  beforeAll(async () => {
    h = await createUseCaseHarness();
    // The queues the use cases enqueue to exist before any test races to make them.
    for (const job of [issueInvoiceJob, submitOrderJob]) await h.deps.queue.prepare(job);
    operator = await h.addUser('ops@prompttee.example');
  });
  afterAll(() => h.close());

  /** A customer's paid order at `status`, with one completed test-checkout payment and a layered item. */
  async function paidOrder(status = 'delivered', locale: 'en' | 'et' | null = null) {
    const customer = await h.addUser();
    await h.db.update(user).set({ locale }).where(eq(user.id, customer.id));
    const order = await insertOrder(h.db, {
      userId: customer.id,
      status,
      items: [{ sku: 'CLS-BLK-L', colorCode: 'BLK', sizeCode: 'L', quantity: 2, sides: ['front', 'back'] }],
    });
    const sessionId = `cs_test_${randomUUID()}`;
    await h.db.insert(paymentSessions).values({
      id: sessionId,
      orderId: order.id,
      userId: customer.id,
      provider: 'test',
      status: 'complete',
      clientSecret: `secret_${randomUUID()}`,
      amountCents: 2499,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    await h.db
      .update(orders)
      .set({
        paymentSessionId: sessionId,
        paidAt: new Date('2026-11-10T10:00:00Z'),
        vatCountry: 'EE',
        vatRateBasisPoints: 2400,
        vatCents: 484,
      })
      .where(eq(orders.id, order.id));
    return { ...order, customer, sessionId };
  }

  const jobsFor = async (name: string, orderId: string) => {
    const { rows } = (await h.db.execute(
      sql`select data from pgboss.job where name = ${name} and data->>'orderId' = ${orderId}`,
    )) as unknown as { rows: { data: { orderId: string; kind?: string } }[] };
    return rows.map((r) => r.data);
  };
  const auditOf = (orderId: string) => h.db.select().from(auditLog).where(eq(auditLog.orderId, orderId));
  const mailTo = (email: string) => h.mail.filter((m) => m.to === email);
  const claim = (orderId: string, reason = 'The print peeled off after one wash') => ({
    operator,
    orderId,
    reason,
  });

  it('refunds a delivered order once: the order stays delivered, a credit note follows, the customer is told', async () => {
    const order = await paidOrder('delivered');
    const answer = await refundDefectClaim(h.deps, claim(order.id));
    expect(answer.message).toBe(
      'Refunded 24.99 EUR for the defect claim; the order stays delivered and a credit note is issued.',
    );
    expect(answer.text).toEqual({
      code: 'claim_refunded',
      values: { amount: 2499, currency: 'EUR', status: 'delivered' },
    });
    expect((await h.deps.orders.byId(order.id))!.status).toBe('delivered');
    expect(await h.deps.refunds.ofOrder(order.id)).toMatchObject([
      { sessionId: order.sessionId, amountCents: 2499, reason: 'defect_claim' },
    ]);
    expect(await jobsFor(issueInvoiceJob.name, order.id)).toEqual([
      { orderId: order.id, kind: 'credit_note' },
    ]);

    // The credit note the job issues credits the invoice in full.
    const note = (await issueCreditNote(h.deps, order.id))!;
    const invoice = (await issueInvoice(h.deps, order.id))!;
    expect(note.kind).toBe('credit_note');
    expect(note.document.refersTo).toMatchObject({ number: invoice.number });
    expect(note.document.totals).toEqual(invoice.document.totals);

    const [entry, ...more] = await auditOf(order.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: operator.email,
      action: 'order.claim_refund',
      customerId: order.customer.id,
      summary: 'Defect claim: refunded 24.99 EUR: The print peeled off after one wash',
      summaryText: {
        code: 'claim_refund_logged',
        values: { amount: 2499, currency: 'EUR', reason: 'The print peeled off after one wash' },
      },
      detail: {
        before: { status: 'delivered', refunded_cents: 0, claim: null },
        after: { status: 'delivered', refunded_cents: 2499, claim: 'refund' },
      },
    });
    expect(entry!.createdAt).toEqual(h.clock.now());

    const [mail, ...again] = mailTo(order.customer.email);
    expect(again).toEqual([]);
    expect(mail!.subject).toBe(`Your PromptTee order ${order.displayOrderId} was refunded`);
    expect(text(mail!.text)).toContain('As agreed, we refunded your payment to the card you paid with.');
    expect(text(mail!.text)).toContain('Your shirt is already with you and is yours to keep');
    expect(text(mail!.text)).not.toContain('Nothing will be printed or shipped');
    expect(text(mail!.text)).not.toContain('canceled');

    // Asked again: nothing moves twice, and the answer says it was done.
    expect(await refundDefectClaim(h.deps, claim(order.id, 'Double click'))).toMatchObject({
      message: 'This claim was already settled by a refund.',
      text: { code: 'claim_already_settled', values: { settlement: 'refund', replacement: null } },
    });
    expect(await h.deps.refunds.ofOrder(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(mailTo(order.customer.email)).toHaveLength(1);
    // Settled by its money: no replacement, and no cancellation on top.
    await expect(sendReplacementOrder(h.deps, claim(order.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This claim was already settled by a refund.',
    });
  });

  it("words the refund for a shipped order in the customer's language: the shirt is on its way", async () => {
    const order = await paidOrder('shipped', 'et');
    await refundDefectClaim(h.deps, claim(order.id));
    const [mail] = mailTo(order.customer.email);
    expect(mail!.subject).toBe(`Sinu PromptTee tellimuse ${order.displayOrderId} eest tagastati raha`);
    expect(text(mail!.text)).toContain('Nagu kokku leppisime, tagastasime makse kaardile, millega maksid.');
    expect(text(mail!.text)).toContain('Sinu särk on juba teel sinu poole');
    expect(text(mail!.text)).toContain('24,99 €');
    expect(mail!.html).toContain('lang="et"');
    // A cancellation cannot follow a settled claim.
    await expect(refundOrder(h.deps, { operator, orderId: order.id, reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The defect claim of this order was settled already, so it cannot be canceled.',
    });
  });

  it('finishes a refund the provider failed half way when asked again, recording it once', async () => {
    const order = await paidOrder('delivered');
    const provider = vi
      .spyOn(h.deps.payments, 'refundSession')
      .mockRejectedValueOnce(Object.assign(new Error('provider down'), { code: 'UPSTREAM_FAILED' }));
    await expect(refundDefectClaim(h.deps, claim(order.id))).rejects.toThrow('provider down');
    // The claim is taken (no replacement can be sent now), its money not yet moved.
    expect(await h.deps.claims.ofOrder(order.id)).toMatchObject({ settlement: 'refund', completedAt: null });
    expect(await auditOf(order.id)).toEqual([]);
    await expect(sendReplacementOrder(h.deps, claim(order.id))).rejects.toMatchObject({ code: 'CONFLICT' });

    expect((await refundDefectClaim(h.deps, claim(order.id, 'Second try'))).text.code).toBe('claim_refunded');
    expect(provider).toHaveBeenCalledTimes(2);
    provider.mockRestore();
    expect(await h.deps.refunds.ofOrder(order.id)).toHaveLength(1);
    // The reason is the claim's, given when it was taken.
    expect(await auditOf(order.id)).toMatchObject([
      { summary: 'Defect claim: refunded 24.99 EUR: The print peeled off after one wash' },
    ]);
    expect(mailTo(order.customer.email)).toHaveLength(1);
  });

  it('refuses an order that has not shipped, one not paid, and answers 404 for an unknown one', async () => {
    const paid = await paidOrder('paid');
    for (const settle of [refundDefectClaim, sendReplacementOrder]) {
      await expect(settle(h.deps, claim(paid.id))).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'Only a shipped or delivered order can have a defect claim settled.',
      });
      await expect(settle(h.deps, claim(randomUUID()))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    const canceled = await paidOrder('shipped');
    await refundOrder(h.deps, { operator, orderId: canceled.id, reason: 'Customer asked' });
    await expect(sendReplacementOrder(h.deps, claim(canceled.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a shipped or delivered order can have a defect claim settled.',
    });
    const unpaid = await paidOrder('delivered');
    await h.db.update(orders).set({ paidAt: null }).where(eq(orders.id, unpaid.id));
    await expect(refundDefectClaim(h.deps, claim(unpaid.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Nothing was paid for this order, so there is no money to return.',
    });
    expect(await h.db.select().from(orderClaims).where(eq(orderClaims.orderId, paid.id))).toEqual([]);
    expect(
      h.mail.filter((m) => [paid, canceled, unpaid].some((o) => m.to === o.customer.email)),
    ).toHaveLength(1);
  });

  it('sends a replacement at no charge: the same items, files and address, linked both ways, to the producer without a payment or invoice', async () => {
    const order = await paidOrder('delivered', 'et');
    const [item] = await h.deps.orders.itemsOf(order.id);
    // Where the customer placed the back's design: the replacement prints it there too.
    await h.db.execute(
      sql`update order_items set placements = ${JSON.stringify({ back: { x: 0.2, y: 0.1, width: 0.6, height: 0.45, rotation: 5 } })}::jsonb where id = ${item!.id}`,
    );
    const [original] = await h.deps.orders.itemsOf(order.id);
    const before = await h.deps.orders.byId(order.id);

    const answer = await sendReplacementOrder(h.deps, claim(order.id, 'Arrived with a torn seam'));
    const replacement = (await h.deps.orders.byId(answer.replacement.order_id))!;
    expect(answer.message).toBe(
      `Replacement order ${replacement.displayOrderId} placed at no charge; it goes to the producer now.`,
    );
    expect(answer.text).toEqual({
      code: 'replacement_placed',
      values: { replacement: replacement.displayOrderId },
    });
    expect(replacement).toMatchObject({
      userId: order.customer.id,
      status: 'paid',
      paidAt: null,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      vatCents: 0,
      currency: 'EUR',
      shippingAddressId: before!.shippingAddressId,
      shippingAddress: before!.shippingAddress,
      paymentSessionId: null,
    });
    expect(replacement.displayOrderId).toMatch(/^PT-[2-9A-Z]{6}$/);
    const [copy, ...more] = await h.deps.orders.itemsOf(replacement.id);
    expect(more).toEqual([]);
    const { id: _a, orderId: _b, unitPriceCents: price, ...ordered } = original!;
    const { id: _c, orderId: _d, unitPriceCents: free, ...replaced } = copy!;
    expect(replaced).toEqual(ordered);
    expect([price, free]).toEqual([2499, 0]);
    // The original is untouched.
    expect(await h.deps.orders.byId(order.id)).toEqual(before);

    // Linked both ways: the claim names the replacement, the customer's history names both.
    expect(await h.deps.claims.ofReplacement(replacement.id)).toMatchObject({
      orderId: order.id,
      settlement: 'replacement',
      reason: 'Arrived with a torn seam',
      operatorEmail: operator.email,
    });
    const history = (await listOrders(h.deps, { userId: order.customer.id })).orders;
    expect(history.find((o) => o.order_id === order.id)).toMatchObject({
      replaced_by: replacement.displayOrderId,
    });
    expect(history.find((o) => o.order_id === replacement.id)).toMatchObject({
      replacement_of: order.displayOrderId,
      total_amount: 0,
      has_invoice: false,
    });
    expect(history.find((o) => o.order_id === order.id)).not.toHaveProperty('replacement_of');

    expect(await auditOf(order.id)).toMatchObject([
      {
        action: 'order.claim_replacement',
        actorEmail: operator.email,
        summary: `Defect claim: replacement order ${replacement.displayOrderId} at no charge: Arrived with a torn seam`,
        detail: {
          replacement_order_id: replacement.id,
          before: { status: 'delivered', replacement: null },
          after: { status: 'delivered', replacement: replacement.displayOrderId },
        },
      },
    ]);
    expect(await jobsFor(submitOrderJob.name, replacement.id)).toEqual([{ orderId: replacement.id }]);

    // The job sends it to the producer as a paid order, with the same files and address.
    expect(await submitOrderToProducer(h.deps, { orderId: replacement.id })).toEqual({ submitted: true });
    const submitted = h.submitted.find((o) => o.orderId === replacement.id)!;
    expect(submitted.shippingAddress).toEqual(before!.shippingAddress);
    expect(submitted.items).toMatchObject([{ sku: 'CLS-BLK-L', quantity: 2 }]);
    expect((await h.deps.orders.byId(replacement.id))!.producerOrderId).toBe(`sim_${replacement.id}`);
    // Nothing was sold: no invoice, no refund to give.
    expect(await issueInvoice(h.deps, replacement.id)).toBeNull();
    await expect(refundDefectClaim(h.deps, claim(replacement.id))).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const [mail, ...again] = mailTo(order.customer.email);
    expect(again).toEqual([]);
    expect(mail!.subject).toBe(`Sinu PromptTee tellimusele ${order.displayOrderId} valmistatakse asendus`);
    expect(text(mail!.text)).toContain(`Sinu asendustellimuse number on ${replacement.displayOrderId}.`);
    expect(text(mail!.text)).toContain(
      'Valmistame selle sulle tasuta uuesti: samad tooted, samale aadressile.',
    );
    expect(text(mail!.text)).toContain('0,00 €');

    // Asked again: the same replacement is answered; a refund is refused.
    expect(await sendReplacementOrder(h.deps, claim(order.id))).toMatchObject({
      message: `This claim was already settled by the replacement order ${replacement.displayOrderId}.`,
      replacement: { order_id: replacement.id },
    });
    await expect(refundDefectClaim(h.deps, claim(order.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `This claim was already settled by the replacement order ${replacement.displayOrderId}.`,
    });
    expect(await h.deps.refunds.ofOrder(order.id)).toEqual([]);
    expect(mailTo(order.customer.email)).toHaveLength(1);
  });

  it('moves the money once when twenty refunds of one claim race', async () => {
    const order = await paidOrder('delivered');
    // A real provider takes a moment to answer: the requests overlap there, as in production.
    const refundSession = h.deps.payments.refundSession.bind(h.deps.payments);
    const provider = vi.spyOn(h.deps.payments, 'refundSession').mockImplementation(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return refundSession(input);
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refundDefectClaim(h.deps, claim(order.id, `Click ${i}`))),
    );
    const keys = new Set(provider.mock.calls.map(([input]) => input.idempotencyKey));
    provider.mockRestore();
    expect(answers.map((a) => a.text.code).sort()).toEqual([
      ...Array(19).fill('claim_already_settled'),
      'claim_refunded',
    ]);
    // Every call to the provider carried the session's one key: it gave one refund.
    expect(keys).toEqual(new Set([`refund-${order.sessionId}`]));
    expect(
      await h.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)),
    ).toMatchObject([{ amountCents: 2499 }]);
    expect(await h.db.select().from(orderClaims).where(eq(orderClaims.orderId, order.id))).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await jobsFor(issueInvoiceJob.name, order.id)).toHaveLength(1);
    expect(mailTo(order.customer.email)).toHaveLength(1);
  });

  it('places one replacement when twenty race', async () => {
    const order = await paidOrder('delivered');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendReplacementOrder(h.deps, claim(order.id, `Click ${i}`))),
    );
    expect(answers.map((a) => a.text.code).sort()).toEqual([
      ...Array(19).fill('claim_already_settled'),
      'replacement_placed',
    ]);
    expect(new Set(answers.map((a) => a.replacement.order_id)).size).toBe(1);
    const replacements = await h.db.execute(
      sql`select id from orders where user_id = ${order.customer.id} and id <> ${order.id}`,
    );
    expect((replacements as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await jobsFor(submitOrderJob.name, answers[0]!.replacement.order_id)).toHaveLength(1);
    expect(mailTo(order.customer.email)).toHaveLength(1);
  });

  it('settles a claim one way only when refunds and replacements race', async () => {
    const order = await paidOrder('delivered');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? refundDefectClaim(h.deps, claim(order.id, `Refund ${i}`))
          : sendReplacementOrder(h.deps, claim(order.id, `Replace ${i}`)),
      ),
    );
    const [settled] = await h.db.select().from(orderClaims).where(eq(orderClaims.orderId, order.id));
    const winners =
      settled!.settlement === 'refund' ? [0, 2, 4, 6, 8, 10, 12, 14] : [1, 3, 5, 7, 9, 11, 13, 15];
    outcomes.forEach((outcome, i) => {
      if (winners.includes(i)) expect(outcome.status).toBe('fulfilled');
      else expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
    });
    const refunds = await h.deps.refunds.ofOrder(order.id);
    const others = await h.db.execute(sql`select id from orders where user_id = ${order.customer.id}`);
    const orderCount = (others as unknown as { rows: unknown[] }).rows.length;
    if (settled!.settlement === 'refund') expect([refunds.length, orderCount]).toEqual([1, 1]);
    else expect([refunds.length, orderCount]).toEqual([0, 2]);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(mailTo(order.customer.email)).toHaveLength(1);
  });
});
