import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../cart';
import { currencySchema } from './currency';
import { layerSchema, layersSchema } from '../layers';
import { placementSchema } from './placement';
import { placementsSchema } from '../placements';
import { PRINT_LOCATIONS } from '../print-location';
import { printLocationSchema } from './print-location';
import { orderVatSchema } from '../vat/vat';
import { TERMS_REQUIRED_MESSAGE } from '../vat/terms';
import { centsSchema, isoDateTimeSchema } from './common';
import { paymentProviderSchema } from './payment-provider';

// POST /v1/orders, GET /v1/orders, GET /v1/orders/{order_id}/items, and resuming a payment.

export const MAX_ORDER_LINES = 50;

/** Print area -> one optional value each: what an order item keeps per printed area. */
const perArea = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    front: z.optional(value),
    back: z.optional(value),
    left_sleeve: z.optional(value),
    right_sleeve: z.optional(value),
    neck_label: z.optional(value),
  });

/** print area -> design id; at least one area must carry a design. */
export const orderItemDesignsSchema = z
  .strictObject({
    front: z.optional(z.uuid()),
    back: z.optional(z.uuid()),
    left_sleeve: z.optional(z.uuid()),
    right_sleeve: z.optional(z.uuid()),
    neck_label: z.optional(z.uuid()),
  })
  .check(
    z.refine(
      (designs) => PRINT_LOCATIONS.some((side) => designs[side]),
      'Choose a design for the front or the back',
    ),
  );

export const createOrderItemSchema = z
  .object({
    // The variant's sku, as the spec's payload names it; the server prices it from its own catalog.
    product_id: z.string().check(z.trim(), z.minLength(1)),
    quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
    // One design per side (the spec's shape), each at its placement...
    designs: z.optional(orderItemDesignsSchema),
    // print location -> where the design sits on that side's print area; a missing side is the default.
    placements: z.optional(placementsSchema),
    // ...or each side's layers in paint order (images and texts): one or the other, not both.
    layers: z.optional(layersSchema),
  })
  .check(
    z.superRefine((item, ctx) => {
      if (Boolean(item.designs) === Boolean(item.layers)) {
        const message = item.layers
          ? 'Send either designs (with placements) or layers, not both'
          : 'Choose a design for the front or the back';
        ctx.addIssue({ code: 'custom', path: [item.layers ? 'layers' : 'designs'], message });
        return;
      }
      if (item.layers && item.placements) {
        ctx.addIssue({ code: 'custom', path: ['placements'], message: 'Layers carry their own positions' });
      }
      if (!item.designs) return;
      // A placement only makes sense on a side that carries a design (placementsSchema has already
      // checked that each turned box fits its print area).
      for (const side of PRINT_LOCATIONS) {
        if (item.placements?.[side] && !item.designs?.[side]) {
          const message = `The ${side} carries no design, so it cannot have a placement`;
          ctx.addIssue({ code: 'custom', path: ['placements', side], message });
        }
      }
    }),
  );
export type CreateOrderItem = z.infer<typeof createOrderItemSchema>;
export type CreateOrderItemInput = z.input<typeof createOrderItemSchema>;

