import { PRINT_LOCATIONS, type PrintLocation } from '@prompttee/domain';
import { AppError } from '../../errors';
import type { FulfilmentFile, FulfilmentFileType, FulfilmentOrder } from '../../ports/fulfilment';
import { ensurePrintFiles } from '../designs/ensure-print-file';
import { raiseAlert } from '../alerts/raise-alert';
import type { UseCaseDeps } from '../use-case-deps';
import { applyProducerEvent } from './apply-producer-event';
import { prepareOrderFiles, type PrepareOrderFilesDeps, producerPrintKey } from './prepare-order-files';

/** Paid and not yet handed over: the only orders a producer may get. */
const SUBMITTABLE: ReadonlySet<string> = new Set(['payment_authorized', 'paid']);
/** A week: SigV4's longest presigned link, and far longer than a producer takes to fetch files. */
const PRODUCER_FILE_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export type SubmitOrderDeps = PrepareOrderFilesDeps &
  Pick<
    UseCaseDeps,
    | 'orders'
    | 'identity'
    | 'queue'
    | 'clock'
    | 'log'
    | 'blobStore'
    | 'fulfilment'
    | 'designs'
    | 'imageGenerator'
    | 'contentCredentials'
    | 'alerts'
    | 'mailer'
    | 'config'
  >;

/** Our print areas in the producer's words (Gelato's file types). */
const PRODUCER_FILE_TYPE: Record<PrintLocation, FulfilmentFileType> = {
  front: 'default',
  back: 'back',
  left_sleeve: 'sleeve-left',
  right_sleeve: 'sleeve-right',
  neck_label: 'neck-inner',
};

/**
 * Hands a paid order to the print producer: per area, the print file composed at the customer's
 * placement at the area's size (prepareOrderFiles, once; 'default' is the front) as a week-long signed
 * URL, our order id as the idempotency key. The producer's answer (or 'sent_to_producer') goes
 * through applyProducerEvent like any later event.
 * Safe to run twice: an order with a producer order is left alone, and the producer dedupes.
 */
export async function submitOrderToProducer(
  deps: SubmitOrderDeps,
  input: { orderId: string },
): Promise<{ submitted: boolean }> {
  const row = await deps.orders.byId(input.orderId);
  const email = row ? await deps.identity.emailOf(row.userId) : null;
  if (!row || email === null) {
    deps.log.warn({ orderId: input.orderId }, 'submit-order-to-producer: no such order');
    return { submitted: false };
  }
  const order = { order: row, email };
  if (order.order.producerOrderId || !SUBMITTABLE.has(order.order.status)) {
    return { submitted: false };
  }
  // A design ordered within a second or two of its thumbnail may still be waiting for its print
  // file (decision 021): render it now, before it is composed at the placement for the producer.
  await ensurePrintFiles(deps, {
    printKeys: (await deps.orders.itemsOf(input.orderId))
      .flatMap((item) => PRINT_LOCATIONS.map((side) => item.printFiles[side]?.printKey))
      .filter((key): key is string => !!key),
  });
  const items = await prepareOrderFiles(deps, { orderId: input.orderId });

  const fulfilmentOrder: FulfilmentOrder = {
    orderId: order.order.id,
    displayOrderId: order.order.displayOrderId,
    customerId: order.order.userId,
    currency: 'eur',
    customerEmail: order.email,
    shippingAddress: order.order.shippingAddress,
    items: await Promise.all(
      items.map(async (item) => {
        // Print files are private: the producer gets links that work long enough for it to fetch them.
        const until = new Date(deps.clock.now().getTime() + PRODUCER_FILE_LINK_MS);
        const files: FulfilmentFile[] = [];
        for (const side of PRINT_LOCATIONS) {
          const sideFiles = item.printFiles[side];
          if (!sideFiles) continue;
          const url = await deps.blobStore.signedUrl(producerPrintKey(sideFiles), until);
          files.push({ type: PRODUCER_FILE_TYPE[side], url });
        }
        return {
          itemId: item.id,
          sku: item.sku,
          productId: item.productId,
          colorCode: item.colorCode,
          sizeCode: item.sizeCode,
          quantity: item.quantity,
          files,
        };
      }),
    ),
  };

  const submitted = await deps.fulfilment.submitOrder(fulfilmentOrder).catch(async (err: unknown) => {
    // A refusal is raised at once (the job keeps its retries, and the alert is raised only once):
    // waiting for the retries to run out would leave a paid order unseen for a day.
    if (err instanceof AppError && err.details?.refused) {
      await raiseAlert(deps, {
        kind: 'producer_refused',
        ref: `order:${order.order.id}`,
        orderId: order.order.id,
        text: {
          key: 'producerRefused',
          values: { order: order.order.displayOrderId, reason: err.message.slice(0, 300) },
        },
      });
    }
    throw err;
  });
  await applyProducerEvent(deps, {
    source: deps.fulfilment.name,
    event: {
      eventId: `submitted:${submitted.producerOrderId}`,
      orderId: order.order.id,
      producerOrderId: submitted.producerOrderId,
      status: submitted.status ?? 'sent_to_producer',
    },
  });
  deps.log.info(
    { orderId: order.order.id, producerOrderId: submitted.producerOrderId, producer: deps.fulfilment.name },
    'order submitted to the print producer',
  );
  return { submitted: true };
}
