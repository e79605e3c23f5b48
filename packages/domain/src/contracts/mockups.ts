import * as z from 'zod/mini';
import { MAX_LAYERS_PER_SIDE, layerSchema } from '../layers';
import { placementProblem } from '../placement';
import { printLocationSchema } from './print-location';

// GET /v1/designs/{design_id}/mockup: the design on a shirt at a placement, before an order exists
// (the cart panel and the checkout carousel). The answer names a cached image by an unguessable
// URL, so an <img> can show it without the bearer token.

const fraction = z.coerce.number().check(z.minimum(0), z.maximum(1));

export const designMockupParamsSchema = z.object({ design_id: z.uuid() });

export const designMockupQuerySchema = z
  .object({
    /** The product (the catalog's product_id); the catalog's first product when absent. */
    product_id: z.optional(z.string().check(z.trim(), z.minLength(1))),
    /** The colour code of the product's variant ('WHT', 'NAV', ...). */
    color: z.string().check(z.trim(), z.minLength(1)),
    side: z._default(printLocationSchema, 'front'),
    x: z._default(fraction, 0.5),
    y: z._default(fraction, 0.5),
    width: z._default(z.coerce.number().check(z.minimum(0), z.maximum(1)), 0.875),
    rotation: z._default(z.coerce.number().check(z.minimum(-180), z.maximum(180)), 0),
  })
  .check(
    z.superRefine((q, ctx) => {
      const problem = placementProblem(q);
      if (problem) ctx.addIssue({ code: 'custom', path: ['width'], message: problem });
    }),
  );
export type DesignMockupQuery = z.infer<typeof designMockupQuerySchema>;

export const designMockupResponseSchema = z.object({
  /** 800 x 1000 WebP on a transparent stage. */
  mockup_url: z.string().check(z.minLength(1)),
  /** 320 x 400 WebP: carts, order rows, e-mails. */
  thumbnail_url: z.string().check(z.minLength(1)),
});
export type DesignMockupResponse = z.infer<typeof designMockupResponseSchema>;

/**
 * POST /v1/mockups/layers: a side's layers composed on the server, on a shirt, before an order
 * exists (the cart and checkout show what will be printed). Answers designMockupResponseSchema;
 * a bad layer is a 400 naming it (`layers.front.2.font`), another customer's design a 404.
 */
export const layersMockupBodySchema = z.object({
  product_id: z.optional(z.string().check(z.trim(), z.minLength(1))),
  color: z.string().check(z.trim(), z.minLength(1)),
  side: z._default(printLocationSchema, 'front'),
  layers: z
    .array(layerSchema)
    .check(
      z.minLength(1),
      z.maxLength(MAX_LAYERS_PER_SIDE, `A side holds at most ${MAX_LAYERS_PER_SIDE} layers`),
    ),
});
export type LayersMockupBody = z.input<typeof layersMockupBodySchema>;
