import { readProducerMap } from '@prompttee/catalog';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FulfilmentOrder } from '../../../ports/fulfilment';
import { createGelatoFulfilment } from '..';
import { startFakeGelato, type FakeGelato } from './fake-gelato-server';

const order = (orderId: string): FulfilmentOrder => ({
  orderId,
  displayOrderId: 'PT-7K3M9Q',
  customerId: 'user-123',
  currency: 'eur',
  customerEmail: 'mari@example.com',
  shippingAddress: {
    first_name: 'Mari',
    last_name: 'Tamm',
    company: 'Tamm OÜ',
    address1: 'Narva mnt 5',
    address2: null,
    city: 'Tallinn',
    county: 'Harjumaa',
    postcode: '10117',
    country: 'EE',
    phone1: '+3725551234',
  },
  items: [
    {
      itemId: '0b9e0f4e-8d1f-4d7e-9d55-3f3c2f5b1a01',
      sku: 'CLS-BLK-L',
      productId: 'classic-tee',
      colorCode: 'BLK',
      sizeCode: 'L',
      quantity: 2,
      files: [
        { type: 'default', url: 'https://shop.example/media/designs/a.png' },
        { type: 'back', url: 'https://shop.example/media/designs/b.png' },
      ],
    },
  ],
});

describe('the Gelato adapter against a local Gelato API', () => {
  let gelato: FakeGelato;
  beforeAll(async () => {
    gelato = await startFakeGelato();
  });
  afterEach(() => {
    gelato.requests.length = 0;
  });
  afterAll(() => gelato.close());

  const adapter = (apiKey = gelato.apiKey) =>
    createGelatoFulfilment({
      apiKey,
      baseUrl: gelato.url,
      webhookSecret: 'whsec',
      producerMap: readProducerMap(),
    });

  it('creates the order with the mapped product UID, the print files, the address and our references', async () => {
    const result = await adapter().submitOrder(order('5f0c9a52-8c1e-4a3e-9a4e-111111111111'));
    expect(result.status).toBe('created');
    const created = gelato.orders.get(result.producerOrderId)!;
    expect(created).toMatchObject({
      orderType: 'order',
      orderReferenceId: '5f0c9a52-8c1e-4a3e-9a4e-111111111111',
      customerReferenceId: 'user-123',
      currency: 'EUR',
      shippingAddress: {
        firstName: 'Mari',
        lastName: 'Tamm',
        companyName: 'Tamm OÜ',
        addressLine1: 'Narva mnt 5',
        city: 'Tallinn',
        state: 'Harjumaa',
        postCode: '10117',
        country: 'EE',
        email: 'mari@example.com',
        phone: '+3725551234',
      },
    });
    expect(created.shippingAddress).not.toHaveProperty('addressLine2');
    expect(created.items).toEqual([
      {
        id: expect.any(String),
        itemReferenceId: '0b9e0f4e-8d1f-4d7e-9d55-3f3c2f5b1a01',
        productUid: 'apparel_product_gca_t-shirt_gsc_crewneck_gcu_unisex_gqa_classic_gsi_l_gco_black_gpr_4-4',
        files: [
          { type: 'default', url: 'https://shop.example/media/designs/a.png' },
          { type: 'back', url: 'https://shop.example/media/designs/b.png' },
        ],
        quantity: 2,
      },
    ]);
    expect(gelato.requests.every((r) => r.apiKey === gelato.apiKey)).toBe(true);
  });

  it('submitting the same order again yields the same Gelato order and prints nothing twice', async () => {
    const id = '5f0c9a52-8c1e-4a3e-9a4e-222222222222';
    const first = await adapter().submitOrder(order(id));
    const again = await adapter().submitOrder(order(id));
    expect(again.producerOrderId).toBe(first.producerOrderId);
    expect([...gelato.orders.values()].filter((o) => o.orderReferenceId === id)).toHaveLength(1);
  });

  it('the API itself answers a duplicate orderReferenceId with the same order', async () => {
    const id = '5f0c9a52-8c1e-4a3e-9a4e-333333333333';
    await adapter().submitOrder(order(id));
    const response = await fetch(`${gelato.url}/v4/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': gelato.apiKey },
      body: JSON.stringify(gelato.requests.find((r) => r.path === '/v4/orders')!.body),
    });
    const [existing] = [...gelato.orders.values()].filter((o) => o.orderReferenceId === id);
    expect(((await response.json()) as { id: string }).id).toBe(existing!.id);
  });

  it('reports an outage or a refusal as UPSTREAM_FAILED, so the job retries', async () => {
    gelato.failNext(503);
    await expect(adapter().submitOrder(order('5f0c9a52-8c1e-4a3e-9a4e-444444444444'))).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
    await expect(
      adapter('wrong-key').submitOrder(order('5f0c9a52-8c1e-4a3e-9a4e-555555555555')),
    ).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
  });

  it('refuses a variant the producer map does not know, before calling Gelato to create', async () => {
    const unknown = order('5f0c9a52-8c1e-4a3e-9a4e-666666666666');
    unknown.items[0]!.colorCode = 'ZZZ';
    await expect(adapter().submitOrder(unknown)).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
    expect(gelato.requests.some((r) => r.path === '/v4/orders')).toBe(false);
  });

  it('gives up on an unreachable Gelato with UPSTREAM_FAILED', async () => {
    const offline = createGelatoFulfilment({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9',
      webhookSecret: 's',
      producerMap: readProducerMap(),
    });
    await expect(offline.submitOrder(order('5f0c9a52-8c1e-4a3e-9a4e-777777777777'))).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
  });
});
