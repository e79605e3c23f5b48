import { z } from 'zod';
import { MAX_LAYERS_PER_SIDE, layerSchema } from '../layers';
import { placementProblem } from '../placement';
import { printLocationSchema } from '../print-location';

// GET /v1/designs/{design_id}/mockup: the design on a shirt at a placement, before an order exists
// (the cart panel and the checkout carousel). The answer names a cached image by an unguessable
// URL, so an <img> can show it without the bearer token.

const fraction = z.coerce.number().finite().min(0).max(1);

export const designMockupParamsSchema = z.object({ design_id: z.uuid() });

export const designMockupQuerySchema = z
  .object({
    /** The product (the catalog's product_id); the catalog's first product when absent. */
    product_id: z.string().trim().min(1).optional(),
    /** The colour code of the product's variant ('WHT', 'NAV', ...). */
    color: z.string().trim().min(1),
    side: printLocationSchema.default('front'),
    x: fraction.default(0.5),
    y: fraction.default(0.5),
    width: z.coerce.number().finite().min(0).max(1).default(0.875),
    rotation: z.coerce.number().finite().min(-180).max(180).default(0),
  })
  .superRefine((q, ctx) => {
    const problem = placementProblem(q);
    if (problem) ctx.addIssue({ code: 'custom', path: ['width'], message: problem });
  });
export type DesignMockupQuery = z.infer<typeof designMockupQuerySchema>;

export const designMockupResponseSchema = z.object({
  /** 800 x 1000 WebP on a transparent stage. */
  mockup_url: z.string().min(1),
  /** 320 x 400 WebP: carts, order rows, e-mails. */
  thumbnail_url: z.string().min(1),
});
export type DesignMockupResponse = z.infer<typeof designMockupResponseSchema>;

/**
 * POST /v1/mockups/layers: a side's layers composed on the server, on a shirt, before an order
 * exists (the cart and checkout show what will be printed). Answers designMockupResponseSchema;
 * a bad layer is a 400 naming it (`layers.front.2.font`), another customer's design a 404.
 */
export const layersMockupBodySchema = z.object({
  product_id: z.string().trim().min(1).optional(),
  color: z.string().trim().min(1),
  side: printLocationSchema.default('front'),
  layers: z
    .array(layerSchema)
    .min(1)
    .max(MAX_LAYERS_PER_SIDE, `A side holds at most ${MAX_LAYERS_PER_SIDE} layers`),
});
export type LayersMockupBody = z.input<typeof layersMockupBodySchema>;
