import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from './cart';
import { layersSchema } from './layers';
import { placementSchema } from './contracts/placement';
import { printLocationSchema } from './contracts/print-location';
import { DEFAULT_PLACEMENT, placementProblem } from './placement';

/**
 * One cart line as the designer stores it (spec section 3). `price` is the variant's euro price as
 * the catalog gives it (24.99), kept so the stored cart reads like the spec's; every sum goes
 * through cents (see cart.ts). The server re-prices from its own catalog, never from this.
 */
export const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  name: z.string(),
  productId: z.string(),
  sku: z.string().check(z.minLength(1)),
  sizeCode: z.string(),
  sizeName: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  image: z.string(),
  designId: z.string().check(z.minLength(1)),
  designSrc: z.string(),
  /** The design's title (its prompt), shown under the line's name; carts saved before lack it. */
  designTitle: z.optional(z.string()),
  printLocation: printLocationSchema,
  /**
   * Where the design sits on its side's print area. Carts saved before placements existed, and a
   * stored placement that no longer fits the print area, read as the default placement.
   */
  placement: z.catch(
    placementSchema.check(z.refine((placement) => placementProblem(placement) === null)),
    () => ({ ...DEFAULT_PLACEMENT }),
  ),
  stripePriceId: z.string(),
  /**
   * The printed side's layers (the design first, then texts and images over it) when the
   * customer added any; without it the line is the design at its placement.
   */
  layers: z.optional(layersSchema),
});

export type CartItem = z.infer<typeof cartItemSchema>;
