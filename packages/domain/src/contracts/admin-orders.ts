import * as z from 'zod/mini';
import { currencySchema } from './currency';
import { ORDER_STATUS_GROUP_LABELS, type OrderStatusGroup } from '../order-status';
import { addressSnapshotSchema } from './shipping-address';
import { centsSchema, isoDateTimeSchema } from './common';
import { auditEntrySchema, operatorTextSchema } from './admin-audit';
import { invoiceKindSchema } from './invoices';

// The operator console's orders: GET /v1/admin/orders, GET /v1/admin/orders/{order_id} and its actions.

export const ADMIN_PAGE_SIZE = 25;

/** `?page=1&group=Processing&q=PT-0001` or `?q=someone@example.com`; pages count from 1. */
export const adminOrdersQuerySchema = z.object({
  group: z.optional(z.enum(ORDER_STATUS_GROUP_LABELS as [OrderStatusGroup, ...OrderStatusGroup[]])),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSummarySchema = z.object({
  order_id: z.uuid(),
  display_order_id: z.string().check(z.minLength(1)),
  created_at: isoDateTimeSchema,
  status: z.string().check(z.minLength(1)),
  // Every amount of the order (total, subtotal, items, payments) is in minor units of `currency`.
  total_amount: centsSchema,
  currency: currencySchema,
  customer_id: z.string().check(z.minLength(1)),
  customer_email: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** A page of orders, newest first; `total` counts every match, for the pager. */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const adminOrderParamsSchema = z.object({ order_id: z.uuid() });

// The front and back always (null where not printed); a further area only where it is printed.
const sidesSchema = z.object({
  front: z.nullable(z.string()),
  back: z.nullable(z.string()),
  left_sleeve: z.optional(z.string()),
  right_sleeve: z.optional(z.string()),
  neck_label: z.optional(z.string()),
});

export const adminOrderItemSchema = z.object({
  item_id: z.uuid(),
  sku: z.string(),
  product_id: z.string(),
  color_code: z.string(),
  size_code: z.string(),
  /** The catalog's names ('Classic Unisex T-Shirt', 'White', 'Medium'); the codes when it lacks them. */
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  unit_price: centsSchema,
  /**
   * Short-lived signed links to the print files per side (the one composed at the customer's
   * placement once made, else the design's own 3600 x 4800 file); null where a side has none.
   */
  print_files: sidesSchema,
  /** The designs' thumbnails, per side. */
  thumbnails: sidesSchema,
  /** The shirt mockups of the ordered colour, per side, once made. */
  mockups: sidesSchema,
});

export const adminEventSchema = z.object({
  status: z.string(),
  source: z.string(),
  created_at: isoDateTimeSchema,
  detail: z.nullable(z.record(z.string(), z.unknown())),
});

export const adminPaymentSessionSchema = z.object({
  session_id: z.string(),
  provider: z.string(),
  status: z.string(),
  amount: centsSchema,
  created_at: isoDateTimeSchema,
  refunded_at: z.nullable(isoDateTimeSchema),
});

export const adminEmailSchema = z.object({ kind: z.string(), sent_at: isoDateTimeSchema });

/**
 * One of the order's documents and the console's /v1 path of its PDF. `number` is null for the
 * invoice of a paid order its job has not issued yet: opening it issues it.
 */
export const adminOrderDocumentSchema = z.object({
  kind: invoiceKindSchema,
  number: z.nullable(z.string()),
  url: z.string().check(z.minLength(1)),
});
export type AdminOrderDocument = z.infer<typeof adminOrderDocumentSchema>;

/** Another order, as the console links to it. */
export const adminOrderRefSchema = z.object({
  order_id: z.uuid(),
  display_order_id: z.string().check(z.minLength(1)),
});
export type AdminOrderRef = z.infer<typeof adminOrderRefSchema>;

/** How an order's defect claim was settled after delivery: its money back, or a new order at no charge. */
export const claimSettlementSchema = z.enum(['refund', 'replacement']);
export type ClaimSettlement = z.infer<typeof claimSettlementSchema>;

export const adminClaimSchema = z.object({
  settlement: claimSettlementSchema,
  reason: z.string(),
  settled_by: z.string(),
  settled_at: isoDateTimeSchema,
  /** The replacement order, for a claim settled by one. */
  replacement: z.nullable(adminOrderRefSchema),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const adminOrderDetailSchema = z.object({
  order: z.extend(adminOrderSummarySchema, {
    subtotal: centsSchema,
    shipping: centsSchema,
    producer_order_id: z.nullable(z.string()),
    tracking_number: z.nullable(z.string()),
    paid_at: z.nullable(isoDateTimeSchema),
  }),
  items: z.array(adminOrderItemSchema),
  shipping_address: addressSnapshotSchema,
  payment_sessions: z.array(adminPaymentSessionSchema),
  /** What the payment provider reported (checkout completed, expired...). */
  payment_events: z.array(adminEventSchema),
  /** What the print producer reported, and the shop's own steps (placed, canceled). */
  producer_events: z.array(adminEventSchema),
  emails: z.array(adminEmailSchema),
  /** The invoice (once paid) and the credit note (once issued). */
  documents: z.array(adminOrderDocumentSchema),
  audit: z.array(auditEntrySchema),
  /** Which actions make sense now; the server checks again when one is asked for. */
  can_retry_submission: z.boolean(),
  can_refund: z.boolean(),
  /** A shipped or delivered order's defect claim, once settled (at most once per order). */
  claim: z.nullable(adminClaimSchema),
  /** The order this one replaces at no charge, for a replacement order. */
  replacement_of: z.nullable(adminOrderRefSchema),
  /** Shipped or delivered, paid, its claim not settled: its money can be returned, the order kept. */
  can_refund_claim: z.boolean(),
  /** Shipped or delivered, its claim not settled: a replacement at no charge can be sent. */
  can_send_replacement: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminRefundBodySchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
/** A defect claim settled after delivery, by a refund or a replacement: why, for the audit log. */
export const adminClaimBodySchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export const adminNoteBodySchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});

/** What an action did: an English sentence, and as a code and values the console words. */
export const adminActionResultSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  text: operatorTextSchema,
});
export type AdminActionResult = z.infer<typeof adminActionResultSchema>;

/** What sending a replacement did, and the replacement order it placed (or had placed before). */
export const adminReplacementResultSchema = z.extend(adminActionResultSchema, {
  replacement: adminOrderRefSchema,
});
export type AdminReplacementResult = z.infer<typeof adminReplacementResultSchema>;
