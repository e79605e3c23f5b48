import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkoutSessionQuerySchema, checkoutSessionResponseSchema } from '../contracts/checkout-session';
import { orderEventsResponseSchema } from '../contracts/order-events';
import { publicConfigSchema } from '../contracts/config';
import {
  createDesignBodySchema,
  createDesignResponseSchema,
  designListResponseSchema,
  jobStatusQuerySchema,
  jobStatusResponseSchema,
  quotaResponseSchema,
} from '../contracts/designs';
import { apiErrorSchema, fieldErrorsFrom } from '../contracts/errors';
import {
  createOrderBodySchema,
  createOrderResponseSchema,
  orderItemsResponseSchema,
  orderParamsSchema,
  ordersResponseSchema,
  resumePaymentResponseSchema,
} from '../contracts/orders';
import {
  createShippingAddressBodySchema,
  deleteShippingAddressQuerySchema,
  shippingAddressListResponseSchema,
  shippingAddressSchema,
  shippingAddressParamsSchema,
} from '../contracts/shipping-address';
import { DEFAULT_PUBLIC_CONFIG } from '../default-public-config';
import { DESIGN_ID as ID, OTHER_DESIGN_ID as ID2 } from './fixtures';

// zod's own messages (an unknown key named) are English where the API answers: it loads classic
// zod, which sets that locale. The mini build used here sets none.
z.config(z.locales.en());

const ok = (schema: z.ZodMiniType, value: unknown) =>
  expect(schema.safeParse(value).error?.issues).toBeUndefined();
const bad = (schema: z.ZodMiniType, value: unknown) => expect(schema.safeParse(value).success).toBe(false);

const design = {
  design_id: ID,
  thumbnail_url: '/media/t.webp',
  prompt: 'a fox',
  created_at: 1700000000,
  expires_at: 1702592000,
  print_file_url: `/v1/designs/${ID}/print-file`,
};
const address = {
  address_id: ID,
  id: ID,
  first_name: 'Mari',
  last_name: 'Tamm',
  company: null,
  vat_number: null,
  address1: 'Narva mnt 5',
  address2: null,
  city: 'Tallinn',
  county: 'Harjumaa',
  postcode: '10117',
  country: 'EE',
  phone1: '+37251234567',
};
const order = {
  order_id: ID,
  display_order_id: 'PT-1001',
  created_at: '2025-01-02T03:04:05.000Z',
  status: 'pending_payment',
  total_amount: 4998,
  currency: 'EUR',
  client_secret: 'cs_test_secret',
  shipping_address_id: ID2,
  tracking_number: null,
  tracking_url: null,
  vat: { country: 'EE', rate_percent: 24, amount: 967 },
  has_invoice: false,
  has_credit_note: false,
};
const orderItem = {
  item_id: ID,
  product_id: 'classic-tee',
  name: 'Classic Tee',
  sku: 'TEE-WHI-M',
  color_code: 'WHI',
  color_name: 'White',
  size_code: 'M',
  size_name: 'Medium',
  quantity: 2,
  price: '24.99',
  print_locations: ['front'],
  thumbnail_urls: { front: '/media/t.webp' },
  placements: { front: { x: 0.5, y: 0.35, width: 0.6, rotation: 0 } },
  print_file_urls: { front: '/v1/orders/o/items/i/print-files/front' },
  mockup_urls: { front: '/media/mockups/m.webp' },
};
const createOrderBody = {
  items: [{ product_id: 'TEE-WHI-M', quantity: 2, designs: { front: ID } }],
  shipping_address_id: ID2,
  terms_accepted: true,
};

