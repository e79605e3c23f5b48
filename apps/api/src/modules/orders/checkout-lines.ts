import {
  colorsOf,
  findVariantBySku,
  priceCents,
  PRINT_LOCATIONS,
  printLocationWords,
  type Catalog,
} from '@prompttee/domain';
import type { BlobStore } from '../../ports/blob-store';
import type { CheckoutLine } from '../../ports/payments';
import type { OrderItemRow } from './order-repository';

/**
 * The payment form's lines for an order's stored items, at the prices the order was placed with,
 * in its currency. A variant's Stripe price (a euro price) is used only for a euro order and only
 * while it still equals that price, so the customer is never charged a different amount than the
 * order shows.
 */
export function checkoutLinesOf(
  catalog: Catalog,
  blobStore: Pick<BlobStore, 'publicUrl'>,
  items: readonly OrderItemRow[],
): CheckoutLine[] {
  return items.map((item) => {
    const found = findVariantBySku(catalog, item.sku);
    const productName = found?.product.name ?? item.productId;
    const colorName = found
      ? (colorsOf(found.product).find((c) => c.code === item.colorCode)?.name ?? item.colorCode)
      : item.colorCode;
    const sides = PRINT_LOCATIONS.filter((side) => item.printFiles[side]);
    const thumbnail = sides.map((side) => item.printFiles[side]?.thumbnailKey).find(Boolean);
    const samePrice = found && item.currency === 'EUR' && priceCents(found.variant) === item.unitPriceCents;
    return {
      name: `${productName} (${colorName} / ${item.sizeCode}) - ${sides.map(printLocationWords).join(' & ')} print`,
      quantity: item.quantity,
      unitAmountCents: item.unitPriceCents,
      priceId: samePrice ? found.variant.stripe_price_id || undefined : undefined,
      imageUrl: thumbnail ? blobStore.publicUrl(thumbnail) : undefined,
    };
  });
}
