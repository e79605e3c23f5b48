import { readCatalogFile } from '@prompttee/catalog';
import { createOrderItemSchema, orderItemsResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/schema';
import { AppError } from '../../../errors';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { upload } from '../../designs/__tests__/upload-helpers';
import { prepareOrderFiles } from '../prepare-order-files';
import { priceOrder } from '../price-order';
import { submitOrderToProducer } from '../submit-order-to-producer';
import { countOrders, insertAddress } from './checkout-fixtures';
import { insertOrder } from './order-fixtures';

// Print areas: each product prints only where its catalogue entry says, the first printed area is
// in the variant's price and each further one adds its own, and every area gets its own print
// file at its size at 300 DPI, named for the producer.

const DESIGN = '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10';
const text = {
  type: 'text',
  text: 'HI',
  font: 'anton',
  color: '#FF0000',
  x: 0.5,
  y: 0.5,
  width: 0.6,
} as const;

describe('print areas priced per area', () => {
  const catalog = readCatalogFile();
  const unit = (productId: string, item: Record<string, unknown>, currency: 'EUR' | 'SEK' | 'HUF' = 'EUR') =>
    priceOrder(
      catalog,
      [createOrderItemSchema.parse({ product_id: productId, quantity: 1, ...item })],
      currency,
    ).lines[0]!.unitPriceCents;

  it('includes the first printed area in the price and adds each further one', () => {
    expect(unit('CLS-WHI-M', { designs: { front: DESIGN } })).toBe(2499);
    // Only a sleeve: that sleeve is the first area, so the shirt costs what a front-only one does.
    expect(unit('CLS-WHI-M', { designs: { left_sleeve: DESIGN } })).toBe(2499);
    expect(unit('CLS-WHI-M', { designs: { front: DESIGN, back: DESIGN } })).toBe(2499 + 700);
    expect(unit('HOD-BLK-M', { layers: { front: [text], left_sleeve: [text] } })).toBe(4499 + 400);
    expect(
      unit('CLS-WHI-M', {
        layers: {
          front: [text],
          back: [text],
          left_sleeve: [text],
          right_sleeve: [text],
          neck_label: [text],
        },
      }),
    ).toBe(2499 + 700 + 400 + 400 + 300);
    // In the order's currency, at the area's own price in it (never converted).
    expect(unit('HOD-BLK-M', { layers: { front: [text], right_sleeve: [text] } }, 'SEK')).toBe(49900 + 4500);
    expect(unit('TOT-NAT-OS', { designs: { front: DESIGN, back: DESIGN } }, 'HUF')).toBe(6990 + 2790);
  });

  it.each([
    [
      'a tote bag has no sleeves',
      'TOT-NAT-OS',
      { layers: { front: [text], left_sleeve: [text] } },
      'items.0.layers.left_sleeve',
    ],
    [
      'a hoodie has no neck label',
      'HOD-BLK-M',
      { designs: { neck_label: DESIGN } },
      'items.0.designs.neck_label',
    ],
  ])('refuses an area the product lacks (%s), naming it', (_name, sku, item, field) => {
    let error: unknown;
    try {
      priceOrder(catalog, [createOrderItemSchema.parse({ product_id: sku, quantity: 1, ...item })], 'EUR');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details?.issues).toEqual([
      { field, message: 'This product has no such print area' },
    ]);
  });
});

describe('each area reaches the producer as its own file', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  it("names the sleeves and the label in the producer's words, each file at its area's size", async () => {
    const customer = await h.addUser();
    const sides = ['front', 'left_sleeve', 'right_sleeve', 'neck_label'] as const;
    const order = await insertOrder(h.db, { userId: customer.id, items: [{ sides: [...sides] }] });
    const [item] = await h.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const design = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    for (const side of sides) await h.blobs.put(item!.printFiles[side]!.printKey, design, 'image/png');

    expect(await submitOrderToProducer(h.deps, { orderId: order.id })).toEqual({ submitted: true });
    const files = h.submitted.find((s) => s.orderId === order.id)!.items[0]!.files;
    expect(files.map((f) => f.type)).toEqual(['default', 'sleeve-left', 'sleeve-right', 'neck-inner']);
    const [stored] = await h.db.select().from(orderItems).where(eq(orderItems.id, item!.id));
    const size = async (side: (typeof sides)[number]) => {
      const meta = await sharp((await h.blobs.get(stored!.printFiles[side]!.placedPrintKey!))!).metadata();
      return [meta.width, meta.height, meta.density];
    };
    // 3 x 4 in sleeves and a 30 x 40 mm label, at 300 DPI.
    expect(await size('front')).toEqual([3600, 4800, 300]);
    expect(await size('left_sleeve')).toEqual([900, 1200, 300]);
    expect(await size('neck_label')).toEqual([354, 472, 300]);
  });
});

describe(`a hoodie's front and left sleeve through the API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let user: TestUser;
  let addressId: string;
  let designId: string;
  beforeAll(async () => {
    t = await createTestApp();
    // On a PostgreSQL server pg-boss opens its connection only when started.
    await t.deps.queue.start();
    user = await signUpTestUser(t.app);
    addressId = await insertAddress(t.deps.db, user.id);
    const blue = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    designId = (await upload(t, user, blue)).json<{ design_id: string }>().design_id;
  });
  afterAll(() => t.close());

  const order = (sku: string, layers: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: {
        items: [{ product_id: sku, quantity: 1, layers }],
        shipping_address_id: addressId,
        terms_accepted: true,
      },
    });

  it('charges the sleeve, composes each area at its size and shows both', async () => {
    const image = { type: 'image', design_id: designId, x: 0.5, y: 0.5, width: 0.8 };
    const res = await order('HOD-BLK-M', { front: [image], left_sleeve: [text] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ total_amount: number }>().total_amount).toBe(4499 + 400);
    const orderId = res.json<{ order_id: string }>().order_id;
    await prepareOrderFiles(t.deps, { orderId });

    const listed = orderItemsResponseSchema.parse(
      (await t.app.inject({ url: `/v1/orders/${orderId}/items`, headers: bearer(user) })).json(),
    ).items[0]!;
    expect(listed.print_locations).toEqual(['front', 'left_sleeve']);
    expect(listed.price).toBe('48.99');
    expect(listed.mockup_urls.left_sleeve).toMatch(/\.webp$/);
    const png = async (url: string) =>
      (await t.app.inject({ url: new URL(url).pathname + new URL(url).search })).rawPayload;
    // The hoodie's front is 10 x 13⅓ in, its long sleeve's area 1.5 x 2 in.
    expect((await sharp(await png(listed.print_file_urls.front!)).metadata()).width).toBe(3000);
    expect((await sharp(await png(listed.print_file_urls.left_sleeve!)).metadata()).width).toBe(450);
  });

  it('refuses a sleeve on a tote bag with a 400 naming it, storing nothing', async () => {
    const before = await countOrders(t.deps.db, user.id);
    const res = await order('TOT-NAT-OS', { front: [text], right_sleeve: [text] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { fields: Record<string, string> } }>().details.fields).toHaveProperty(
      'items.0.layers.right_sleeve',
    );
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
  });
});
