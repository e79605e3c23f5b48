import { randomBytes } from 'node:crypto';
import { orderItemsResponseSchema, type Placement } from '@prompttee/domain';
import { designMockupResponseSchema } from '@prompttee/domain/contracts/mockups';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { designs, orderItems, orders } from '../../../db/schema';
import { readC2paManifest } from '../../../images/c2pa-manifest';
import { readXmp, withXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp, provenanceXmp } from '../../../images/provenance';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { prepareOrderFiles } from '../prepare-order-files';
import { sendOrderConfirmation } from '../send-order-confirmation';
import { capturingMailer, countOrders, insertAddress } from './checkout-fixtures';

// Placements end to end through the API, on the shop's real catalog (its mockup photos and layers):
// the contract's checks, what is stored, the print file composed to the pixel, the mockups, and
// who may see them.

const PROVENANCE = {
  prompt: 'a red square',
  subjects: ['square'],
  creatorTool: 'test',
  digitalSourceType: 'algorithmicMedia' as const,
};

/** A design whose every pixel is opaque (600 x 800, 3:4), so its print box is its opaque box. */
async function storeDesign(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(12).toString('base64url');
  const printKey = `private/designs/${token}/print.png`;
  const thumbnailKey = `designs/${token}/thumb.webp`;
  const solid = sharp({ create: { width: 600, height: 800, channels: 4, background: '#c81e3c' } });
  const png = withXmp(await solid.clone().png().toBuffer(), provenanceXmp(PROVENANCE));
  await t.deps.blobStore.put(printKey, png, 'image/png');
  await t.deps.blobStore.put(thumbnailKey, await solid.resize(384, 512).webp().toBuffer(), 'image/webp');
  const [row] = await t.deps.db
    .insert(designs)
    .values({
      userId,
      prompt: PROVENANCE.prompt,
      printKey,
      thumbnailKey,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
    })
    .returning({ id: designs.id });
  return row!.id;
}

/** The opaque pixels' bounding box (end exclusive) of a PNG. */
async function opaqueBox(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 127) {
        if (x < x0) x0 = x;
        if (y < y0) y0 = y;
        if (x >= x1) x1 = x + 1;
        if (y >= y1) y1 = y + 1;
      }
    }
  }
  return { x0, y0, x1, y1 };
}

