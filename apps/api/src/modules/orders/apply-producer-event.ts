import { canTransition, isOrderStatus, statusGroupOf } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { orderEvents, orders, processedEvents } from '../../db/schema';
import type { Deps } from '../../deps';
import { sendShippedNoticeJob } from '../../jobs/send-shipped-notice';
import type { ProducerEvent } from '../../ports/fulfilment';

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

const may = (from: string, to: string) => isOrderStatus(from) && isOrderStatus(to) && canTransition(from, to);

/**
 * The one place a print producer changes an order, whoever reports it: Gelato's webhook, the
 * simulated producer's steps or the answer to our submission. Idempotent by event id
 * (processed_events, in the same transaction as the change) and never backwards: canTransition
 * ignores a late 'in_transit' after 'delivered'. The first time the order is shipped with a
 * tracking number, the 'your order has shipped' e-mail is queued in the same transaction.
 */
export async function applyProducerEvent(
  deps: Pick<Deps, 'db' | 'queue' | 'clock' | 'log'>,
  source: ProducerEventSource,
  event: ProducerEvent,
): Promise<ApplyProducerEventResult> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedEvents)
      .values({ key: `${source}:${event.eventId}`, receivedAt: now })
      .onConflictDoNothing()
      .returning({ key: processedEvents.key });
    if (fresh.length === 0) return { duplicate: true, transitioned: false, orderStatus: null, notice: false };

    // The row lock serialises concurrent events of one order (two webhooks, a webhook and a step).
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
    if (!order) {
      deps.log.warn({ source, event }, 'producer event for an unknown order ignored');
      return { duplicate: false, transitioned: false, orderStatus: null, notice: false };
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
      deps.log.info({ source, event, from: order.status }, 'producer status not applied (stale or unknown)');
    }
    const status = transitioned ? to : order.status;
    // A stale event's tracking is only taken when we have none: it must not replace a newer one.
    const takeTracking = !!event.trackingNumber && (transitioned || !order.trackingNumber);
    const trackingNumber = takeTracking ? event.trackingNumber! : order.trackingNumber;

    const changes: Partial<typeof orders.$inferInsert> = {};
    if (transitioned) changes.status = to;
    if (takeTracking) Object.assign(changes, { trackingNumber, trackingUrl: event.trackingUrl ?? null });
    if (!order.producerOrderId) changes.producerOrderId = event.producerOrderId;
    if (Object.keys(changes).length > 0) {
      await tx
        .update(orders)
        .set({ ...changes, updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    if (transitioned) {
      await tx.insert(orderEvents).values({
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
    if (notice) await deps.queue.sendInTransaction(tx, sendShippedNoticeJob, { orderId: order.id });
    return { duplicate: false, transitioned, orderStatus: status, notice };
  });

  if (outcome.notice) deps.queue.wake(sendShippedNoticeJob);
  const { notice: _notice, ...result } = outcome;
  return result;
}
