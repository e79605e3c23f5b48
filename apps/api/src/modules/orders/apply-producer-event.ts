import { canTransition, isOrderStatus, statusGroupOf } from '@prompttee/domain';
import type { ProducerEvent } from '../../ports/fulfilment';
import { jobRequest } from '../../ports/job-queue';
import { sendShippedNoticeJob } from './send-shipped-notice-job';
import type { UseCaseDeps } from '../use-case-deps';
import type { OrderChanges } from './order-repository';

export type ProducerEventSource = 'gelato' | 'simulated';

export type ApplyProducerEventResult = {
  /** The event id was seen before: nothing was done. */
  duplicate: boolean;
  /** The order's status moved (false for repeats, stale or unknown statuses and unknown orders). */
  transitioned: boolean;
  orderStatus: string | null;
};

/** Shipped or further along: the moment the customer can follow the parcel. */
const hasShipped = (status: string) => statusGroupOf(status) === 'Shipped' || status === 'delivered';

/** Awaiting payment, or closed before any payment: never sent to a producer. */
const withProducer = (order: { status: string; paidAt: Date | null }) =>
  !(
    order.status === 'pending_payment' ||
    order.status === 'payment_expired' ||
    (order.status === 'canceled' && order.paidAt === null)
  );

/** A tracking link is shown to the customer as a link: https only, anything else is dropped. */
function httpsOnly(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const may = (from: string, to: string) => isOrderStatus(from) && isOrderStatus(to) && canTransition(from, to);

/**
 * The one place a print producer changes an order, whoever reports it: Gelato's webhook, the
 * simulated producer's steps or the answer to our submission. Idempotent by event id
 * (processed_events, in the same transaction as the change) and never backwards: canTransition
 * ignores a late 'in_transit' after 'delivered'. The first time the order is shipped with a
 * tracking number, the 'your order has shipped' e-mail is queued in the same transaction.
 */
export async function applyProducerEvent(
  deps: Pick<UseCaseDeps, 'orders' | 'queue' | 'clock' | 'log'>,
  input: { source: ProducerEventSource; event: ProducerEvent },
): Promise<ApplyProducerEventResult> {
  const { source, event } = input;
  const now = deps.clock.now();
  const outcome = await deps.orders.transaction(
    async ({ orders, enqueue }) => {
      if (!(await orders.markEventProcessed(`${source}:${event.eventId}`, now))) {
        return { duplicate: true, transitioned: false, orderStatus: null, notice: false };
      }

      // The row lock serialises concurrent events of one order (two webhooks, a webhook and a step).
      const order = await orders.lockById(event.orderId);
      if (!order) {
        deps.log.warn({ source, event }, 'producer event for an unknown order ignored');
        return { duplicate: false, transitioned: false, orderStatus: null, notice: false };
      }
      if (!withProducer(order)) {
        // Never paid, so never sent to the producer: a forged or misdirected event changes nothing
        // (no status, no tracking, no producer order id).
        deps.log.warn(
          { source, event, status: order.status },
          'producer event for an order not with the producer ignored',
        );
        return { duplicate: false, transitioned: false, orderStatus: order.status, notice: false };
      }
      if (order.producerOrderId && order.producerOrderId !== event.producerOrderId) {
        // A second producer order for the same reference (a vendor-side duplicate): never let it
        // steer the order we track.
        deps.log.warn(
          { source, event, producerOrderId: order.producerOrderId },
          'event of another producer order',
        );
        return { duplicate: false, transitioned: false, orderStatus: order.status, notice: false };
      }

      const to = event.status;
      const transitioned = to !== undefined && may(order.status, to);
      if (to !== undefined && !transitioned) {
        deps.log.info(
          { source, event, from: order.status },
          'producer status not applied (stale or unknown)',
        );
      }
      const status = transitioned ? to : order.status;
      // A stale event's tracking is only taken when we have none: it must not replace a newer one.
      const takeTracking = !!event.trackingNumber && (transitioned || !order.trackingNumber);
      const trackingNumber = takeTracking ? event.trackingNumber! : order.trackingNumber;

      const changes: OrderChanges = {};
      if (transitioned) changes.status = to;
      if (takeTracking) Object.assign(changes, { trackingNumber, trackingUrl: httpsOnly(event.trackingUrl) });
      if (!order.producerOrderId) changes.producerOrderId = event.producerOrderId;
      if (Object.keys(changes).length > 0) await orders.update(order.id, { ...changes, updatedAt: now });
      if (transitioned) {
        await orders.addEvent({
          orderId: order.id,
          status: to,
          source,
          detail: {
            event_id: event.eventId,
            producer_order_id: event.producerOrderId,
            from: order.status,
            ...(takeTracking ? { tracking_number: trackingNumber } : {}),
          },
          createdAt: now,
        });
      }

      const notice = !order.shippedNoticeSentAt && !!trackingNumber && hasShipped(status);
      if (notice) await enqueue([jobRequest(sendShippedNoticeJob, { orderId: order.id })]);
      return { duplicate: false, transitioned, orderStatus: status, notice };
    },
    { mayEnqueue: [sendShippedNoticeJob] },
  );

  if (outcome.notice) deps.queue.wake(sendShippedNoticeJob);
  const { notice: _notice, ...result } = outcome;
  return result;
}