describe('design contracts', () => {
  it('accept valid payloads', () => {
    ok(designListResponseSchema, { designs: [design] });
    ok(designListResponseSchema, { designs: [] });
    ok(designListResponseSchema, { designs: [{ ...design, source_width: 1024 }] });
    bad(designListResponseSchema, { designs: [{ ...design, source_width: 0 }] });
    ok(quotaResponseSchema, { used: 3, total: 20, remaining: 17, reset_at: '2025-02-01T00:00:00.000Z' });
    ok(createDesignBodySchema, { prompt: 'a fox', file: '' });
    ok(createDesignBodySchema, { prompt: 'a fox' });
    ok(createDesignResponseSchema, { job_id: ID });
    ok(jobStatusQuerySchema, { id: ID });
    ok(jobStatusResponseSchema, { job_id: ID, status: 'completed', ...design });
    ok(jobStatusResponseSchema, {
      job_id: ID,
      status: 'pending',
      design_id: null,
      thumbnail_url: null,
      prompt: 'a fox',
      created_at: null,
      expires_at: null,
      print_file_url: null,
    });
  });

  it('reject invalid payloads', () => {
    bad(designListResponseSchema, { designs: [{ ...design, created_at: '2025-01-01' }] });
    bad(designListResponseSchema, { designs: [{ ...design, design_id: 'abc' }] });
    bad(designListResponseSchema, { designs: [{ ...design, print_file_url: undefined }] });
    bad(quotaResponseSchema, { used: 3, total: 20, remaining: -1, reset_at: '2025-02-01T00:00:00Z' });
    bad(quotaResponseSchema, { used: 3, total: 20, remaining: 17, reset_at: 'next month' });
    expect(createDesignBodySchema.safeParse({ prompt: ' ' }).error?.issues[0]?.message).toBe(
      'Please describe your design',
    );
    expect(
      createDesignBodySchema.safeParse({ prompt: 'x', file: 'data:image/png' }).error?.issues[0]?.message,
    ).toBe('File uploads are not supported');
    bad(jobStatusQuerySchema, { id: 'not-a-uuid' });
    bad(jobStatusQuerySchema, {});
    bad(jobStatusResponseSchema, { job_id: ID, status: 'queued', ...design });
  });
});

describe('shipping address contracts', () => {
  it('accept valid payloads', () => {
    ok(shippingAddressSchema, address);
    ok(shippingAddressSchema, { ...address, company: 'ACME', vat_number: 'EE1', address2: 'Flat 2' });
    ok(shippingAddressListResponseSchema, { addresses: [address] });
    ok(deleteShippingAddressQuerySchema, { id: ID });
    ok(shippingAddressParamsSchema, { id: ID });
    const { address_id: _a, id: _i, ...fields } = address;
    ok(createShippingAddressBodySchema, fields);
  });

  it('reject invalid payloads', () => {
    bad(shippingAddressSchema, { ...address, id: undefined });
    bad(shippingAddressSchema, { ...address, country: 'EST' });
    bad(shippingAddressListResponseSchema, { addresses: address });
    bad(deleteShippingAddressQuerySchema, { id: '42' });
    bad(createShippingAddressBodySchema, { first_name: 'Mari' });
  });
});

