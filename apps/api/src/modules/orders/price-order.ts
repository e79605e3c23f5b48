import {
  WHOLE_PRINT_AREA,
  findVariantBySku,
  formatMoney,
  itemPriceIn,
  missingAreas,
  PRINT_LOCATIONS,
  type Catalog,
  type Currency,
  type CreateOrderItem,
  type Layers,
  type Placements,
  type PrintLocation,
  resolvePlacements,
} from '@prompttee/domain';
import { AppError, fieldError } from '../../errors';

export type PricedLine = {
  productId: string;
  sku: string;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  /** From the server's catalog, in minor units of the order's currency; the client's is never read. */
  unitPriceCents: number;
  currency: Currency;
  designs: Partial<Record<PrintLocation, string>>;
  /** Every printed side's placement (the default where the item gave none), checked by the contract. */
  placements: Placements;
  /** The side's layers when the item was ordered as layers (then `designs` is empty). */
  layers: Layers | null;
};

const NO_SUCH_AREA = 'This product has no such print area';

export type PricedOrder = { currency: Currency; lines: PricedLine[]; subtotalCents: number };

export { fieldError };

/**
 * Prices every line from the shop's catalog at the price it sets in `currency` (never converted),
 * with what each printed area after the first adds; an unknown sku is refused, naming its line,
 * an area the product does not have names that area's field, and a variant or area without a
 * price in the currency names the currency.
 */
export function priceOrder(
  catalog: Catalog,
  items: readonly CreateOrderItem[],
  currency: Currency = 'EUR',
): PricedOrder {
  const lines = items.map((item, index): PricedLine => {
    const found = findVariantBySku(catalog, item.product_id);
    if (!found) throw fieldError(`items.${index}.product_id`, `Unknown product ${item.product_id}`);
    const { product, variant } = found;
    // Turned off by the operator (or its product is): a cart made before cannot buy it.
    if (variant.available === false) {
      const field = `items.${index}.product_id`;
      const message = `${variant.sku} is sold out`;
      throw new AppError('CONFLICT', `${field}: ${message}`, { issues: [{ field, message }] });
    }
    const sides = PRINT_LOCATIONS.filter((side) => item.designs?.[side] ?? item.layers?.[side]);
    const [missing] = missingAreas(product, sides);
    if (missing) {
      throw fieldError(`items.${index}.${item.layers ? 'layers' : 'designs'}.${missing}`, NO_SUCH_AREA);
    }
    // The first printed area is in the variant's price; each further one adds its own.
    const unitPrice = itemPriceIn(product, variant, sides, currency);
    if (!unitPrice) throw fieldError('currency', `${variant.sku} is not sold in ${currency}`);
    const designs: Partial<Record<PrintLocation, string>> = {};
    for (const side of sides) if (item.designs?.[side]) designs[side] = item.designs[side];
    // The contract has checked each placement fits its print area; this adds the defaults and
    // refuses a placement for a side without a design, should a caller skip the contract.
    const placed = item.layers
      ? { ok: true as const, placements: layeredPlacements(item.layers) }
      : resolvePlacements(designs, item.placements);
    if (!placed.ok) throw fieldError(`items.${index}.placements`, placed.message);
    return {
      productId: product.product_id,
      sku: variant.sku,
      colorCode: variant.attributes.color,
      sizeCode: variant.attributes.size,
      quantity: item.quantity,
      unitPriceCents: unitPrice.amount,
      currency,
      designs,
      placements: placed.placements,
      layers: item.layers ?? null,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotalCents <= 0) {
    throw fieldError('items', `An order must cost more than ${formatMoney(0, 'en', currency)}`);
  }
  return { currency, lines, subtotalCents };
}

function layeredPlacements(layers: Layers): Placements {
  const out: Placements = {};
  for (const side of PRINT_LOCATIONS) if (layers[side]) out[side] = { ...WHOLE_PRINT_AREA };
  return out;
}
