import { createOrderResponseSchema, parseCatalog, type Catalog } from '@prompttee/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/test-app';
import { createAdminTestApp, type AdminTestApp } from '../../admin/__tests__/admin-test-app';
import {
  insertAddress,
  insertDesign,
  movableClock,
  orderBody,
  orderRow,
} from '../../orders/__tests__/checkout-fixtures';

const DAY = 86_400_000;

describe(`the operator's catalogue (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: AdminTestApp;
  const clock = movableClock();
  let addressId: string;
  let designId: string;

  const patch = (url: string, payload: unknown, who: TestUser = t.operator) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/catalog${url}`,
      headers: bearer(who),
      payload: payload as object,
    });
  const shown = async (): Promise<Catalog> => {
    const res = await t.app.inject({ method: 'GET', url: '/catalog/catalog.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    return parseCatalog(res.json());
  };
  const variantOf = (catalog: Catalog, sku: string) =>
    catalog.products.flatMap((p) => p.variants).find((v) => v.sku === sku);
  const order = (sku: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: bearer(t.customer),
      payload: orderBody(addressId, designId, {
        items: [{ product_id: sku, quantity: 1, designs: { front: designId } }],
      }) as object,
    });

  beforeAll(async () => {
    t = await createAdminTestApp({}, { clock });
    addressId = await insertAddress(t.deps.db, t.customer.id);
    designId = await insertDesign(t.deps.db, t.customer.id);
  });
  afterAll(() => t.close());

  it('is seeded from the catalogue file and listed for operators only', async () => {
    const res = await t.call('GET', '/catalog');
    expect(res.statusCode, res.body).toBe(200);
    const tee = res.json().products.find((p: { product_id: string }) => p.product_id === 'classic-tee');
    expect(tee).toMatchObject({ name: 'Classic Unisex T-Shirt', available: true });
    expect(tee.variants.find((v: { sku: string }) => v.sku === 'CLS-WHI-M')).toMatchObject({
      color: 'WHI',
      size: 'M',
      available: true,
      prices: { EUR: 24.99, SEK: 279, HUF: 9990 },
      sale: null,
    });
    expect((await t.call('GET', '/catalog', undefined, t.customer)).statusCode).toBe(403);
    expect((await patch('/variants/CLS-WHI-M', { available: false }, t.customer)).statusCode).toBe(403);
    expect(variantOf(await shown(), 'CLS-WHI-M')?.available).toBeUndefined();
  });

  it("names products, colours and sizes in the console's language; the codes stay", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/catalog',
      headers: { ...bearer(t.operator), 'accept-language': 'et-EE,et;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tee = res.json().products.find((p: { product_id: string }) => p.product_id === 'classic-tee');
    expect(tee.name).toBe('Klassikaline unisex T-särk');
    expect(tee.colors.find((c: { code: string }) => c.code === 'WHI')?.name).toBe('Valge');
    expect(tee.sizes.find((s: { code: string }) => s.code === 'M')?.name).toBe('Keskmine (M)');
    expect(tee.variants.find((v: { sku: string }) => v.sku === 'CLS-WHI-M')).toMatchObject({
      color: 'WHI',
      size: 'M',
    });
  });

  it('changes a price at once; an order placed before keeps its own; audited with before and after', async () => {
    const before = createOrderResponseSchema.parse((await order('CLS-BLK-L')).json());
    expect(before.total_amount).toBe(2499);
    const etag = (await t.app.inject({ method: 'GET', url: '/catalog/catalog.json' })).headers.etag;

    const res = await patch('/variants/CLS-BLK-L', { prices: { EUR: 27.99, SEK: 299 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prices).toMatchObject({ EUR: 27.99, SEK: 299, HUF: 9990 });
    const catalog = await shown();
    expect(variantOf(catalog, 'CLS-BLK-L')).toMatchObject({ price: 27.99, prices: { EUR: 27.99, SEK: 299 } });
    const refetch = await t.app.inject({
      method: 'GET',
      url: '/catalog/catalog.json',
      headers: { 'if-none-match': String(etag) },
    });
    expect(refetch.statusCode).toBe(200);

    const after = createOrderResponseSchema.parse((await order('CLS-BLK-L')).json());
    expect(after.total_amount).toBe(2799);
    expect((await orderRow(t.deps.db, before.order_id))?.totalCents).toBe(2499);

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.variant.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      actorEmail: 'ops@prompttee.example',
      summary: 'Catalogue: CLS-BLK-L prices 27.99 EUR, 299 SEK',
      summaryText: {
        code: 'catalog_variant_changed',
        values: { sku: 'CLS-BLK-L', prices: { EUR: 27.99, SEK: 299 } },
      },
      detail: {
        sku: 'CLS-BLK-L',
        before: { prices: { EUR: 24.99, SEK: 279 } },
        after: { prices: { EUR: 27.99, SEK: 299 } },
      },
    });
  });

  it('turns a colour off: shown sold out, refused with a 409 naming it; a product off is not shown', async () => {
    const res = await patch('/products/classic-tee', { colors: { RED: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(variantOf(await shown(), 'CLS-RED-M')).toMatchObject({ available: false });
    const refused = await order('CLS-RED-M');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.issues).toEqual([
      { field: 'items.0.product_id', message: 'CLS-RED-M is sold out' },
    ]);

    expect((await patch('/products/premium-organic-tee', { available: false })).statusCode).toBe(200);
    expect((await shown()).products.map((p) => p.product_id)).not.toContain('premium-organic-tee');
    expect((await order('PRM-WHI-M')).statusCode).toBe(409);
    await patch('/products/premium-organic-tee', { available: true });
    await patch('/products/classic-tee', { colors: { RED: true } });
    expect((await order('CLS-RED-M')).statusCode).toBe(201);

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.product.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      summary: expect.stringMatching(/^Catalogue: .+ colour RED on$/),
      summaryText: {
        code: 'catalog_product_changed',
        values: { product: expect.any(String), colors: { RED: true } },
      },
    });
  });

  it('shows a sale with the usual price and the lowest price of the 30 days before it, until it ends', async () => {
    // Raised before the sale: the sale must show the lower price it had within the 30 days.
    await patch('/variants/CLS-NAV-M', { prices: { EUR: 29.99 } });
    const startsAt = new Date(clock.now().getTime() + 1000);
    const endsAt = new Date(startsAt.getTime() + 7 * DAY);
    const sale = { EUR: 19.99, SEK: 199, PLN: 89, CZK: 499, DKK: 149, HUF: 7990, RON: 99 };
    const res = await patch('/variants/CLS-NAV-M', {
      sale: { prices: sale, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(variantOf(await shown(), 'CLS-NAV-M')?.sale).toBeUndefined();

    clock.advance(2000);
    const running = variantOf(await shown(), 'CLS-NAV-M')!;
    expect(running).toMatchObject({ price: 19.99, prices: sale, stripe_price_id: '' });
    expect(running.sale).toMatchObject({
      regular_prices: { EUR: 29.99, SEK: 279 },
      lowest_prior_prices: { EUR: 24.99, SEK: 279 },
      ends_at: endsAt.toISOString(),
    });
    expect(createOrderResponseSchema.parse((await order('CLS-NAV-M')).json()).total_amount).toBe(1999);

    clock.advance(7 * DAY);
    const over = variantOf(await shown(), 'CLS-NAV-M')!;
    expect(over).toMatchObject({ price: 29.99 });
    expect(over.sale).toBeUndefined();
  });

  it('puts every variant of a product on sale by a percentage, each price rounded in its currency', async () => {
    const startsAt = new Date(clock.now().getTime() - 1000).toISOString();
    const endsAt = new Date(clock.now().getTime() + DAY).toISOString();
    const res = await patch('/products/premium-organic-tee', {
      sale: { percent_off: 20, starts_at: startsAt, ends_at: endsAt },
    });
    expect(res.statusCode, res.body).toBe(200);
    const variant = variantOf(await shown(), 'PRM-WHI-M')!;
    expect(variant).toMatchObject({ price: 26.39, prices: { EUR: 26.39, HUF: 10392, SEK: 295.2 } });
    expect(variant.sale?.regular_prices).toMatchObject({ EUR: 32.99, HUF: 12990 });
    expect(variant.sale?.lowest_prior_prices).toMatchObject({ EUR: 32.99 });

    expect((await patch('/products/premium-organic-tee', { sale: null })).statusCode).toBe(200);
    expect(variantOf(await shown(), 'PRM-WHI-M')).toMatchObject({ price: 32.99 });
    expect(variantOf(await shown(), 'PRM-WHI-M')?.sale).toBeUndefined();
    const refused = await patch('/products/premium-organic-tee', {
      sale: { percent_off: 95, starts_at: startsAt, ends_at: endsAt },
    });
    expect(refused.statusCode).toBe(400);
  });

  it.each([
    ['an empty change', '/variants/CLS-WHI-M', {}, ''],
    ['an unknown field', '/variants/CLS-WHI-M', { price: 1 }, ''],
    ['a negative price', '/variants/CLS-WHI-M', { prices: { EUR: -1 } }, 'prices.EUR'],
    ['a forint price with decimals', '/variants/CLS-WHI-M', { prices: { HUF: 99.5 } }, 'prices.HUF'],
    ['an unknown currency', '/variants/CLS-WHI-M', { prices: { USD: 20 } }, 'prices'],
    ['a colour the product lacks', '/products/classic-tee', { colors: { GLD: false } }, 'colors.GLD'],
    ['a size the product lacks', '/products/classic-tee', { sizes: { '5XL': false } }, 'sizes.5XL'],
  ])('refuses %s with a 400 and changes nothing', async (_name, url, body, field) => {
    const before = (await t.call('GET', '/catalog')).body;
    const res = await patch(url, body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(JSON.stringify(res.json().details)).toContain(field);
    expect((await t.call('GET', '/catalog')).body).toBe(before);
  });

  it('refuses a sale that does not lower every price or does not end after it starts', async () => {
    const startsAt = clock.now().toISOString();
    const endsAt = new Date(clock.now().getTime() + DAY).toISOString();
    const all = { EUR: 19.99, SEK: 199, PLN: 89, CZK: 499, DKK: 149, HUF: 7990, RON: 99 };
    const cases: [unknown, string][] = [
      [{ prices: { ...all, EUR: 24.99 }, starts_at: startsAt, ends_at: endsAt }, 'sale.prices.EUR'],
      [{ prices: { EUR: 19.99 }, starts_at: startsAt, ends_at: endsAt }, 'sale.prices.SEK'],
      [{ prices: all, starts_at: endsAt, ends_at: startsAt }, 'sale.ends_at'],
    ];
    for (const [sale, field] of cases) {
      const res = await patch('/variants/CLS-WHI-S', { sale });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.issues[0].field).toBe(field);
    }
    expect((await patch('/variants/NOPE-1', { available: false })).statusCode).toBe(404);
    expect((await patch('/products/nope', { available: false })).statusCode).toBe(404);
  });
});
