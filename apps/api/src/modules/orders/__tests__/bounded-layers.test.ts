import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { upload } from '../../designs/__tests__/upload-helpers';
import { countOrders, insertAddress } from './checkout-fixtures';

// Layers whose drawn size has no natural bound, sent as an attacker would: each is refused before a
// pixel is drawn, or drawn within the print area in bounded time and memory, while the process
// keeps answering.

const text = (over: Record<string, unknown>) => ({
  type: 'text',
  font: 'anton',
  color: '#FF0000',
  x: 0.5,
  y: 0.5,
  width: 1,
  ...over,
});

describe(`Layers that would draw without bound (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let user: TestUser;
  let addressId: string;
  let designId: string;

  const mockup = (layers: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/mockups/layers',
      headers: bearer(user),
      payload: { color: 'NAV', side: 'front', layers },
    });
  const order = (layers: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(user),
      payload: {
        items: [{ product_id: 'CLS-NAV-M', quantity: 1, layers: { front: layers } }],
        shipping_address_id: addressId,
        terms_accepted: true,
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpTestUser(t.app);
    addressId = await insertAddress(t.deps.db, user.id);
    // A design as large as a print file, so a layer twice the print area's width enlarges it.
    const full = await sharp({ create: { width: 3600, height: 4800, channels: 3, background: '#2040ff' } })
      .png()
      .toBuffer();
    designId = (await upload(t, user, full)).json<{ design_id: string }>().design_id;
    // The worker thread's start is not the request's cost.
    expect((await mockup([text({ text: 'WARM', width: 0.3 })])).statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  // Built when the test runs: the design is uploaded in beforeAll.
  const refused: [string, () => unknown[], string][] = [
    ["'.\\n.' at the print area's width", () => [text({ text: '.\n.' })], 'layers.front.0.width'],
    ["'.\\n.' at twice its width", () => [text({ text: '.\n.', width: 2 })], 'layers.front.0.width'],
    [
      '119 line breaks at twice its width',
      () => [text({ text: '.\n'.repeat(60), width: 2 })],
      'layers.0.text',
    ],
    [
      'twelve images at twice its width',
      () =>
        Array.from({ length: 12 }, () => ({ type: 'image', design_id: designId, x: 0.5, y: 0.5, width: 2 })),
      'layers.front',
    ],
  ];

  it.each(refused)('refuses %s with a 400 naming the field, at once', async (_name, layersOf, field) => {
    const started = Date.now();
    const layers = layersOf();
    const res = await mockup(layers);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ details: { fields: object } }>().details.fields)).toContain(field);

    const before = await countOrders(t.deps.db, user.id);
    const placed = await order(layers);
    expect(placed.statusCode, placed.body).toBe(400);
    expect(Object.keys(placed.json<{ details: { fields: object } }>().details.fields)).toContain(
      `items.0.layers.front${field.replace(/^layers(\.front)?/, '')}`,
    );
    expect(await countOrders(t.deps.db, user.id)).toBe(before);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('draws images at twice the print area, turned and upright, in bounded memory while the process answers', async () => {
    const layers = [
      ...[15, 0].map((rotation) => ({
        type: 'image',
        design_id: designId,
        x: 0.5,
        y: 0.5,
        width: 2,
        rotation,
      })),
      text({ text: 'TWICE\nAS WIDE', width: 1.5, rotation: -10 }),
    ];
    const rss = process.memoryUsage().rss;
    let [peak, slowestHealth] = [rss, 0];
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    const drawing = mockup(layers);
    let done = false;
    void drawing.finally(() => (done = true));
    while (!done) {
      const asked = Date.now();
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      slowestHealth = Math.max(slowestHealth, Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(watch);
    const res = await drawing;
    expect(res.statusCode, res.body).toBe(200);
    expect(peak - rss).toBeLessThan(300 * 1024 * 1024);
    expect(slowestHealth).toBeLessThan(5_000);
  }, 60_000);
});
