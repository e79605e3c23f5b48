import {
  WHOLE_PRINT_AREA,
  findVariantBySku,
  formatMoney,
  priceIn,
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

/** A layered side's composed print file covers the whole print area. */

export type PricedOrder = { currency: Currency; lines: PricedLine[]; subtotalCents: number };

export { fieldError };

/**
 * Prices every line from the shop's catalog at the price it sets in `currency` (never converted);
 * an unknown sku is refused, naming its line, and a variant without a price in the currency names
 * the currency.
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
    const unitPrice = priceIn(variant, currency);
    if (!unitPrice) throw fieldError('currency', `${variant.sku} is not sold in ${currency}`);
    const sides = PRINT_LOCATIONS.filter((side) => item.designs?.[side]);
    const designs: Partial<Record<PrintLocation, string>> = {};
    for (const side of sides) designs[side] = item.designs?.[side];
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
