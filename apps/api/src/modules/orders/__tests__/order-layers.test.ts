import { orderItemsResponseSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../../db/schema';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { upload } from '../../designs/__tests__/upload-helpers';
import { prepareOrderFiles } from '../prepare-order-files';
import { sendOrderConfirmation } from '../send-order-confirmation';
import { capturingMailer, countOrders, insertAddress } from './checkout-fixtures';

// Orders that carry layers, through the API: the refusals that name the field and store nothing,
// what is stored and echoed, and the side composed to the pixel for the producer and the screens.

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe(`Orders with layers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let addressId: string;
  let designId: string;
  let othersDesignId: string;
  const mailer = capturingMailer();

  const text = (over: Record<string, unknown> = {}) => ({
    type: 'text',
    text: 'HELLO',
    font: 'anton',
    color: '#FF0000',
    x: 0.5,
    y: 0.2,
    width: 0.5,
    rotation: 0,
    arc: 0,
    ...over,
  });
  const image = (id: string, over: Record<string, unknown> = {}) => ({
    type: 'image',
    design_id: id,
    x: 0.25,
    y: 0.75,
    width: 0.2,
    rotation: 0,
    ...over,
  });
  const order = (item: Record<string, unknown>, who = user) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(who),
      payload: {
        items: [{ product_id: 'CLS-NAV-M', quantity: 1, ...item }],
        shipping_address_id: addressId,
        terms_accepted: true,
      },
    });

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    await t.deps.queue.start();
    user = await signUpTestUser(t.app);
    other = await signUpTestUser(t.app);
    addressId = await insertAddress(t.deps.db, user.id);
    const blue = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    designId = (await upload(t, user, blue)).json<{ design_id: string }>().design_id;
    othersDesignId = (await upload(t, other, blue)).json<{ design_id: string }>().design_id;
  });
  afterAll(() => t.close());

  const refused: [string, () => Record<string, unknown>, string][] = [
    ['an unknown font', () => ({ front: [text({ font: 'comic-sans' })] }), 'items.0.layers.front.0.font'],
    [
      'a colour that is not #RRGGBB',
      () => ({ front: [text({ color: 'red' })] }),
      'items.0.layers.front.0.color',
    ],
    ['121 characters', () => ({ front: [text({ text: 'x'.repeat(121) })] }), 'items.0.layers.front.0.text'],
    ['control characters', () => ({ front: [text({ text: 'a\u0007b' })] }), 'items.0.layers.front.0.text'],
    ['13 layers', () => ({ front: Array.from({ length: 13 }, () => text()) }), 'items.0.layers.front'],
    ['a layer wholly off the print area', () => ({ back: [text({ x: 1.6 })] }), 'items.0.layers.back.0'],
    [
      "another customer's design",
      () => ({ front: [image(othersDesignId)] }),
      'items.0.layers.front.0.design_id',
    ],
    [
      'a character the font lacks',
      () => ({ front: [text({ text: 'snow ☃' })] }),
      'items.0.layers.front.0.text',
    ],
  ];
  it.each(refused)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_name, layers, field) => {
      const before = await countOrders(t.deps.db, user.id);
      const res = await order({ layers: layers() });
      expect([400, 404]).toContain(res.statusCode);
      const body = res.json<{ message: string; details?: { fields?: Record<string, string> } }>();
      // The input guard refuses control characters before the contract, naming the field in its message.
      const named = [...Object.keys(body.details?.fields ?? {}), body.message.replace(/^body\.|:.*$/gs, '')];
      expect(named, res.body).toContain(field);
      expect(await countOrders(t.deps.db, user.id)).toBe(before);
    },
  );

  it('refuses designs and layers together', async () => {
    const res = await order({ designs: { front: designId }, layers: { front: [text()] } });
    expect(res.statusCode).toBe(400);
  });

  it('stores and echoes the layers, and composes each side to the pixel for producer and screens', async () => {
    const layers = {
      front: [image(designId), text()],
      back: [
        text({
          text: 'ROUND\nTHE BACK',
          font: 'pacifico',
          arc: 120,
          outline: { color: '#FFFFFF', width: 0.05 },
        }),
      ],
    };
    const res = await order({ layers });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ order_id: string }>().order_id;
    const [row] = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(row!.layers?.front).toHaveLength(2);
    // The sides are composed off the request, by the order's prepare-order-files job.
    await prepareOrderFiles(t.deps, { orderId });

    const itemsRes = await t.app.inject({ url: `/v1/orders/${orderId}/items`, headers: bearer(user) });
    expect(itemsRes.statusCode, itemsRes.body).toBe(200);
    const listed = orderItemsResponseSchema.parse(itemsRes.json()).items[0]!;
    expect(listed.layers).toEqual({
      front: [layers.front[0], { ...layers.front[1], align: 'center', letter_spacing: 0 }],
      back: [{ ...layers.back[0], align: 'center', letter_spacing: 0 }],
    });
    expect(listed.print_locations).toEqual(['front', 'back']);
    expect(listed.design_title).toBe('HELLO');
    // Only the customer's own picture and text: not marked AI-generated.
    expect(listed.design_source).toBe('upload');
    expect(listed.mockup_urls.front).toMatch(/thumb\.webp$/);
    const printUrl = listed.print_file_urls.front!;
    const png = (await t.app.inject({ url: pathOf(printUrl) })).rawPayload;
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3600, 4800]);
    const at = (x: number, y: number) => [...data.subarray((y * 3600 + x) * 4, (y * 3600 + x) * 4 + 4)];
    // The upload fills 720 x 960 around (900, 3600); the text's red is around (1800, 960).
    expect(at(900, 3600)).toEqual([0, 0, 255, 255]);
    expect(at(530, 3600)[3]).toBe(0);
    let red = 0;
    for (let x = 900; x < 2700; x += 3) if (at(x, 960)[0]! > 200 && at(x, 960)[3] === 255) red++;
    expect(red).toBeGreaterThan(50);
    // Handing over to the producer keeps the composed file; the e-mail shows the composed side.
    const [prepared] = await prepareOrderFiles(t.deps, { orderId });
    expect(prepared!.printFiles.front!.placedPrintKey).toBe(row!.printFiles.front!.placedPrintKey);
    await t.deps.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, orderId));
    expect(await sendOrderConfirmation(t.deps, { orderId })).toBe('sent');
    expect(mailer.sent.at(-1)!.html).toContain(listed.mockup_urls.front!.replace(/\.webp$/, '.jpg'));
    // Nobody else sees the items.
    const theirs = await t.app.inject({ url: `/v1/orders/${orderId}/items`, headers: bearer(other) });
    expect(theirs.statusCode).toBe(404);
  });

  it('takes the spec’s designs map as one image layer per side, as before', async () => {
    const res = await order({ designs: { front: designId } });
    expect(res.statusCode, res.body).toBe(201);
    const items = orderItemsResponseSchema.parse(
      (
        await t.app.inject({
          url: `/v1/orders/${res.json<{ order_id: string }>().order_id}/items`,
          headers: bearer(user),
        })
      ).json(),
    ).items;
    expect(items[0]!.layers).toBeUndefined();
    expect(items[0]!.print_locations).toEqual(['front']);
    expect(items[0]!.design_source).toBe('upload');
  });

  it('shows a layered side on a shirt before the order (POST /v1/mockups/layers), owner-checked', async () => {
    const mockup = (layers: unknown[], who = user) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mockups/layers',
        headers: bearer(who),
        payload: { product_id: 'classic-tee', color: 'NAV', side: 'front', layers },
      });
    const res = await mockup([image(designId), text()]);
    expect(res.statusCode, res.body).toBe(200);
    const thumb = await t.app.inject({ url: pathOf(res.json<{ thumbnail_url: string }>().thumbnail_url) });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 400,
    });
    // The same side again names the same files (composed once).
    expect((await mockup([image(designId), text()])).json()).toEqual(res.json());
    expect((await mockup([image(designId)], other)).statusCode).toBe(404);
    // Ordering the same side reuses the composition the cart's preview made.
    const ordered = await order({ layers: { front: [image(designId), text()] } });
    await prepareOrderFiles(t.deps, {
      orderId: ordered.json<{ order_id: string }>().order_id,
      screensOnly: true,
    });
    const [row] = await t.deps.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ordered.json<{ order_id: string }>().order_id));
    expect(row!.printFiles.front!.thumbnailKey).toMatch(/^composed\/[\w-]{32}\/thumb\.webp$/);
    // The order's mockup is the very file the cart showed.
    expect(t.deps.blobStore.publicUrl(row!.printFiles.front!.mockupKey!)).toBe(
      res.json<{ thumbnail_url: string }>().thumbnail_url,
    );
    const wrong = await mockup([text({ text: 'snow ☃' })]);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json<{ details: { fields: object } }>().details.fields)).toEqual([
      'layers.front.0.text',
    ]);
  });
});
