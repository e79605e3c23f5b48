import {
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
  auditEntrySchema,
  operatorTextSchema,
} from '../admin-audit';
import {
  adminCatalogProductSchema,
  adminCatalogResponseSchema,
  adminCatalogVariantSchema,
  adminSaleSchema,
  catalogProductParamsSchema,
  catalogVariantParamsSchema,
  patchCatalogProductBodySchema,
  patchCatalogVariantBodySchema,
} from '../admin-catalog';
import {
  adminCustomerDetailSchema,
  adminCustomerParamsSchema,
  adminCustomerSchema,
  adminCustomersResponseSchema,
  adminDesignParamsSchema,
  adminDesignSchema,
  adminDesignsResponseSchema,
  adminGrantQuotaBodySchema,
  adminListQuerySchema,
} from '../admin-customers';
import {
  adminActionResultSchema,
  adminClaimBodySchema,
  adminClaimSchema,
  adminEmailSchema,
  adminEventSchema,
  adminNoteBodySchema,
  adminOrderDetailSchema,
  adminOrderDocumentSchema,
  adminOrderItemSchema,
  adminOrderParamsSchema,
  adminOrderRefSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOrderSummarySchema,
  adminPaymentSessionSchema,
  adminRefundBodySchema,
  adminReplacementResultSchema,
} from '../admin-orders';
import {
  adminAlertParamsSchema,
  adminAlertSchema,
  adminAlertsQuerySchema,
  adminAlertsResponseSchema,
  adminDayCountSchema,
  adminOverviewSchema,
  adminSessionSchema,
} from '../admin-overview';
import {
  exchangeRateDaySchema,
  exchangeRateEntrySchema,
  exchangeRatesParamsSchema,
  exchangeRatesQuerySchema,
  exchangeRatesResponseSchema,
  putExchangeRatesBodySchema,
  RATE_CURRENCIES,
} from '../exchange-rates';
import { EXAMPLE } from './examples';
import { describeObject, type FieldDoc } from './field-docs';

// The operator console's calls (/v1/admin/*): for accounts in ADMIN_EMAILS, every action audited.

const RATE_EXAMPLES = {
  SEK: '11.2345',
  PLN: '4.2675',
  CZK: '25.08',
  DKK: '7.4613',
  HUF: '401.5',
  RON: '4.9765',
};

const page: FieldDoc = { description: 'Which page, counting from 1.', example: 1 };
const paging = {
  total: { description: 'How many match, on every page.', example: 137 },
  page: { description: 'This page, counting from 1.', example: 1 },
  page_size: { description: 'How many a page holds.', example: 25 },
} satisfies Record<string, FieldDoc>;
const search: FieldDoc = {
  description: 'Search text: an order number, an e-mail address or part of a name.',
  example: EXAMPLE.email,
};
const orderId: FieldDoc = { description: 'The order.', example: EXAMPLE.orderId };
const displayOrderId: FieldDoc = { description: "The order's number.", example: EXAMPLE.displayOrderId };
const customerId: FieldDoc = { description: "The customer's account id.", example: EXAMPLE.customerId };
const at = (what: string, example: string | null = EXAMPLE.isoDateTime): FieldDoc => ({
  description: `${what} (ISO 8601).`,
  example,
});
// One schema for an item's print files, thumbnails and mockups: its fields say which area.
const perSide = describeObject(adminOrderItemSchema.shape.print_files, {
  front: { description: "The front's; null when the front is not printed.", example: EXAMPLE.mockupUrl },
  back: { description: "The back's; null when the back is not printed.", example: null },
  left_sleeve: {
    description: "The left sleeve's; absent when it is not printed.",
    example: EXAMPLE.mockupUrl,
  },
  right_sleeve: {
    description: "The right sleeve's; absent when it is not printed.",
    example: EXAMPLE.mockupUrl,
  },
  neck_label: { description: "The neck label's; absent when it is not printed.", example: EXAMPLE.mockupUrl },
});

const orderSummaryFields = {
  order_id: orderId,
  display_order_id: displayOrderId,
  created_at: at('When it was placed'),
  status: {
    description: "The order's status (plain text, as the order history's).",
    example: 'in_production',
  },
  total_amount: { description: 'The total, VAT included, in minor units of `currency`.', example: 2999 },
  currency: {
    description: "The order's currency (ISO 4217); every amount of the order is in it.",
    example: 'EUR',
  },
  customer_id: customerId,
  customer_email: { description: "The customer's e-mail address.", example: EXAMPLE.email },
} satisfies Record<string, FieldDoc>;

