import type { CatalogPrintArea } from './catalog';
import { priceIn } from './catalog-prices';
import type { Currency } from './currency';
import { money, type Money } from './money';
import { type PrintArea, TEE_PRINT_AREA } from './placement';
import { PRINT_LOCATIONS, type PrintLocation } from './print-location';

// A product's print areas (catalog.json's `print_areas`): each with its print size and its price.
// The first area an item prints is in the variant's price; each further one adds its own. The
// area's schema is the catalogue's (catalog.ts).

const MM_PER_INCH = 25.4;
/** Every print file is made at 300 DPI, at its area's size. */
export const PRINT_DPI = 300;

/** 12 x 16 in: what a product without `print_areas` prints on, front and back, at its price. */
const TEE_AREA_MM = { width_mm: 304.8, height_mm: 406.4 };
export const DEFAULT_PRINT_AREAS: readonly CatalogPrintArea[] = [
  { id: 'front', name: 'Front', ...TEE_AREA_MM, price: 0 },
  { id: 'back', name: 'Back', ...TEE_AREA_MM, price: 0 },
];

type WithAreas = { print_areas?: readonly CatalogPrintArea[] | undefined };

/** The product's areas in the catalogue's order (front first), the tee's two where it names none. */
export function printAreasOf(product: WithAreas): readonly CatalogPrintArea[] {
  return product.print_areas && product.print_areas.length > 0 ? product.print_areas : DEFAULT_PRINT_AREAS;
}

export function findPrintArea(product: WithAreas, id: PrintLocation): CatalogPrintArea | undefined {
  return printAreasOf(product).find((area) => area.id === id);
}

/** The area's size for composing and checking: inches at 300 DPI; the tee's when it has none. */
export function printAreaSize(area: Pick<CatalogPrintArea, 'width_mm' | 'height_mm'> | undefined): PrintArea {
  if (!area) return TEE_PRINT_AREA;
  return { widthIn: area.width_mm / MM_PER_INCH, heightIn: area.height_mm / MM_PER_INCH, dpi: PRINT_DPI };
}

/** True when the area is the tee's 12 x 16 in (print files of 3600 x 4800, as before areas). */
export const isTeeSized = (area: PrintArea) =>
  Math.round(area.widthIn * area.dpi) === 3600 && Math.round(area.heightIn * area.dpi) === 4800;

/** The areas an item prints in the product's order; the first is in the price, the others add. */
export function orderedAreas(product: WithAreas, sides: readonly PrintLocation[]): CatalogPrintArea[] {
  return printAreasOf(product).filter((area) => sides.includes(area.id));
}

/** The sides the product has no area for: an item naming one is refused. */
export const missingAreas = (product: WithAreas, sides: readonly PrintLocation[]) =>
  sides.filter((side) => !findPrintArea(product, side));

/**
 * What the further areas add to the variant's price in `currency`: every printed area but the
 * first. Undefined when one of them has no price in that currency.
 */
export function extraAreasPriceIn(
  product: WithAreas,
  sides: readonly PrintLocation[],
  currency: Currency,
): Money | undefined {
  let amount = 0;
  for (const area of orderedAreas(product, sides).slice(1)) {
    const price = priceIn(area, currency);
    if (!price) return undefined;
    amount += price.amount;
  }
  return money(amount, currency);
}

/** The price of one item printing `sides`: the variant's, plus each further area's. */
export function itemPriceIn(
  product: WithAreas,
  variant: Parameters<typeof priceIn>[0],
  sides: readonly PrintLocation[],
  currency: Currency,
): Money | undefined {
  const base = priceIn(variant, currency);
  const extra = extraAreasPriceIn(product, sides, currency);
  return base && extra ? money(base.amount + extra.amount, currency) : undefined;
}

/** The ids in PRINT_LOCATIONS order: how sides are listed wherever a product's order is unknown. */
export const inAreaOrder = (sides: Iterable<PrintLocation>) => {
  const set = new Set(sides);
  return PRINT_LOCATIONS.filter((side) => set.has(side));
};

/** The size `productId`'s `side` prints at; the tee's for a product or area the catalogue lacks. */
export function printAreaIn(
  catalog: { products: readonly (WithAreas & { product_id: string })[] },
  productId: string,
  side: PrintLocation,
): PrintArea {
  const product = catalog.products.find((p) => p.product_id === productId);
  return printAreaSize(product && findPrintArea(product, side));
}
