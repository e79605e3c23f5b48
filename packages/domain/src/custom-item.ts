import type { CartState } from './cart';
import { addItem, MAX_LINE_QUANTITY, updateItemQuantity } from './cart';
import type { CartItem } from './cart-item';
import type { CatalogProduct, CatalogVariant } from './catalog';
import { colorsOf, DEFAULT_COLOR_HEX, sizesOf } from './catalog-queries';
import type { CreateOrderItem } from './contracts/orders';
import type { Layers } from './layers';
import { DEFAULT_PLACEMENT, samePlacement, type Placement } from './placement';
import type { PrintLocation } from './print-location';
import { DEFAULT_PRINT_LOCATION, printedSides, printLocationWords } from './print-location';
import { itemPriceIn } from './print-areas';

/** The item's euro price in euros (24.99), as the cart keeps it; the variant's if an area has none. */
function euroPriceOf(product: CatalogProduct, variant: CatalogVariant, sides: PrintLocation[]): number {
  const price = itemPriceIn(product, variant, sides, 'EUR');
  return price ? price.amount / 100 : variant.price;
}

// A product variant with a design on one side, or layers on each side designed: what "Add to
// Cart" builds (spec section 3). The price is the variant's with its first printed area, plus
// what each further area adds (print-areas.ts).

/** A design as the designer holds it: the API's design_id, thumbnail and title (its prompt). */
export type DesignRef = { id: string; src: string; title?: string };

export type CustomProductItem = {
  id: string;
  product: CatalogProduct;
  variant: CatalogVariant;
  design: DesignRef;
  quantity: number;
  printLocation: PrintLocation;
  /** Where the design sits on the print side's print area. */
  placement: Placement;
  /** Each designed side's layers, the design among them (see CartItem); `printLocation` is the first side. */
  layers?: Layers | undefined;
  /** Derived: see customItemName. */
  name: string;
  /** The euro price of one: the variant's, plus each printed area after the first. */
  price: number;
  /** Derived: see customItemImage. */
  image: string;
};

type CustomItemParts = Pick<CustomProductItem, 'product' | 'variant' | 'printLocation' | 'layers'>;

export const CUSTOM_ITEM_ERROR = 'A product, a variant and a design are needed to add an item to the cart';

export type CreateCustomItemOptions = {
  product: CatalogProduct | null | undefined;
  variant: CatalogVariant | null | undefined;
  design: DesignRef | null | undefined;
  quantity?: number;
  printLocation?: PrintLocation;
  /** The domain's default placement when not given. */
  placement?: Placement;
  layers?: Layers | null;
  /** Milliseconds since the epoch; injectable so ids are predictable in tests. */
  timestamp?: number;
};

export function createCustomItem(options: CreateCustomItemOptions): CustomProductItem {
  const { product, variant, design, printLocation = DEFAULT_PRINT_LOCATION } = options;
  const placement = { ...(options.placement ?? DEFAULT_PLACEMENT) };
  if (!product || !variant || !design?.id) throw new Error(CUSTOM_ITEM_ERROR);
  const timestamp = options.timestamp ?? Date.now();
  // Minimum 1 (spec); whole shirts only, and no more than an order line takes.
  const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(options.quantity ?? 1)));
  const parts = { product, variant, printLocation };
  const layers = options.layers ?? undefined;
  return {
    id: `${variant.sku}-${design.id}-${timestamp}`,
    ...parts,
    design,
    quantity,
    placement,
    ...(layers ? { layers } : {}),
    name: customItemName({ ...parts, layers }),
    price: euroPriceOf(product, variant, printedSides({ printLocation, layers })),
    image: customItemImage(parts),
  };
}

/**
 * 'Custom (White / M) - front', or '... - front + back' for a shirt printed on both: the colour by
 * name, because 'WHI' means little to a customer, and the size by code, as on the size buttons.
 * Codes stand in for names the catalog lacks.
 */
export function customItemName(item: CustomItemParts): string {
  const { color } = describeVariant(item);
  return `Custom (${color.name} / ${item.variant.attributes.size}) - ${printedSides(item).map(printLocationWords).join(' + ')}`;
}

/** The product picture for the printed side, or the front when the catalog has no back picture. */
export function customItemImage(item: CustomItemParts): string {
  return item.variant.image_urls[item.printLocation] || item.variant.image_urls.front;
}

function describeVariant({ product, variant }: CustomItemParts) {
  const { color: colorCode, size: sizeCode } = variant.attributes;
  const color = colorsOf(product).find((c) => c.code === colorCode) ?? {
    code: colorCode,
    name: colorCode,
    hex: DEFAULT_COLOR_HEX,
  };
  const size = sizesOf(product).find((s) => s.code === sizeCode) ?? { code: sizeCode, name: sizeCode };
  return { color, size };
}

export function toCartItem(item: CustomProductItem): CartItem {
  const { color, size } = describeVariant(item);
  return {
    id: item.id,
    price: item.price,
    quantity: item.quantity,
    name: item.name,
    productId: item.product.product_id,
    sku: item.variant.sku,
    sizeCode: size.code,
    sizeName: size.name,
    colorCode: color.code,
    colorName: color.name,
    colorHex: color.hex,
    image: item.image,
    designId: item.design.id,
    designSrc: item.design.src,
    ...(item.design.title ? { designTitle: item.design.title } : {}),
    printLocation: item.printLocation,
    placement: { ...item.placement },
    stripePriceId: item.variant.stripe_price_id,
    ...(item.layers ? { layers: item.layers } : {}),
  };
}

/**
 * Same variant, same design, same side (spec section 4, add to cart), the same placement and the
 * same layers: the same line. The same design placed elsewhere is another shirt, so another line.
 */
export function findMatchingLine(state: CartState, item: CartItem): CartItem | undefined {
  return state.items.find(
    (line) =>
      line.sku === item.sku &&
      line.designId === item.designId &&
      line.printLocation === item.printLocation &&
      samePlacement(line.placement, item.placement) &&
      JSON.stringify(line.layers ?? null) === JSON.stringify(item.layers ?? null),
  );
}

/** Add to Cart: the matching line grows by 1, otherwise the item joins as a new line of 1. */
export function addCustomItemToCart(state: CartState, item: CartItem): CartState {
  const match = findMatchingLine(state, item);
  return match ? updateItemQuantity(state, match.id, match.quantity + 1) : addItem(state, item, 1);
}

/**
 * One line of the order creation payload: the sku as product_id, and the side's layers when the
 * customer added any, else the design and its placement on its side.
 */
export function toOrderItem(item: CartItem): CreateOrderItem {
  if (item.layers) return { product_id: item.sku, quantity: item.quantity, layers: item.layers };
  return {
    product_id: item.sku,
    quantity: item.quantity,
    designs: { [item.printLocation]: item.designId },
    placements: { [item.printLocation]: { ...item.placement } },
  };
}