describe('order contracts', () => {
  it('accept valid payloads', () => {
    ok(createOrderBodySchema, createOrderBody);
    ok(createOrderBodySchema, {
      items: [{ product_id: 'TEE-WHI-M', quantity: 99, designs: { front: ID, back: ID2 } }],
      shipping_address_id: ID2,
      terms_accepted: true,
    });
    ok(createOrderResponseSchema, {
      order_id: ID,
      display_order_id: 'PT-1001',
      client_secret: 'cs_test',
      payment_provider: 'test',
      publishable_key: null,
      total_amount: 4998,
      currency: 'EUR',
      vat: { country: 'DE', rate_percent: 19, amount: 798 },
    });
    ok(ordersResponseSchema, { orders: [order] });
    ok(ordersResponseSchema, {
      orders: [{ ...order, status: 'a_new_producer_status', client_secret: null }],
    });
    ok(orderItemsResponseSchema, { items: [orderItem] });
    ok(orderItemsResponseSchema, {
      items: [
        {
          ...orderItem,
          print_locations: ['front', 'back'],
          thumbnail_urls: {},
          placements: {},
          print_file_urls: {},
          mockup_urls: {},
        },
      ],
    });
    ok(orderParamsSchema, { order_id: ID });
    ok(resumePaymentResponseSchema, {
      client_secret: 'cs',
      payment_provider: 'stripe',
      publishable_key: 'pk_test',
    });
  });

  const item = createOrderBody.items[0]!;
  it.each([
    ['no items', { ...createOrderBody, items: [] }],
    ['51 lines', { ...createOrderBody, items: Array.from({ length: 51 }, () => item) }],
    ['quantity 0', { ...createOrderBody, items: [{ ...item, quantity: 0 }] }],
    ['quantity 100', { ...createOrderBody, items: [{ ...item, quantity: 100 }] }],
    ['fractional quantity', { ...createOrderBody, items: [{ ...item, quantity: 1.5 }] }],
    ['no design', { ...createOrderBody, items: [{ ...item, designs: {} }] }],
    ['an unknown side', { ...createOrderBody, items: [{ ...item, designs: { sleeve: ID } }] }],
    ['a design that is not a uuid', { ...createOrderBody, items: [{ ...item, designs: { front: 'd1' } }] }],
    ['an empty sku', { ...createOrderBody, items: [{ ...item, product_id: ' ' }] }],
    ['no address', { items: createOrderBody.items }],
    ['a bad address id', { ...createOrderBody, shipping_address_id: 'home' }],
  ])('refuse an order with %s', (_why, body) => bad(createOrderBodySchema, body));

  const placed = (placements: unknown) => ({ ...createOrderBody, items: [{ ...item, placements }] });
  it('accept a placement per side that carries a design, rotation defaulting to 0', () => {
    ok(createOrderBodySchema, placed({ front: { x: 0.5, y: 0.35, width: 0.6, rotation: 0 } }));
    const parsed = createOrderBodySchema.parse(placed({ front: { x: 0.5, y: 0.35, width: 0.6 } }));
    expect(parsed.items[0]!.placements).toEqual({ front: { x: 0.5, y: 0.35, width: 0.6, rotation: 0 } });
    ok(createOrderBodySchema, placed({}));
  });

  it.each([
    [
      'a placement for a side without a design',
      { back: { x: 0.5, y: 0.5, width: 0.5 } },
      /back carries no design/,
    ],
    [
      'a box that leaves the print area',
      { front: { x: 0.1, y: 0.5, width: 0.4 } },
      /stay inside the print area/,
    ],
    [
      'a full-width box turned',
      { front: { x: 0.5, y: 0.5, width: 1, rotation: 10 } },
      /stay inside the print area/,
    ],
    ['a tiny design', { front: { x: 0.5, y: 0.5, width: 0.04 } }, /at least 5%/],
    ['an unknown side', { sleeve: { x: 0.5, y: 0.5, width: 0.5 } }, /sleeve/],
    ['an unknown field', { front: { x: 0.5, y: 0.5, width: 0.5, skew: 2 } }, /skew/],
  ])('refuse %s with a message naming it', (_why, placements, message) => {
    const result = createOrderBodySchema.safeParse(placed(placements));
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(`${issue.path.join('.')}: ${issue.message}`).toMatch(message);
    expect(issue.path.slice(0, 3)).toEqual(['items', 0, 'placements']);
  });

  it('allow 50 lines', () => {
    ok(createOrderBodySchema, { ...createOrderBody, items: Array.from({ length: 50 }, () => item) });
  });

  it('reject invalid responses', () => {
    bad(ordersResponseSchema, { orders: [{ ...order, total_amount: 49.98 }] });
    bad(ordersResponseSchema, { orders: [{ ...order, currency: 'usd' }] });
    bad(ordersResponseSchema, { orders: [{ ...order, created_at: 1700000000 }] });
    bad(orderItemsResponseSchema, { items: [{ ...orderItem, price: 24.99 }] });
    bad(orderItemsResponseSchema, { items: [{ ...orderItem, price: '24.9' }] });
    bad(createOrderResponseSchema, {
      order_id: ID,
      display_order_id: 'x',
      client_secret: '',
      payment_provider: 'test',
      publishable_key: null,
      total_amount: 1,
    });
    bad(resumePaymentResponseSchema, {
      client_secret: 'cs',
      payment_provider: 'paypal',
      publishable_key: null,
    });
    bad(orderParamsSchema, { order_id: 'PT-1001' });
  });
});

