import {
  findVariantBySku,
  PRINT_LOCATIONS,
  variantNamesIn,
  type Catalog,
  type Locale,
} from '@prompttee/domain';
import type { OrderItemRow } from './order-repository';
import { orderEmailTexts } from './order-email-texts';

/**
 * An order line as the customer's e-mails name it, in `locale`: the product and colour in the
 * catalogue's words for that language, the size's code and the printed sides. In English the same
 * words as the payment form's line ('Classic Tee (White / M) - front & back print').
 */
export function orderLineName(
  catalog: Catalog,
  item: Pick<OrderItemRow, 'sku' | 'productId' | 'colorCode' | 'sizeCode' | 'printFiles'>,
  locale: Locale,
): string {
  const names = variantNamesIn(
    findVariantBySku(catalog, item.sku)?.product,
    item.colorCode,
    item.sizeCode,
    locale,
  );
  const texts = orderEmailTexts(locale);
  const sides = PRINT_LOCATIONS.filter((side) => item.printFiles[side]);
  const words = (sides.length > 0 ? sides : ['front' as const]).map((side) => texts(`area_${side}`));
  return texts('lineName', {
    product: names?.product ?? item.productId,
    color: names?.color ?? item.colorCode,
    size: item.sizeCode,
    // English joins with '&' as the payment form's line does; Estonian as its lists read.
    areas:
      locale === 'en'
        ? words.join(' & ')
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(words),
  });
}