const actionResult = {
  ok: { description: 'Always true: a refused action is an error answer.', example: true },
  message: {
    description: 'What the action did, in English: the record kept in the audit log.',
    example: 'Note added.',
  },
  text: { description: 'The same as a code and values, for the console to word in its language.' },
} satisfies Record<string, FieldDoc>;

const code = (what: string, example: string): FieldDoc => ({ description: `The ${what}'s code.`, example });

const docs = [
  describeObject(adminSessionSchema, {
    email: { description: "The operator's e-mail address.", example: EXAMPLE.operatorEmail },
  }),
  describeObject(adminOrdersQuerySchema, {
    group: {
      description:
        'Only orders of one status group: Pending Payment, Processing, On Hold, Shipped, Delivered or Canceled/Failed.',
      example: 'Processing',
    },
    q: search,
    page,
  }),
  describeObject(adminOrderSummarySchema, orderSummaryFields),
  describeObject(adminOrdersResponseSchema, {
    orders: { description: 'A page of orders, newest first.' },
    ...paging,
  }),
  describeObject(adminOrderParamsSchema, { order_id: orderId }),
  describeObject(adminOrderItemSchema, {
    item_id: { description: 'The order line.', example: EXAMPLE.itemId },
    sku: { description: "The variant's sku.", example: EXAMPLE.sku },
    product_id: { description: "The catalogue's product.", example: EXAMPLE.productId },
    color_code: code('colour', 'WHT'),
    size_code: code('size', 'M'),
    product_name: { description: "The catalogue's name of the product.", example: 'Classic Unisex T-Shirt' },
    color_name: {
      description: "The colour's name (the code when the catalogue has none).",
      example: 'White',
    },
    size_name: { description: "The size's name (the code when the catalogue has none).", example: 'Medium' },
    quantity: { description: 'How many.', example: 1 },
    unit_price: {
      description: 'The unit price, VAT included, in minor units of the order’s currency.',
      example: 2499,
    },
    print_files: {
      description:
        "Print area -> a short-lived signed link to its print file (composed at the customer's placement once made, else the design's own).",
    },
    thumbnails: { description: "Print area -> the design's thumbnail." },
    mockups: { description: 'Print area -> the mockup of the ordered colour, once made.' },
  }),
  perSide,
  describeObject(adminEventSchema, {
    status: {
      description: 'What was reported, in its sender’s words.',
      example: 'checkout.session.completed',
    },
    source: {
      description: 'Who reported it: the payment provider, the producer or the shop.',
      example: 'stripe',
    },
    created_at: at('When it arrived'),
    detail: { description: 'What else it carried, as sent; null for none.', example: { amount_total: 2999 } },
  }),
  describeObject(adminPaymentSessionSchema, {
    session_id: { description: "The payment provider's session id.", example: 'cs_test_a1B2c3D4e5F6' },
    provider: { description: 'Which provider: `stripe` or `test`.', example: 'stripe' },
    status: { description: "The session's status: open, complete or expired.", example: 'complete' },
    amount: { description: 'What it charges, in minor units of the order’s currency.', example: 2999 },
    created_at: at('When it was opened'),
    refunded_at: at('When it was refunded; null if not', null),
  }),
  describeObject(adminEmailSchema, {
    kind: {
      description: 'Which e-mail: order_confirmation, shipped, refunded...',
      example: 'order_confirmation',
    },
    sent_at: at('When it was sent'),
  }),
  describeObject(adminOrderDocumentSchema, {
    kind: { description: '`invoice` or `credit_note`.', example: 'invoice' },
    number: {
      description:
        "The document's number; null for a paid order's invoice not issued yet (opening it issues it).",
      example: 'PT-2026-000123',
    },
    url: {
      description: "The console's path of its PDF.",
      example: `/v1/admin/orders/${EXAMPLE.orderId}/invoice`,
    },
  }),
  describeObject(adminOrderDetailSchema, {
    order: { description: 'The order, with its amounts and the producer’s references.' },
    items: { description: "The order's lines, with links to their print files." },
    shipping_address: { description: 'Where it goes, as captured when it was placed.' },
    payment_sessions: { description: 'Every payment session opened for it.' },
    payment_events: { description: 'What the payment provider reported (checkout completed, expired...).' },
    producer_events: {
      description: 'What the print producer reported, and the shop’s own steps (placed, canceled).',
    },
    emails: { description: 'The e-mails sent about it.' },
    documents: { description: 'The invoice (once paid) and the credit note (once issued).' },
    audit: { description: 'What operators did to it, newest first.' },
    can_retry_submission: {
      description: 'True when sending it to the producer again makes sense now (the server checks again).',
      example: false,
    },
    can_refund: {
      description: 'True when it can be canceled and refunded now (the server checks again).',
      example: true,
    },
    claim: {
      description:
        "A shipped or delivered order's defect claim, once settled (at most one per order); null before.",
    },
    replacement_of: {
      description: 'For a replacement order: the order it replaces at no charge; null otherwise.',
    },
    can_refund_claim: {
      description:
        'True when a defect claim can be settled by a refund now: shipped or delivered, paid, no claim settled.',
      example: false,
    },
    can_send_replacement: {
      description:
        'True when a defect claim can be settled by a replacement at no charge now: shipped or delivered, no claim settled.',
      example: false,
    },
  }),
  describeObject(adminOrderRefSchema, { order_id: orderId, display_order_id: displayOrderId }),
  describeObject(adminClaimSchema, {
    settlement: {
      description: '`refund` (the money back, the order kept) or `replacement` (a new order at no charge).',
      example: 'replacement',
    },
    reason: {
      description: 'Why, as the operator wrote it.',
      example: 'The print peeled after the first wash.',
    },
    settled_by: { description: 'The operator who settled it.', example: EXAMPLE.operatorEmail },
    settled_at: at('When'),
    replacement: { description: 'The replacement order, for a claim settled by one; null for a refund.' },
  }),
  describeObject(adminClaimBodySchema, {
    reason: {
      description: 'What is wrong with the delivered order, for the audit log (1 to 500 characters).',
      example: 'The print peeled after the first wash.',
    },
  }),
  describeObject(adminReplacementResultSchema, {
    ...actionResult,
    replacement: { description: 'The replacement order it placed (or had placed before).' },
  }),
  describeObject(adminOrderDetailSchema.shape.order, {
    ...orderSummaryFields,
    subtotal: { description: 'The items, VAT included, in minor units.', example: 2499 },
    shipping: { description: 'Shipping, VAT included, in minor units.', example: 500 },
    producer_order_id: {
      description: "The producer's order id, once sent; null before.",
      example: 'gel-8f2c1a',
    },
    tracking_number: {
      description: 'The tracking number, once shipped; null before.',
      example: '1Z999AA10123456784',
    },
    paid_at: at('When it was paid; null if not'),
  }),
  describeObject(adminRefundBodySchema, {
    reason: {
      description: 'Why, for the audit log (1 to 500 characters).',
      example: 'The customer asked to cancel.',
    },
  }),
  describeObject(adminNoteBodySchema, {
    text: {
      description: 'The note, for the order’s audit log (1 to 2000 characters).',
      example: 'Called the customer about the address.',
    },
  }),
  describeObject(adminActionResultSchema, actionResult),
  describeObject(operatorTextSchema, {
    code: {
      description:
        'Which text: a code the console words in its language (`note_added`, `order_refunded`...).',
      example: 'order_refunded',
    },
    values: {
      description: 'The values the text names, by name (amounts in minor units).',
      example: { amount: 2999, currency: 'EUR', producer_order_id: null },
    },
  }),
  describeObject(auditEntrySchema, {
    id: { description: 'The entry.', example: EXAMPLE.auditId },
    actor_email: { description: 'The operator who acted.', example: EXAMPLE.operatorEmail },
    action: { description: 'What kind of action it was.', example: 'order.refund' },
    order_id: {
      description: 'The order acted on; null for another kind of action.',
      example: EXAMPLE.orderId,
    },
    customer_id: { description: 'The customer acted on; null for another kind of action.', example: null },
    summary: {
      description: 'What was done, in English: a note’s text, a refund’s reason, units granted.',
      example: 'Canceled and refunded 29.99 EUR: The customer asked to cancel.',
    },
    summary_text: {
      description:
        'The summary as a code and values for the console to word; null for a note and for entries logged before codes.',
    },
    created_at: at('When'),
  }),
  describeObject(adminAuditLogQuerySchema, { page }),
  describeObject(adminAuditLogResponseSchema, {
    entries: { description: 'A page of entries, newest first.' },
    ...paging,
  }),
  describeObject(adminListQuerySchema, { q: search, page }),
  describeObject(adminCustomerSchema, {
    customer_id: customerId,
    email: { description: 'Their e-mail address.', example: EXAMPLE.email },
    name: { description: 'Their name.', example: 'Kadri Tamm' },
    email_verified: { description: 'True once they followed the verification link.', example: true },
    disabled: {
      description: 'True while an operator has the account disabled (it cannot sign in).',
      example: false,
    },
    created_at: at('When they signed up'),
    orders: { description: 'How many orders they placed.', example: 2 },
  }),
  describeObject(adminCustomersResponseSchema, {
    customers: { description: 'A page of customers, newest first.' },
    ...paging,
  }),
  describeObject(adminCustomerParamsSchema, { customer_id: customerId }),
  describeObject(adminCustomerDetailSchema, {
    customer: { description: 'The account.' },
    quota: { description: "This month's design quota." },
    audit: { description: 'What operators did to the account, newest first.' },
  }),
  describeObject(adminCustomerDetailSchema.shape.quota, {
    used: { description: 'Generations used this month.', example: 3 },
    total: { description: "The month's quota: the shop's plus the units granted.", example: 13 },
    granted: { description: 'Units operators granted this month.', example: 3 },
    reset_at: at('When it refills'),
  }),
  describeObject(adminGrantQuotaBodySchema, {
    units: { description: 'How many more generations this month (1 to 1000).', example: 3 },
  }),
  describeObject(adminDesignSchema, {
    design_id: { description: 'The design.', example: EXAMPLE.designId },
    customer_id: customerId,
    customer_email: { description: "The owner's e-mail address.", example: EXAMPLE.email },
    prompt: { description: 'The prompt it was drawn from.', example: EXAMPLE.prompt },
    thumbnail_url: { description: 'A small preview.', example: EXAMPLE.thumbnailUrl },
    created_at: { description: 'When it was made, in Unix seconds.', example: EXAMPLE.epochSeconds },
  }),
  describeObject(adminDesignsResponseSchema, {
    designs: { description: 'A page of designs, newest first.' },
    ...paging,
  }),
  describeObject(adminDesignParamsSchema, {
    design_id: { description: 'The design.', example: EXAMPLE.designId },
  }),
  describeObject(adminAlertSchema, {
    alert_id: { description: 'The alert.', example: EXAMPLE.alertId },
    kind: {
      description:
        'What went wrong: producer_refused, duplicate_payment, dead_letter, or a kind a later release raises.',
      example: 'producer_refused',
    },
    message: {
      description: "What it says, in the reader's language.",
      example: 'The producer refused order PT-7K3M9Q.',
    },
    order_id: { description: 'The order it is about; null for none.', example: EXAMPLE.orderId },
    created_at: at('When it was raised'),
    resolved_at: at('When an operator resolved it; null while open', null),
  }),
  describeObject(adminAlertsResponseSchema, { alerts: { description: 'The alerts, newest first.' } }),
  describeObject(adminAlertParamsSchema, {
    alert_id: { description: 'The alert.', example: EXAMPLE.alertId },
  }),
  describeObject(adminAlertsQuerySchema, {
    all: { description: '`true`: resolved alerts too; open ones only otherwise.', example: 'false' },
  }),
  describeObject(adminDayCountSchema, {
    day: { description: 'The day (YYYY-MM-DD, UTC).', example: EXAMPLE.day },
    orders: { description: 'Orders placed that day.', example: 4 },
  }),
  describeObject(adminOverviewSchema, {
    orders_today: { description: 'Orders placed today (UTC).', example: 4 },
    orders_this_week: { description: 'Orders placed in the last 7 days.', example: 23 },
    revenue_this_week: {
      description:
        'Paid and not refunded over the last 7 days, in euro cents: other currencies at their latest stored rate (left out without one).',
      example: 68977,
    },
    designs_today: { description: 'Designs generated today.', example: 31 },
    designs_this_week: { description: 'Designs generated in the last 7 days.', example: 190 },
    orders_by_day: { description: 'Orders per day over the last 14 days, oldest first.' },
    open_alerts: { description: 'The alerts not yet resolved.' },
  }),
  describeObject(adminSaleSchema, {
    prices: { description: 'The reduced price per currency.' },
    starts_at: at('When it starts'),
    ends_at: at('When it ends, excluded'),
    lowest_prior_prices: {
      description: 'The lowest price of the 30 days before it starts, per currency, as the shop shows it.',
    },
  }),
  describeObject(adminCatalogVariantSchema, {
    sku: { description: 'The variant.', example: EXAMPLE.sku },
    color: code('colour', 'WHT'),
    size: code('size', 'M'),
    available: { description: 'False while it is off (sold out).', example: true },
    prices: { description: 'The usual price per currency.' },
    sale: { description: 'The reduction running now or the next one set; null for none.' },
    updated_at: at('When it last changed'),
  }),
  describeObject(adminCatalogProductSchema, {
    product_id: { description: 'The product.', example: EXAMPLE.productId },
    name: { description: 'Its name.', example: 'Classic Unisex T-Shirt' },
    available: { description: 'False while it is off (not shown).', example: true },
    colors: { description: 'Its colours.' },
    sizes: { description: 'Its sizes.' },
    variants: { description: 'Its variants, each with its prices.' },
  }),
  describeObject(adminCatalogResponseSchema, {
    products: { description: 'Every product, available or not.' },
  }),
  describeObject(catalogProductParamsSchema, {
    product_id: { description: 'The product.', example: EXAMPLE.productId },
  }),
  describeObject(catalogVariantParamsSchema, { sku: { description: 'The variant.', example: EXAMPLE.sku } }),
  describeObject(patchCatalogProductBodySchema, {
    available: { description: 'Turn the whole product on or off.', example: true },
    colors: {
      description: 'Colour code -> on or off, for every variant of that colour.',
      example: { BLK: false },
    },
    sizes: { description: 'Size code -> on or off, for every variant of that size.', example: { XXL: true } },
    sale: { description: 'Put every variant on sale by a percentage for a period; null ends their sales.' },
  }),
  describeObject(patchCatalogProductBodySchema.shape.sale.def.innerType.def.innerType, {
    percent_off: { description: 'How much off, 1 to 90 percent.', example: 20 },
    starts_at: at('When it starts'),
    ends_at: at('When it ends, excluded'),
  }),
  describeObject(patchCatalogVariantBodySchema, {
    prices: { description: 'Usual prices per currency: those sent change, the others stay.' },
    available: { description: 'Turn the variant on or off (sold out).', example: false },
    sale: { description: 'A reduction for a period; null ends it.' },
  }),
  describeObject(patchCatalogVariantBodySchema.shape.sale.def.innerType.def.innerType, {
    prices: { description: 'The reduced price per currency.' },
    starts_at: at('When it starts'),
    ends_at: at('When it ends, excluded'),
  }),
  describeObject(exchangeRatesQuerySchema, {
    from: { description: 'The first day (YYYY-MM-DD); 30 days ago when absent.', example: '2026-11-01' },
    to: { description: 'The last day, included; today when absent.', example: '2026-11-28' },
  }),
  describeObject(exchangeRateEntrySchema, {
    currency: { description: 'The currency (ISO 4217).', example: 'SEK' },
    rate: { description: 'Units of the currency per 1 EUR, as published.', example: '11.2345' },
    source: { description: '`ecb` (imported) or `operator` (typed in the console).', example: 'ecb' },
    entered_by: { description: 'The operator who entered it; null for the ECB’s.', example: null },
    updated_at: at('When it was stored'),
  }),
  describeObject(exchangeRateDaySchema, {
    date: { description: 'The day the rates are of.', example: EXAMPLE.day },
    rates: { description: 'Its rates, one per currency.' },
  }),
  describeObject(exchangeRatesResponseSchema, {
    days: { description: 'Days that have rates, newest first.' },
  }),
  describeObject(exchangeRatesParamsSchema, {
    date: { description: 'The day (YYYY-MM-DD).', example: EXAMPLE.day },
  }),
  describeObject(putExchangeRatesBodySchema, {
    rates: { description: 'Currency -> units per 1 EUR; a currency left out keeps its rate.' },
  }),
  describeObject(
    putExchangeRatesBodySchema.shape.rates,
    Object.fromEntries(
      RATE_CURRENCIES.map((c) => [
        c,
        { description: `Units of ${c} per 1 EUR (up to 6 decimals).`, example: RATE_EXAMPLES[c] },
      ]),
    ) as Record<(typeof RATE_CURRENCIES)[number], FieldDoc>,
  ),
];

export const adminDocs = docs;
