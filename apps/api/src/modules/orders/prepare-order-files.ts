import { DEFAULT_PLACEMENT, PRINT_LOCATIONS, printAreaIn } from '@prompttee/domain';
import { composePrintFile } from '../../images/compose-print-file';
import { signIfGenerated } from '../designs/sign-if-generated';
import { ensureMockup, type MockupDeps } from '../mockups/item-mockup';
import type { UseCaseDeps } from '../use-case-deps';
import { composeOrderSides, type LayeredItemDeps } from './layered-items';
import type { OrderItemRow } from './order-repository';

export type PrepareOrderFilesDeps = MockupDeps &
  LayeredItemDeps &
  Pick<UseCaseDeps, 'orders' | 'contentCredentials'>;

/** The file the producer gets for a side: composed at the placement, or the design's own when that failed. */
export const producerPrintKey = (files: { printKey: string; placedPrintKey?: string | undefined }) =>
  files.placedPrintKey ?? files.printKey;

/** The private key of an item side's print file, composed at its placement. */
export const placedPrintKey = (orderId: string, itemId: string, side: string) =>
  `private/orders/${orderId}/${itemId}-${side}.png`;

/**
 * Makes every item side's files the producer and the screens need, recording them on the item
 * (a side of layers composed first, under the keys the order recorded):
 * the producer's print file (the design composed at its placement on the print area, 300 DPI at
 * its size: 3600 x 4800 for a tee's front,
 * with the design's provenance XMP and, for a generated design, a C2PA manifest of its own, since
 * the design's does not survive the new pixels; private) and the mockup of the ordered colour, if missing.
 * Safe to run twice: done sides are skipped, and a rerun rewrites the same keys. Returns the items
 * as recorded. A design whose print file is gone (lost storage: the purge keeps files orders use)
 * is logged as an error and left without a placed file; a retry could not help.
 */
export async function prepareOrderFiles(
  deps: PrepareOrderFilesDeps,
  /**
   * `screensOnly`: the sides of layers and the mockups the screens show, not yet the producer's
   * files at the placements (a new order, not paid yet).
   */
  input: { orderId: string; screensOnly?: boolean },
): Promise<OrderItemRow[]> {
  const items = await deps.orders.itemsOf(input.orderId);
  if (items.some((item) => item.layers)) {
    const order = await deps.orders.byId(input.orderId);
    if (order) await composeOrderSides(deps, { userId: order.userId, items });
  }
  const out: OrderItemRow[] = [];
  for (const item of items) {
    const printFiles = { ...item.printFiles };
    let changed = false;
    for (const side of PRINT_LOCATIONS) {
      const files = printFiles[side];
      if (!files) continue;
      const placement = item.placements[side] ?? DEFAULT_PLACEMENT;
      let next = files;
      if (!files.placedPrintKey && !input.screensOnly) {
        const design = await deps.blobStore.get(files.printKey);
        if (design) {
          const key = placedPrintKey(input.orderId, item.id, side);
          await deps.blobStore.put(
            key,
            await signIfGenerated(
              deps.contentCredentials,
              await composePrintFile(design, placement, printAreaIn(deps.catalog, item.productId, side)),
            ),
            'image/png',
          );
          next = { ...next, placedPrintKey: key };
        } else {
          deps.log.error(
            { orderId: input.orderId, itemId: item.id, side, printKey: files.printKey },
            'the design print file of an order is missing: no print file at the placement',
          );
        }
      }
      if (!files.mockupKey) {
        const keys = await ensureMockup(deps, {
          thumbnailKey: files.thumbnailKey,
          productId: item.productId,
          colorCode: item.colorCode,
          side,
          placement,
        });
        if (keys) next = { ...next, mockupKey: keys.thumbnailKey };
      }
      if (next !== files) {
        printFiles[side] = next;
        changed = true;
      }
    }
    if (changed) await deps.orders.setItemFiles(item.id, printFiles);
    out.push({ ...item, printFiles });
  }
  return out;
}
