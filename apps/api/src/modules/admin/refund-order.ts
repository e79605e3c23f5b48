import { DEFAULT_LOCALE, minorToDecimalString, operatorText, type OperatorText } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { jobRequest } from '../../ports/job-queue';
import { issueInvoiceJob } from '../invoices/issue-invoice-job';
import { emailShopFromConfig } from '../mail';
import { orderCurrency } from '../orders/order-currency';
import { refundPayment } from '../payments/refund-payment';
import type { UseCaseDeps } from '../use-case-deps';
import { canceledNoticeEmail } from './canceled-notice-email';
import type { Operator } from './check-operator';
import { canRefund } from './order-actions-allowed';

type RefundOrderDeps = Pick<
  UseCaseDeps,
  | 'orders'
  | 'claims'
  | 'adminOrders'
  | 'paymentSessions'
  | 'refunds'
  | 'payments'
  | 'identity'
  | 'mailer'
  | 'audit'
  | 'config'
  | 'clock'
  | 'log'
>;

const ALREADY_REFUNDED = {
  message: 'This order was already canceled and refunded.',
  text: operatorText('order_already_refunded', {}),
};

/**
 * Cancels a paid order and returns its money: every completed payment is refunded through the
 * payments port (at most once each, refundPayment), then the order becomes `canceled`, then the
 * customer is told, once (a claim on canceled_notice_sent_at). Asked again, or after a failure
 * half way, it finishes what is missing and repeats nothing. Of requests racing each other, the
 * one that cancels the order answers with the money refunded; the others say it was already done.
 */
export async function refundOrder(
  deps: RefundOrderDeps,
  input: { operator: Operator; orderId: string; reason: string },
): Promise<{ message: string; text: OperatorText }> {
  const order = await deps.orders.byId(input.orderId);
  if (!order) throw notFound('Order');
  const earlierRefunds = await deps.refunds.ofOrder(order.id);
  if (order.status === 'canceled' && earlierRefunds.length > 0) {
    await sendCanceledNotice(deps, order.id);
    return ALREADY_REFUNDED;
  }
  if (!canRefund(order))
    throw new AppError('CONFLICT', 'Only a paid order that is not delivered can be refunded.');
  // A shipped order's defect claim, once settled (its money back or a replacement), is its end.
  if (await deps.claims.ofOrder(order.id)) {
    throw new AppError(
      'CONFLICT',
      'The defect claim of this order was settled already, so it cannot be canceled.',
    );
  }

  const sessions = (await deps.adminOrders.sessionsOf(order.id)).filter((s) => s.status === 'complete');
  for (const session of sessions) {
    await refundPayment(deps, { orderId: order.id, sessionId: session.id, reason: 'operator_cancel' });
  }

  const now = deps.clock.now();
  // Under the order's lock only one of the requests racing here still finds it refundable.
  const found = await deps.orders.transaction(
    async ({ orders, enqueue }) => {
      const locked = await orders.lockById(order.id);
      const claimed = locked ? await orders.claimSettled(order.id) : false;
      if (!locked || !canRefund(locked) || claimed) return { canceledHere: false, status: locked?.status };
      await orders.update(order.id, { status: 'canceled', updatedAt: now });
      await orders.addEvent({
        orderId: order.id,
        status: 'canceled',
        source: 'operator',
        detail: { from: locked.status, by: input.operator.email, reason: input.reason },
        createdAt: now,
      });
      // The refund undoes the sale in the books too: a credit note of the invoice, issued by a job.
      await enqueue([jobRequest(issueInvoiceJob, { orderId: order.id, kind: 'credit_note' })]);
      return { canceledHere: true, status: 'canceled' };
    },
    { mayEnqueue: [issueInvoiceJob] },
  );
  if (!found.canceledHere) {
    if (found.status !== 'canceled') {
      throw new AppError(
        'CONFLICT',
        `The payment was refunded, but the order is ${found.status} and stays so.`,
      );
    }
    await sendCanceledNotice(deps, order.id);
    return ALREADY_REFUNDED;
  }
  // Every refund of this cancellation is recorded by now, whichever racing request asked the
  // provider for it. A payment refunded earlier as a duplicate is not this action's money.
  const refundedCents = (await deps.refunds.ofOrder(order.id))
    .filter((refund) => refund.reason === 'operator_cancel')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  const currency = orderCurrency(order);
  // '279.00 SEK', as the console wrote '24.99 EUR' before currencies.
  const refunded = `${minorToDecimalString(refundedCents, currency)} ${currency}`;
  await deps.audit.record({
    actor: input.operator,
    action: 'order.refund',
    orderId: order.id,
    customerId: order.userId,
    summary: `Canceled and refunded ${refunded}: ${input.reason}`,
    summaryText: operatorText('order_refund_logged', {
      amount: refundedCents,
      currency,
      reason: input.reason,
    }),
    detail: { refunded_cents: refundedCents, currency, sessions: sessions.map((s) => s.id) },
    at: now,
  });
  await sendCanceledNotice(deps, order.id);
  // The producer port has no cancel call: an order it already has must be stopped there by hand.
  const producerNote = order.producerOrderId
    ? ` The producer already has it (${order.producerOrderId}): cancel it there too.`
    : '';
  return {
    message: `Order canceled and ${refunded} refunded.${producerNote}`,
    text: operatorText('order_refunded', {
      amount: refundedCents,
      currency,
      producer_order_id: order.producerOrderId ?? null,
    }),
  };
}

/** The customer's e-mail, once: the claim comes first, and a failed send gives it back. */
async function sendCanceledNotice(deps: RefundOrderDeps, orderId: string): Promise<void> {
  if (!(await deps.adminOrders.claimCanceledNotice(orderId, deps.clock.now()))) return;
  try {
    const order = (await deps.orders.byId(orderId))!;
    const email = await deps.identity.emailOf(order.userId);
    if (!email) return;
    // The account's language as it is when the mail is made; English if it chose none.
    const locale = (await deps.identity.localeOf(order.userId)) ?? DEFAULT_LOCALE;
    const refunds = await deps.refunds.ofOrder(orderId);
    const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
    const statusBefore = statusBeforeCancel(await deps.adminOrders.eventsOf(orderId));
    await deps.mailer.send({
      to: email,
      ...canceledNoticeEmail(
        emailShopFromConfig(deps.config),
        { displayOrderId: order.displayOrderId, refundedCents, currency: orderCurrency(order), statusBefore },
        locale,
      ),
    });
  } catch (err) {
    await deps.adminOrders.releaseCanceledNotice(orderId);
    throw err;
  }
}

/** The status the order left when it was canceled: what the e-mail tells the customer depends on it. */
function statusBeforeCancel(events: { status: string; detail: unknown }[]): string | null {
  const canceled = events.findLast((e) => e.status === 'canceled');
  const from = (canceled?.detail as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : null;
}
