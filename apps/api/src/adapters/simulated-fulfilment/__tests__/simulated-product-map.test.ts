import { describe, expect, it } from 'vitest';
import type { FulfilmentOrder } from '../../../ports/fulfilment';
import { createSimulatedFulfilment } from '..';

const sent: unknown[] = [];
const producer = createSimulatedFulfilment({
  queue: {
    send: async (_job, payload) => {
      sent.push(payload);
      return null;
    },
    work: async () => {},
  },
  stepSeconds: 1,
});

const orderOf = (items: [string, string, string, string][]) =>
  ({
    orderId: '5f0c9a52-8c1e-4a3e-9a4e-333333333333',
    items: items.map(([sku, productId, colorCode, sizeCode], i) => ({
      itemId: `item-${i}`,
      sku,
      productId,
      colorCode,
      sizeCode,
      quantity: 1,
      files: [],
    })),
  }) as unknown as FulfilmentOrder;

describe('the simulated producer and the producer map', () => {
  it('takes every product the catalogue sells, tote bag and kids’ tee included', async () => {
    const order = orderOf([
      ['HOD-NAV-XL', 'hoodie', 'NAV', 'XL'],
      ['TOT-NAT-OS', 'tote-bag', 'NAT', 'OS'],
      ['KID-YEL-7-8', 'kids-tee', 'YEL', '7-8'],
      ['SWT-CHA-3XL', 'crewneck-sweatshirt', 'CHA', '3XL'],
      ['LSL-WHI-XS', 'long-sleeve-tee', 'WHI', 'XS'],
    ]);
    await expect(producer.submitOrder(order)).resolves.toMatchObject({ status: 'created' });
    expect(sent).toHaveLength(1);
  });

  it('refuses a variant the producer map does not name, as Gelato would', async () => {
    const order = orderOf([['HOD-NAV-XS', 'hoodie', 'NAV', 'XS']]);
    await expect(producer.submitOrder(order)).rejects.toThrow(/No producer product for HOD-NAV-XS/);
  });
});
