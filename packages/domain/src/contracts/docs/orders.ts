import { orderVatSchema } from '../../vat/vat';
import { checkoutSessionQuerySchema, checkoutSessionResponseSchema } from '../checkout-session';
import { orderEventSchema, orderEventsResponseSchema } from '../order-events';
import {
  createOrderBodySchema,
  createOrderItemSchema,
  createOrderResponseSchema,
  orderItemDesignsSchema,
  orderItemSchema,
  orderItemsResponseSchema,
  orderParamsSchema,
  orderSchema,
  ordersResponseSchema,
  resumePaymentResponseSchema,
} from '../orders';
import {
  testCheckoutPayBodySchema,
  testCheckoutPayResponseSchema,
  testCheckoutSessionQuerySchema,
  testCheckoutSessionResponseSchema,
} from '../test-checkout';
import { EXAMPLE } from './examples';
import { describeObject, perPrintArea, type FieldDoc, type SchemaDocs } from './field-docs';

const [paidAnswer, declinedAnswer] = testCheckoutPayResponseSchema.def.options;

const orderId: FieldDoc = { description: 'The order.', example: EXAMPLE.orderId };
const displayOrderId: FieldDoc = {
  description: 'The order number the customer sees in e-mails, invoices and the order history.',
  example: EXAMPLE.displayOrderId,
};
const currency: FieldDoc = {
  description:
    "The order's currency (ISO 4217: EUR, SEK, PLN, CZK, DKK, HUF or RON), fixed when it was placed; every amount of the order is in its minor units.",
  example: 'EUR',
};
const clientSecret: FieldDoc = {
  description:
    "What the payment form is opened with: Stripe.js's embedded checkout with `publishable_key`, or, with `payment_provider` `test`, `POST /v1/test-checkout/pay`.",
  example: EXAMPLE.clientSecret,
};
const paymentProvider: FieldDoc = {
  description: 'Which payment form to mount: `stripe` (Stripe.js) or `test` (the built-in test checkout).',
  example: 'test',
};
const publishableKey: FieldDoc = {
  description: "Stripe's publishable key for Stripe.js; null with the test checkout.",
  example: null,
};
const orderVat: FieldDoc = { description: 'The VAT the total contains, fixed when the order was placed.' };

const designOnArea = (area: string) =>
  `The design printed on ${area}: one of the customer's unexpired designs. Absent: nothing printed there.`;

