import {
  DEFAULT_PLACEMENT,
  minorToDecimalString,
  type OrderItem,
  PRINT_LOCATIONS,
  type PrintLocation,
} from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { orderCurrency } from './order-currency';
import { variantNamesFrom } from './variant-names';

const SIDES: readonly PrintLocation[] = PRINT_LOCATIONS;
/** The owner's links to their print files: long enough to open or download from the page. */
const PRINT_FILE_LINK_MS = 60 * 60 * 1000;

/**
 * GET /v1/orders/{order_id}/items. Thumbnails come from the files captured on the order, so an
 * order still shows its designs after the designs themselves expired. Per printed side: its
 * placement (the default for orders placed before placements), the mockup of the ordered colour
 * once rendered, and a signed link to the producer's print file once composed (after payment).
 * Another user's order is 404.
 */
export async function listOrderItems(
  deps: Pick<UseCaseDeps, 'orders' | 'blobStore' | 'catalog' | 'clock'>,
  input: { userId: string; orderId: string },
): Promise<OrderItem[]> {
  const rows = await deps.orders.itemsOfOwnedOrder(input.userId, input.orderId);
  if (!rows) throw notFound('Order');
  const describeVariant = variantNamesFrom(deps.catalog);
  const linkUntil = new Date(deps.clock.now().getTime() + PRINT_FILE_LINK_MS);
  return Promise.all(
    rows.map(async (row): Promise<OrderItem> => {
      const names = describeVariant(row.sku);
      const title = SIDES.map((side) => row.printFiles[side]?.prompt).find(Boolean);
      const sides = SIDES.filter((side) => row.designs[side] ?? row.printFiles[side]);
      const thumbnails: OrderItem['thumbnail_urls'] = {};
      const placements: OrderItem['placements'] = {};
      const printFileUrls: OrderItem['print_file_urls'] = {};
      const mockupUrls: OrderItem['mockup_urls'] = {};
      for (const side of SIDES) {
        const files = row.printFiles[side];
        if (!files) continue;
        thumbnails[side] = deps.blobStore.publicUrl(files.thumbnailKey);
        placements[side] = row.placements[side] ?? DEFAULT_PLACEMENT;
        if (files.mockupKey) mockupUrls[side] = deps.blobStore.publicUrl(files.mockupKey);
        if (files.placedPrintKey) {
          printFileUrls[side] = await deps.blobStore.signedUrl(files.placedPrintKey, linkUntil);
        }
      }
      return {
        item_id: row.id,
        product_id: row.productId,
        name: names?.productName ?? row.productId,
        sku: row.sku,
        color_code: row.colorCode,
        color_name: names?.colorName ?? row.colorCode,
        size_code: row.sizeCode,
        size_name: names?.sizeName ?? row.sizeCode,
        quantity: row.quantity,
        price: minorToDecimalString(row.unitPriceCents, orderCurrency(row)),
        print_locations: sides.length > 0 ? sides : ['front'],
        thumbnail_urls: thumbnails,
        placements,
        print_file_urls: printFileUrls,
        mockup_urls: mockupUrls,
        ...(row.layers ? { layers: row.layers } : {}),
        ...(title ? { design_title: title } : {}),
        ...sourceOf(row.printFiles),
      };
    }),
  );
}

/** 'generated' if any side shows generated art, 'upload' if every side says it does not. */
function sourceOf(
  files: Partial<Record<PrintLocation, { aiGenerated?: boolean }>>,
): Pick<OrderItem, 'design_source'> {
  const marks = SIDES.flatMap((side) => (files[side] ? [files[side].aiGenerated] : []));
  if (marks.some((mark) => mark === true)) return { design_source: 'generated' };
  if (marks.length > 0 && marks.every((mark) => mark === false)) return { design_source: 'upload' };
  return {};
}
