import { canTransition, isOrderStatus, type OrderStatus } from '@prompttee/domain';
import { jobRequest } from '../../ports/job-queue';
import type { PaymentEvent } from '../../ports/payments';
import type { OrderChanges } from '../orders/order-repository';
import { sendOrderConfirmationJob } from '../orders/send-order-confirmation-job';
import { submitOrderJob } from '../orders/submit-order-job';
import { issueInvoiceJob } from '../invoices/issue-invoice-job';
import { raiseAlert } from '../alerts/raise-alert';
import type { UseCaseDeps } from '../use-case-deps';
import { refundPayment } from './refund-payment';

export type RecordedPaymentEvent = PaymentEvent & { provider: 'stripe' | 'test' };

export type RecordPaymentEventDeps = Pick<
  UseCaseDeps,
  | 'paymentSessions'
  | 'queue'
  | 'clock'
  | 'log'
  | 'payments'
  | 'refunds'
  | 'alerts'
  | 'identity'
  | 'mailer'
  | 'config'
>;

export type RecordPaymentEventResult = {
  /** The event id was seen before: nothing was done. */
  duplicate: boolean;
  /** The order's status moved (false for repeats, stale events and unknown sessions). */
  transitioned: boolean;
  orderStatus: string | null;
};

const may = (from: string, to: OrderStatus) => isOrderStatus(from) && canTransition(from, to);

/**
 * The one place a payment outcome changes an order, whoever reports it: a Stripe webhook, the
 * built-in test checkout, the expiry job or a status check that found the provider ahead of us.
 * Idempotent by event id (processed_events, in the same transaction as the change) and safe out of
 * order: canTransition never lets an expired session un-pay an order.
 */
export async function recordPaymentEvent(
  deps: RecordPaymentEventDeps,
  event: RecordedPaymentEvent,
): Promise<RecordPaymentEventResult> {
  const now = deps.clock.now();
  const outcome = await deps.paymentSessions.transaction(
    async ({ sessions, orders, enqueue }) => {
      if (!(await orders.markEventProcessed(`${event.provider}:${event.id}`, now))) {
        return { duplicate: true, transitioned: false, orderStatus: null, superseded: [], charge: null };
      }

      // The row lock serialises concurrent events of one order (a webhook racing the status check).
      const order = await orders.lockById(event.orderId);
      const session = await sessions.ofOrder(event.sessionId, event.orderId);
      if (!order || !session) {
        // Another shop on the same Stripe account, or a forged order id: acknowledged, nothing changes.
        deps.log.warn({ event }, 'payment event for an unknown order or session ignored');
        return {
          duplicate: false,
          transitioned: false,
          orderStatus: order?.status ?? null,
          superseded: [],
          charge: null,
        };
      }

      const move = async (to: OrderStatus, extra: OrderChanges = {}) => {
        await orders.update(order.id, { status: to, updatedAt: now, ...extra });
        await orders.addEvent({
          orderId: order.id,
          status: to,
          source: event.provider,
          detail: { event_id: event.id, session_id: session.id, from: order.status },
          createdAt: now,
        });
      };

      if (event.type === 'checkout.completed') {
        // Conditional: of every report of this session's payment, one alone finds it not yet complete.
        const firstCompletion = await sessions.completeOnce(session.id, now);
        if (!may(order.status, 'payment_authorized')) {
          // A second session of the order was paid (or a closed order's): that money goes back.
          const charge = firstCompletion && order.paidAt !== null ? session.id : null;
          return { duplicate: false, transitioned: false, orderStatus: order.status, superseded: [], charge };
        }
        await move('payment_authorized', { paidAt: now });
        // Paid once is enough: any other session still open for this order must not take money twice.
        const superseded = await sessions.expireOtherOpen(order.id, session.id, now);
        await enqueue([
          jobRequest(submitOrderJob, { orderId: order.id }),
          jobRequest(sendOrderConfirmationJob, { orderId: order.id }),
          jobRequest(issueInvoiceJob, { orderId: order.id, kind: 'invoice' }),
        ]);
        return {
          duplicate: false,
          transitioned: true,
          orderStatus: 'payment_authorized',
          superseded,
          charge: null,
        };
      }

      if (session.status === 'open') await sessions.setStatus(session.id, 'expired', now);
      // Only the session the customer is looking at expires the order; an older one that closes
      // after a resumed payment started says nothing about the order.
      const current = order.paymentSessionId === null || order.paymentSessionId === session.id;
      if (!current || !may(order.status, 'payment_expired')) {
        return {
          duplicate: false,
          transitioned: false,
          orderStatus: order.status,
          superseded: [],
          charge: null,
        };
      }
      await move('payment_expired');
      return {
        duplicate: false,
        transitioned: true,
        orderStatus: 'payment_expired',
        superseded: [],
        charge: null,
      };
    },
    // On the embedded database the transaction holds the only connection: queues are made first.
    { mayEnqueue: [submitOrderJob, sendOrderConfirmationJob, issueInvoiceJob] },
  );

  for (const stale of outcome.superseded) {
    if (stale.provider !== deps.payments.provider) continue;
    await deps.payments.expireSession(stale.id).catch((err: unknown) => {
      deps.log.error(
        { err, sessionId: stale.id },
        'could not close a second payment session of a paid order',
      );
    });
  }
  if (outcome.transitioned && outcome.orderStatus === 'payment_authorized') {
    deps.queue.wake(sendOrderConfirmationJob);
    deps.queue.wake(submitOrderJob);
  }
  if (outcome.charge) await refundDuplicate(deps, { orderId: event.orderId, sessionId: outcome.charge });
  const { superseded: _superseded, charge: _charge, ...result } = outcome;
  return result;
}

/**
 * A payment for an order that another session already paid: returned through the payments port
 * (at most once per session) and raised as an alert. A refund that fails is raised all the same,
 * so an operator finishes it by hand; the event itself is still acknowledged.
 */
async function refundDuplicate(
  deps: RecordPaymentEventDeps,
  input: { orderId: string; sessionId: string },
): Promise<void> {
  let refunded = true;
  try {
    await refundPayment(deps, { ...input, reason: 'duplicate_payment' });
  } catch (err) {
    refunded = false;
    deps.log.error({ err, ...input }, 'could not refund a duplicate payment');
  }
  await raiseAlert(deps, {
    kind: 'duplicate_payment',
    ref: input.sessionId,
    orderId: input.orderId,
    text: {
      key: refunded ? 'duplicateRefunded' : 'duplicateNotRefunded',
      values: { session: input.sessionId },
    },
  }).catch((err: unknown) => deps.log.error({ err, ...input }, 'could not raise a duplicate payment alert'));
}