const docs: SchemaDocs[] = [
  describeObject(
    orderItemDesignsSchema,
    perPrintArea(designOnArea, () => EXAMPLE.designId),
    'Print area -> design: one design per printed area, placed by `placements`. The product must have each area (the catalogue’s `print_areas`); at least one.',
  ),
  describeObject(createOrderItemSchema, {
    product_id: {
      description:
        "The variant's sku from the catalogue (colour and size); the server prices it from its own catalogue.",
      example: EXAMPLE.sku,
    },
    quantity: { description: 'How many of this shirt, 1 to 99.', example: 1 },
    designs: {
      description:
        'One design per print area (front, back, left_sleeve, right_sleeve, neck_label). Send either `designs` (with `placements`) or `layers`, not both.',
    },
    placements: {
      description:
        'Print area -> where its design sits, for areas of `designs`; an area left out gets the default (centred, 87.5 % wide). Not with `layers`.',
    },
    layers: {
      description:
        'Print area -> the area’s layers (images and texts) in paint order, instead of `designs`: each area is composed into its print file on the server.',
    },
  }),
  describeObject(createOrderBodySchema, {
    items: {
      description: 'The order lines, 1 to 50; each is one shirt design in one variant, with its quantity.',
    },
    shipping_address_id: {
      description:
        "One of the customer's saved addresses (`POST /v1/shipping-address`); the order keeps a copy of it.",
      example: EXAMPLE.addressId,
    },
    currency: {
      description:
        'The currency to price, pay and invoice the order in (ISO 4217: EUR, SEK, PLN, CZK, DKK, HUF or RON); EUR when absent. The catalogue sets a price per currency; nothing is converted.',
      example: 'EUR',
    },
    terms_accepted: {
      description:
        'Must be true: the customer accepted the Terms, which say that a shirt made to order cannot be returned by withdrawal.',
      example: true,
    },
  }),
  describeObject(
    createOrderResponseSchema,
    {
      order_id: orderId,
      display_order_id: displayOrderId,
      client_secret: clientSecret,
      payment_provider: paymentProvider,
      publishable_key: publishableKey,
      total_amount: {
        description:
          'What the payment form will charge: items and shipping, VAT included, in minor units of `currency`.',
        example: 2999,
      },
      currency,
      vat: orderVat,
    },
    'The order, awaiting payment.',
  ),
  describeObject(orderVatSchema, {
    country: {
      description:
        "The member state whose VAT applies (ISO 3166-1 alpha-2): the destination's, or Estonia's.",
      example: 'EE',
    },
    rate_percent: { description: 'The VAT rate, in percent.', example: 24 },
    amount: { description: 'The VAT contained in the total, in minor units of the currency.', example: 580 },
  }),
  describeObject(
    orderSchema,
    {
      order_id: orderId,
      display_order_id: displayOrderId,
      created_at: { description: 'When the order was placed (ISO 8601).', example: EXAMPLE.isoDateTime },
      status: {
        description:
          "Where the order is: `pending_payment`, `payment_expired`, `paid`, then the print producer's own words (`in_production`, `shipped`, `delivered`, `canceled`...). Plain text: show a status you do not know as it is.",
        example: 'in_production',
      },
      total_amount: {
        description: 'What the order cost, shipping and VAT included, in minor units of `currency`.',
        example: 2999,
      },
      currency,
      client_secret: {
        ...clientSecret,
        description: `Only while the order awaits payment (else null): ${clientSecret.description}`,
      },
      shipping_address_id: {
        description: 'The saved address the order was placed with (the order keeps its own copy).',
        example: EXAMPLE.addressId,
      },
      tracking_number: {
        description: "The parcel's tracking number, once shipped; null before.",
        example: '1Z999AA10123456784',
      },
      tracking_url: {
        description: 'Where the customer follows the parcel, once shipped; null before.',
        example: 'https://tracking.example/1Z999AA10123456784',
      },
      vat: orderVat,
      has_invoice: {
        description: 'True once the invoice is issued: `GET /v1/orders/{order_id}/invoice` answers its PDF.',
        example: true,
      },
      has_credit_note: {
        description: 'True for a refunded order: `GET /v1/orders/{order_id}/credit-note` answers its PDF.',
        example: false,
      },
      replacement_of: {
        description:
          'On a replacement sent at no charge for a defect: the order number it replaces. Absent otherwise.',
        example: 'PT-4H2J8L',
      },
      replaced_by: {
        description: "On an order replaced for a defect: the replacement's order number. Absent otherwise.",
        example: 'PT-9N6P2R',
      },
    },
    'An order of the customer’s.',
  ),
  describeObject(ordersResponseSchema, { orders: { description: "The customer's orders, newest first." } }),
  describeObject(orderParamsSchema, {
    order_id: { description: "One of the customer's orders.", example: EXAMPLE.orderId },
  }),
  describeObject(orderItemSchema, {
    item_id: { description: 'The order line.', example: EXAMPLE.itemId },
    product_id: { description: "The catalogue's product.", example: EXAMPLE.productId },
    name: {
      description: 'The line as the order history names it: product, colour, size and printed areas.',
      example: 'Custom (White / M) - front + back',
    },
    sku: { description: "The variant's sku.", example: EXAMPLE.sku },
    color_code: { description: "The variant's colour code.", example: 'WHT' },
    size_code: { description: "The variant's size code.", example: 'M' },
    color_name: {
      description: "The colour's name from the catalogue; the code when it has none.",
      example: 'White',
    },
    size_name: {
      description: "The size's name from the catalogue; the code when it has none.",
      example: 'Medium',
    },
    quantity: { description: 'How many.', example: 1 },
    price: {
      description:
        "The unit price, VAT included, as a decimal string in the order's currency (whole forints for HUF).",
      example: '24.99',
    },
    print_locations: {
      description: 'The print areas this line prints, in the areas’ order.',
      example: ['front', 'back'],
    },
    thumbnail_urls: {
      description: "Print area -> the thumbnail of the area's design (or of its composed layers).",
    },
    placements: {
      description: "Print area -> where the area's design sits (the whole area for composed layers).",
    },
    print_file_urls: {
      description:
        "Print area -> the producer's print file, composed at the placement at the area's size and 300 DPI once the order is paid: signed URLs that expire within the hour; absent until composed.",
    },
    mockup_urls: {
      description:
        'Print area -> a 320 x 400 WebP of the product in the ordered colour with the design; absent until made.',
    },
    layers: {
      description:
        'Print area -> the layers as ordered, for a line ordered with layers; absent for one ordered as designs.',
    },
    design_title: {
      description: "The design's title (its prompt, the front's else the back's), kept with the order.",
      example: EXAMPLE.prompt,
    },
    design_source: {
      description:
        '`upload` when the line prints only the customer’s own pictures and text (not marked AI-generated), else `generated`.',
      example: 'generated',
    },
  }),
  describeObject(
    orderItemSchema.shape.thumbnail_urls,
    perPrintArea(
      (area) => `The thumbnail of ${area}.`,
      () => EXAMPLE.thumbnailUrl,
    ),
  ),
  describeObject(
    orderItemSchema.shape.placements,
    perPrintArea((area) => `Where the design on ${area} sits.`),
  ),
  describeObject(
    orderItemSchema.shape.print_file_urls,
    perPrintArea(
      (area) => `The print file of ${area}: a signed URL that expires within the hour.`,
      () => EXAMPLE.signedUrl,
    ),
  ),
  describeObject(
    orderItemSchema.shape.mockup_urls,
    perPrintArea(
      (area) => `The mockup of ${area}.`,
      () => EXAMPLE.mockupUrl,
    ),
  ),
  describeObject(
    orderItemSchema.shape.layers.def.innerType,
    perPrintArea((area) => `The layers of ${area}, in paint order.`),
  ),
  describeObject(orderItemsResponseSchema, { items: { description: "The order's lines." } }),
  describeObject(
    resumePaymentResponseSchema,
    { client_secret: clientSecret, payment_provider: paymentProvider, publishable_key: publishableKey },
    'A fresh payment form for the order, which still awaits payment.',
  ),
  describeObject(orderEventsResponseSchema, {
    events: { description: 'The statuses the order reached, oldest first.' },
  }),
  describeObject(orderEventSchema, {
    status: {
      description: 'A status the order reached (plain text, as the order’s own).',
      example: 'shipped',
    },
    at: { description: 'When (ISO 8601).', example: EXAMPLE.isoDateTime },
  }),
  describeObject(checkoutSessionQuerySchema, {
    session_id: {
      description: "The payment session's id, as the payment provider appends it to the return URL.",
      example: 'cs_test_a1B2c3D4e5F6',
    },
  }),
  describeObject(checkoutSessionResponseSchema, {
    status: { description: '`open` (not paid yet), `complete` (paid) or `expired`.', example: 'complete' },
    customer_email: {
      description: 'Where the order confirmation goes; null when the provider did not say.',
      example: EXAMPLE.email,
    },
    display_order_id: displayOrderId,
  }),
  describeObject(testCheckoutSessionQuerySchema, {
    client_secret: { ...clientSecret, description: 'The client_secret `POST /v1/orders` answered.' },
  }),
  describeObject(testCheckoutSessionResponseSchema, {
    status: { description: '`open` (can be paid), `complete` (paid) or `expired`.', example: 'open' },
    amount_total: { description: 'What it charges, in minor units of `currency`.', example: 2999 },
    currency,
    display_order_id: displayOrderId,
    customer_email: { description: "The customer's e-mail address.", example: EXAMPLE.email },
    expires_at: { description: 'When the session closes unpaid (ISO 8601).', example: EXAMPLE.isoDateTime },
    return_url: {
      description: "Where the browser goes once it is paid: the shop's /return page.",
      example: 'https://shop.example/return?session_id=cs_test_a1B2c3D4e5F6',
    },
  }),
  describeObject(testCheckoutPayBodySchema, {
    client_secret: { ...clientSecret, description: 'The client_secret `POST /v1/orders` answered.' },
    card_number: {
      description:
        "A Stripe test card number, spaces allowed: 4242 4242 4242 4242 pays; Stripe's decline numbers (4000 0000 0000 0002...) are declined.",
      example: '4242 4242 4242 4242',
    },
    expiry: { description: 'The expiry as MM/YY (or MM/YYYY), not in the past.', example: '12/34' },
    cvc: { description: 'The security code: any 3 or 4 digits.', example: '123' },
  }),
  describeObject(paidAnswer, {
    status: { description: '`complete`: paid.', example: 'complete' },
    return_url: {
      description: "Where the browser goes now: the shop's /return page.",
      example: 'https://shop.example/return?session_id=cs_test_a1B2c3D4e5F6',
    },
  }),
  describeObject(declinedAnswer, {
    status: {
      description: '`declined`: the card was refused; another may be tried on the same session.',
      example: 'declined',
    },
    message: { description: 'Why, safe to show.', example: 'Your card was declined.' },
  }),
];

export const orderDocs = docs;
