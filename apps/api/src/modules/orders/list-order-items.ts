import { centsToDecimalString, type OrderItem, type PrintLocation } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { variantNamesFrom } from './variant-names';

const SIDES: readonly PrintLocation[] = ['front', 'back'];

/**
 * GET /v1/orders/{order_id}/items. Thumbnails come from the files captured on the order, so an
 * order still shows its designs after the designs themselves expired. Another user's order is 404.
 */
export async function listOrderItems(
  deps: Pick<UseCaseDeps, 'orders' | 'blobStore' | 'catalog'>,
  input: { userId: string; orderId: string },
): Promise<OrderItem[]> {
  const rows = await deps.orders.itemsOfOwnedOrder(input.userId, input.orderId);
  if (!rows) throw notFound('Order');
  const describeVariant = variantNamesFrom(deps.catalog);
  return rows.map((row) => {
    const names = describeVariant(row.sku);
    const sides = SIDES.filter((side) => row.designs[side] ?? row.printFiles[side]);
    const thumbnails: OrderItem['thumbnail_urls'] = {};
    for (const side of SIDES) {
      const key = row.printFiles[side]?.thumbnailKey;
      if (key) thumbnails[side] = deps.blobStore.publicUrl(key);
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
      price: centsToDecimalString(row.unitPriceCents),
      print_locations: sides.length > 0 ? sides : ['front'],
      thumbnail_urls: thumbnails,
    };
  });
}