describe('checkout session contracts', () => {
  it('accept and reject', () => {
    ok(checkoutSessionQuerySchema, { session_id: 'cs_test_123' });
    bad(checkoutSessionQuerySchema, { session_id: ' ' });
    bad(checkoutSessionQuerySchema, {});
    const order = { display_order_id: 'PT-7K3M9Q' };
    ok(checkoutSessionResponseSchema, { status: 'complete', customer_email: 'mari@example.com', ...order });
    ok(checkoutSessionResponseSchema, { status: 'open', customer_email: null, ...order });
    bad(checkoutSessionResponseSchema, { status: 'paid', customer_email: null, ...order });
    bad(checkoutSessionResponseSchema, { status: 'complete', customer_email: null });
  });
});

describe('order events contract', () => {
  it('accepts a status history, oldest first, and rejects bad times', () => {
    ok(orderEventsResponseSchema, {
      events: [
        { status: 'pending_payment', at: '2026-11-22T10:00:00.000Z' },
        { status: 'payment_authorized', at: '2026-11-22T10:01:00.000Z' },
      ],
    });
    ok(orderEventsResponseSchema, { events: [] });
    bad(orderEventsResponseSchema, { events: [{ status: 'shipped', at: 'yesterday' }] });
    bad(orderEventsResponseSchema, { events: [{ status: '', at: '2026-11-22T10:00:00.000Z' }] });
  });
});

describe('error body', () => {
  it('accepts the API error shape', () => {
    ok(apiErrorSchema, {
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: 'Order not found',
    });
    ok(apiErrorSchema, {
      statusCode: 400,
      code: 'BAD_REQUEST',
      error: 'Bad Request',
      message: 'Invalid address',
      details: { fields: { postcode: 'Invalid postal code format for the selected country' } },
    });
    bad(apiErrorSchema, { statusCode: 200, code: 'OK', error: '', message: '' });
    bad(apiErrorSchema, { statusCode: 500, error: 'Internal Server Error', message: 'x' });
  });

  it('flattens zod issues to the first message per field', () => {
    const issues =
      createShippingAddressBodySchema.safeParse({ first_name: 'A', phone1: '12' }).error?.issues ?? [];
    const fields = fieldErrorsFrom(issues);
    expect(fields.first_name).toBe('First name must be at least 2 characters');
    expect(fields.phone1).toBe('Phone number must be between 8 and 15 digits');
    expect(fieldErrorsFrom([{ path: ['items', 0, 'quantity'], message: 'Too big' }])).toEqual({
      'items.0.quantity': 'Too big',
    });
  });
});

describe('public config', () => {
  const config = { ...DEFAULT_PUBLIC_CONFIG, ssoProviders: { google: true, facebook: false, github: false } };
  it('accepts and rejects', () => {
    ok(publicConfigSchema, config);
    bad(publicConfigSchema, { ...config, supportEmail: 'nope' });
    bad(publicConfigSchema, { ...config, ssoProviders: { google: true } });
    bad(publicConfigSchema, { ...config, paymentProvider: 'cash' });
  });
});

describe('schemas work with fastify-type-provider-zod', () => {
  const requests = [
    createDesignBodySchema,
    jobStatusQuerySchema,
    createShippingAddressBodySchema,
    deleteShippingAddressQuerySchema,
    createOrderBodySchema,
    orderParamsSchema,
    checkoutSessionQuerySchema,
  ];
  const responses: [z.ZodMiniType, unknown][] = [
    [designListResponseSchema, { designs: [design] }],
    [shippingAddressSchema, address],
    [ordersResponseSchema, { orders: [order] }],
    [orderItemsResponseSchema, { items: [orderItem] }],
    [orderEventsResponseSchema, { events: [{ status: 'shipped', at: '2026-11-22T10:00:00.000Z' }] }],
    [apiErrorSchema, { statusCode: 400, code: 'BAD_REQUEST', error: 'Bad Request', message: 'x' }],
  ];

  it('turn requests into JSON Schema for the OpenAPI document', () => {
    for (const schema of requests) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it('encode responses, as the serializer compiler does', () => {
    for (const [schema, value] of responses) {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
      expect(z.safeEncode(schema, value).success).toBe(true);
    }
  });
});