/** A URL the shop answered with, fetched from the shop itself (local media). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe(`Placements end to end (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let addressId: string;
  let designId: string;
  const mailer = capturingMailer();

  const order = (placements: Record<string, Partial<Placement>> | undefined, sides = { front: '' }) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: {
        items: [
          {
            product_id: 'CLS-NAV-M',
            quantity: 1,
            designs: Object.fromEntries(Object.keys(sides).map((side) => [side, designId])),
            ...(placements ? { placements } : {}),
          },
        ],
        shipping_address_id: addressId,
        terms_accepted: true,
      },
    });

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    // Placing an order makes its jobs' queues; on PostgreSQL pg-boss must be started for that.
    await t.deps.queue.start();
    user = await signUpTestUser(t.app);
    other = await signUpTestUser(t.app);
    addressId = await insertAddress(t.deps.db, user.id);
    designId = await storeDesign(t, user.id);
  });
  afterAll(() => t.close());

  describe('POST /v1/orders refuses a placement that cannot be printed, storing nothing', () => {
    const refused: [string, Record<string, Partial<Placement>>, RegExp][] = [
      [
        'outside',
        { front: { x: 0.9, y: 0.5, width: 0.4 } },
        /front: The design must stay inside the print area/,
      ],
      // Fits unturned (0.9 x 1.2 of the area's width), but a 45 degree turn takes its corners out.
      [
        'rotated',
        { front: { x: 0.5, y: 0.5, width: 0.9, rotation: 45 } },
        /front: The design must stay inside/,
      ],
      ['tiny', { front: { x: 0.5, y: 0.5, width: 0.04 } }, /at least 5% of the print area wide/],
      ['on a side without a design', { back: { x: 0.5, y: 0.5, width: 0.5 } }, /back carries no design/],
    ];
    it.each(refused)('%s', async (_name, placements, message) => {
      const before = await countOrders(t.deps.db, user.id);
      const res = await order(placements);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
      expect(await countOrders(t.deps.db, user.id)).toBe(before);
    });
  });

  it('stores each side’s placement (normalised; the default where none was given)', async () => {
    const inside = { x: 0.30001, y: 0.4, width: 0.4, rotation: 0 };
    const res = await order({ front: inside }, { front: '', back: '' } as never);
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await t.deps.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.json<{ order_id: string }>().order_id));
    expect(item!.placements).toEqual({
      front: { x: 0.3, y: 0.4, width: 0.4, rotation: 0 },
      back: { x: 0.5, y: 0.5, width: 0.875, rotation: 0 },
    });
    // A turned design that stays inside is accepted too.
    const turned = await order({ front: { x: 0.5, y: 0.5, width: 0.5, rotation: -30 } });
    expect(turned.statusCode, turned.body).toBe(201);
  });

  it('composes the print file at the placement, to the pixel, with the design’s provenance; items are owner-only', async () => {
    const placement = { x: 0.3, y: 0.4, width: 0.4, rotation: 0 };
    const res = await order({ front: placement });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ order_id: string }>().order_id;
    const items = (who: TestUser) =>
      t.app.inject({ method: 'GET', url: `/v1/orders/${orderId}/items`, headers: bearer(who) });

    // Before payment: the placement and the mockup (made by the order's prepare-order-files job,
    // as its worker would), no print file yet.
    await prepareOrderFiles(t.deps, { orderId, screensOnly: true });
    let listed = orderItemsResponseSchema.parse((await items(user)).json()).items[0]!;
    expect(listed.placements).toEqual({ front: placement });
    // A generated design: the item is marked AI-generated (AI Act article 50).
    expect(listed.design_source).toBe('generated');
    expect(listed.print_file_urls).toEqual({});
    expect(listed.mockup_urls.front).toMatch(/\/media\/mockups\/[\w-]+-thumb\.webp$/);
    const mockup = await t.app.inject({ method: 'GET', url: pathOf(listed.mockup_urls.front!) });
    expect(mockup.statusCode).toBe(200);
    expect(await sharp(mockup.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 400,
    });

    // The producer's files are made when the order is handed over (submitOrderToProducer).
    await prepareOrderFiles(t.deps, { orderId });
    listed = orderItemsResponseSchema.parse((await items(user)).json()).items[0]!;
    const url = listed.print_file_urls.front!;
    expect(url).toMatch(/\/media\/private\/orders\/.+-front\.png\?expires=\d+&signature=/);
    const file = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(file.statusCode).toBe(200);
    const png = file.rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({
      width: 3600,
      height: 4800,
      density: 300,
      hasAlpha: true,
    });
    // 0.4 of 3600 px wide is 1440, 3:4 makes 1920 high, centred at (0.3 x 3600, 0.4 x 4800).
    expect(await opaqueBox(png)).toEqual({ x0: 360, y0: 960, x1: 1800, y1: 2880 });
    expect(parseProvenanceXmp(readXmp(png)!)).toMatchObject({ prompt: PROVENANCE.prompt });
    // Signed again for its new pixels: the design's manifest would no longer match them.
    expect(await readC2paManifest(png)).toMatchObject({
      validationState: 'Valid',
      actions: [
        expect.objectContaining({
          action: 'c2pa.created',
          digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia',
        }),
      ],
    });
    // Without its signature the print file is not there.
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);

    // The confirmation e-mail shows each line's mockup, as a JPEG (Outlook shows no WebP).
    await t.deps.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, orderId));
    expect(await sendOrderConfirmation(t.deps, { orderId })).toBe('sent');
    const jpegUrl = listed.mockup_urls.front!.replace(/\.webp$/, '.jpg');
    expect(mailer.sent.at(-1)!.html).toContain(` src="${jpegUrl}"`);
    const jpeg = await t.app.inject({ method: 'GET', url: pathOf(jpegUrl) });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 400,
    });

    // Another customer: the order does not exist for them.
    const foreign = await items(other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('private/');
  });

  it('documents the mockup route and the items’ new fields in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/v1/designs/{design_id}/mockup');
    const items = JSON.stringify(doc.paths['/v1/orders/{order_id}/items']);
    for (const field of ['placements', 'print_file_urls', 'mockup_urls']) expect(items).toContain(field);
  });

  describe('GET /v1/designs/{design_id}/mockup', () => {
    const get = (query: string, who: TestUser = user, id = designId) =>
      t.app.inject({ method: 'GET', url: `/v1/designs/${id}/mockup?${query}`, headers: bearer(who) });

    it('renders the design at the placement once, and names the cached files', async () => {
      const query = 'product_id=premium-organic-tee&color=SAG&side=back&x=0.5&y=0.3&width=0.5&rotation=10';
      const first = await get(query);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('private, max-age=86400');
      const body = designMockupResponseSchema.parse(first.json());
      const full = await t.app.inject({ method: 'GET', url: pathOf(body.mockup_url) });
      expect(full.statusCode).toBe(200);
      expect(full.headers['cache-control']).toContain('immutable');
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 800, height: 1000 });
      // The design's red lands at the placement's centre on the mockup (the back print area).
      const { data, info } = await sharp(full.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const px = (0.3 + 0.5 * 0.4) * info.width;
      const py = (0.175 + 0.3 * ((0.4 * 800 * 4) / 3 / 1000)) * info.height;
      const at = (Math.round(py) * info.width + Math.round(px)) * info.channels;
      expect(data[at]! - data[at + 2]!).toBeGreaterThan(60);
      // Asked again (and with float noise), the same files.
      const again = await get(query.replace('x=0.5', 'x=0.500001'));
      expect(designMockupResponseSchema.parse(again.json())).toEqual(body);
    });

    it('renders a mockup asked for twice at once only once', async () => {
      const put = vi.spyOn(t.deps.blobStore, 'put');
      const query = 'color=RED&x=0.4&y=0.6&width=0.3&rotation=-20';
      const [a, b] = await Promise.all([get(query), get(query)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(put.mock.calls.map(([key]) => key).filter((key) => key.startsWith('mockups/'))).toHaveLength(2);
      put.mockRestore();
    });

    it('refuses what it cannot show', async () => {
      expect((await get('color=WHI', other)).statusCode).toBe(404);
      expect((await get('color=ZZZ')).statusCode).toBe(400);
      expect((await get('color=WHI&product_id=nope')).statusCode).toBe(400);
      const outside = await get('color=WHI&x=0.95&width=0.5');
      expect(outside.statusCode).toBe(400);
      expect(outside.json<{ message: string }>().message).toMatch(/inside the print area/);
      expect((await get('color=WHI&width=0.01')).statusCode).toBe(400);
    });
  });
});
