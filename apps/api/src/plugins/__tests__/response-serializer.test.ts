import {
  apiErrorSchema,
  jobStatusResponseSchema,
  orderItemsResponseSchema,
  ordersResponseSchema,
  quotaResponseSchema,
  shippingAddressSchema,
} from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { createResponseSerializer } from '../response-serializer';

const compile = (schema: z.ZodMiniType, validate = false) =>
  createResponseSerializer({ validate })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const order = {
  order_id: '5f0c9a52-8c1e-4a3e-9a4e-111111111111',
  display_order_id: 'PT-7K3M9Q',
  created_at: '2026-11-21T10:00:00.000Z',
  status: 'pending_payment',
  total_amount: 2499,
  currency: 'EUR',
  client_secret: 'cs_test_1_secret_x',
  shipping_address_id: '5f0c9a52-8c1e-4a3e-9a4e-222222222222',
  tracking_number: null,
  tracking_url: null,
  vat: { country: 'EE', rate_percent: 24, amount: 484 },
  has_invoice: false,
  has_credit_note: false,
};

describe('the compiled response serializer', () => {
  it('writes exactly what the zod contract would, for the order history and other replies', () => {
    const samples: [z.ZodMiniType, unknown][] = [
      [ordersResponseSchema, { orders: [order, { ...order, client_secret: null, tracking_number: 'SIM1' }] }],
      [ordersResponseSchema, { orders: [] }],
      [quotaResponseSchema, { used: 1, total: 20, remaining: 19, reset_at: '2026-12-01T00:00:00.000Z' }],
      [
        apiErrorSchema,
        { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Order not found' },
      ],
    ];
    for (const [schema, data] of samples) {
      const parsed = schema.parse(data);
      expect(JSON.parse(compile(schema)(data))).toEqual(JSON.parse(JSON.stringify(parsed)));
      expect(JSON.parse(compile(schema, true)(data))).toEqual(JSON.parse(JSON.stringify(parsed)));
    }
  });

  it('leaves out fields the contract does not have, as zod would', () => {
    const out = JSON.parse(compile(ordersResponseSchema)({ orders: [{ ...order, user_id: 'secret' }] }));
    expect(out.orders[0]).not.toHaveProperty('user_id');
  });

  it('with validation on (the tests), refuses a reply that breaks its contract', () => {
    expect(() =>
      compile(ordersResponseSchema, true)({ orders: [{ ...order, total_amount: 'a lot' }] }),
    ).toThrow();
  });

  it('compiles every contract the routes answer with', () => {
    for (const schema of [orderItemsResponseSchema, jobStatusResponseSchema, shippingAddressSchema]) {
      expect(typeof compile(schema)).toBe('function');
    }
  });
});
