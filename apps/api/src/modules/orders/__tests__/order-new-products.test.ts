import { readCatalogFile, readProducerMap } from '@prompttee/catalog';
import { describe, expect, it } from 'vitest';
import { gelatoOrderPayload } from '../../../adapters/gelato-fulfilment/gelato-order-payload';
import type { FulfilmentOrder } from '../../../ports/fulfilment';
import { priceOrder } from '../price-order';

const DESIGN = '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10';

describe('an order of a hoodie and a tote bag', () => {
  const catalog = readCatalogFile();
  const priced = priceOrder(
    catalog,
    [
      { product_id: 'HOD-BLK-M', quantity: 1, designs: { front: DESIGN } },
      { product_id: 'TOT-NAT-OS', quantity: 2, designs: { front: DESIGN, back: DESIGN } },
    ],
    'SEK',
  );

  it('is priced from the catalogue in the chosen currency', () => {
    expect(priced.lines.map((l) => [l.productId, l.sizeCode, l.unitPriceCents, l.currency])).toEqual([
      ['hoodie', 'M', 49900, 'SEK'],
      // Both faces of the tote: the back adds its 79 SEK.
      ['tote-bag', 'OS', 19900 + 7900, 'SEK'],
    ]);
    expect(priced.subtotalCents).toBe(49900 + 2 * (19900 + 7900));
  });

  it("reaches the producer as Gelato's hoodie and tote bag", () => {
    const order: FulfilmentOrder = {
      orderId: '5f0c9a52-8c1e-4a3e-9a4e-222222222222',
      displayOrderId: 'PT-7K3M9R',
      customerId: 'user-123',
      currency: 'eur',
      customerEmail: 'mari@example.com',
      shippingAddress: {
        first_name: 'Mari',
        last_name: 'Tamm',
        company: null,
        address1: 'Narva mnt 5',
        address2: null,
        city: 'Tallinn',
        county: 'Harjumaa',
        postcode: '10117',
        country: 'EE',
        phone1: '+3725551234',
      },
      items: priced.lines.map((line, i) => ({
        itemId: `item-${i}`,
        sku: line.sku,
        productId: line.productId,
        colorCode: line.colorCode,
        sizeCode: line.sizeCode,
        quantity: line.quantity,
        files: [{ type: 'default', url: 'https://shop.example/media/designs/a.png' }],
      })),
    };
    const payload = gelatoOrderPayload(order, readProducerMap());
    expect(payload.items.map((item) => [item.productUid, item.quantity])).toEqual([
      ['apparel_product_gca_hoodie_gsc_pullover_gcu_unisex_gqa_classic_gsi_m_gco_black_gpr_4-4', 1],
      ['bag_product_bsc_tote-bag_bqa_clc_bsi_std-t_bco_natural_bpr_4-4', 2],
    ]);
  });
});