export const createOrderBodySchema = z.object({
  items: z
    .array(createOrderItemSchema)
    .check(
      z.minLength(1, 'An order needs at least one item'),
      z.maxLength(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`),
    ),
  shipping_address_id: z.uuid(),
  // The currency the order is priced, paid and invoiced in (ISO 4217: 'SEK'); euros when absent.
  currency: z.optional(currencySchema),
  // The customer ticked the Terms (which say a made-to-order shirt cannot be withdrawn from).
  terms_accepted: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/**
 * Answered 201. `total_amount` is what the payment form will charge, in minor units of
 * `currency` (cents; whole forints for HUF), as is the VAT's `amount`.
 */
export const createOrderResponseSchema = z.object({
  order_id: z.uuid(),
  display_order_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
  payment_provider: paymentProviderSchema,
  publishable_key: z.nullable(z.string()),
  total_amount: centsSchema,
  currency: currencySchema,
  vat: orderVatSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderSchema = z.object({
  order_id: z.uuid(),
  display_order_id: z.string().check(z.minLength(1)),
  created_at: isoDateTimeSchema,
  // Plain text, not the status enum: the spec shows unknown statuses with a default icon, and an
  // order list must never fail because a producer invented a status.
  status: z.string().check(z.minLength(1)),
  // In minor units of `currency`, the order's ISO 4217 code, fixed when it was placed.
  total_amount: centsSchema,
  currency: currencySchema,
  // Only while the order awaits payment; null once the payment session is closed.
  client_secret: z.nullable(z.string()),
  shipping_address_id: z.uuid(),
  tracking_number: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  // The VAT the total contains, fixed when the order was created.
  vat: orderVatSchema,
  // Paid orders have an invoice (GET /v1/orders/{order_id}/invoice) once it is issued.
  has_invoice: z.boolean(),
  // A refunded order's credit note (GET /v1/orders/{order_id}/credit-note).
  has_credit_note: z.boolean(),
  // A replacement the shop sent at no charge for a defect: the order number it replaces (on the
  // replacement) and the replacement's number (on the order it replaces). Absent otherwise.
  replacement_of: z.optional(z.string()),
  replaced_by: z.optional(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/** Newest first (spec section 9). */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const orderParamsSchema = z.object({ order_id: z.uuid() });
export type OrderParams = z.infer<typeof orderParamsSchema>;

export const orderItemSchema = z.object({
  item_id: z.uuid(),
  product_id: z.string(),
  name: z.string(),
  sku: z.string(),
  color_code: z.string(),
  size_code: z.string(),
  // Names from the catalog for the order history ('White', 'Medium'); the codes when it lacks them.
  color_name: z.string(),
  size_name: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  // Unit price as a decimal string in the order's currency ('24.99', '279.00'; whole forints
  // '9990'), as the spec's order item has it.
  price: z.string().check(z.regex(/^\d+(?:\.\d{2})?$/)),
  print_locations: z.array(printLocationSchema).check(z.minLength(1)),
  thumbnail_urls: perArea(z.string()),
  // Where each printed area's design sits on it (the default where none was chosen).
  placements: perArea(placementSchema),
  // The producer's print file per area (300 DPI at the area's size: 3600 x 4800 for a tee's
  // front), composed at the placement once the order is paid: signed URLs that expire within the
  // hour (absent until composed).
  print_file_urls: perArea(z.string()),
  // The design on the product of the ordered colour, per area (320 x 400 WebP; absent until rendered).
  mockup_urls: perArea(z.string()),
  // The item's layers per area as ordered; absent for an item ordered as one design per area.
  // Then placements and print files above are of the composed area (the whole print area).
  layers: z.optional(perArea(z.array(layerSchema))),
  // The design's title: its prompt, as the design list titles it (the front's, else the back's),
  // kept on the order like its files. Absent on orders placed before it was kept.
  design_title: z.optional(z.string()),
  // 'upload' when the item prints only the customer's own pictures and text, so it is not marked
  // "AI-generated"; absent on orders placed before it was kept (their designs were all generated).
  design_source: z.optional(z.enum(['generated', 'upload'])),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderItemsResponseSchema = z.object({ items: z.array(orderItemSchema) });
export type OrderItemsResponse = z.infer<typeof orderItemsResponseSchema>;

/** A fresh payment form for an order still awaiting payment. */
export const resumePaymentResponseSchema = z.object({
  client_secret: z.string().check(z.minLength(1)),
  payment_provider: paymentProviderSchema,
  publishable_key: z.nullable(z.string()),
});
export type ResumePaymentResponse = z.infer<typeof resumePaymentResponseSchema>;
