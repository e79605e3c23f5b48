import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mouseDrag } from './drag';
import { signUpViaApi } from './fixtures';
import { acceptTerms, createAddress, payOrder, shopApi, type ShopOrder } from './shop-api';

// Placement end to end: a customer drags the design (with a mouse; designer-placement.spec.ts
// drags by finger on a phone), sees the server's mockup in the cart, orders and pays; the
// producer's print file is composed at that placement (decoded here and its opaque box checked
// against the design's), and the order row shows the mockup.

const box = (page: Page) => page.getByTestId('placement-box');
const announced = (page: Page) => page.getByTestId('placement-announcement');

/** The opaque pixels' box of an image (end exclusive), and its size. */
async function opaqueBox(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 127) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1);
        y1 = Math.max(y1, y + 1);
      }
    }
  }
  return { x0, y0, x1, y1, width: info.width, height: info.height };
}

type Item = {
  placements: Record<string, { x: number; y: number; width: number; rotation: number }>;
  print_file_urls: Record<string, string>;
  mockup_urls: Record<string, string>;
  thumbnail_urls: Record<string, string>;
};

/** A new customer generates a design in the designer and places it at the centre of the chest. */
async function designAFoxAtCentreChest(page: Page) {
  await signUpViaApi(page);
  await page.goto('/design');
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a fox under a full moon');
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  await expect(box(page)).toBeFocused({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Centre chest' }).click();
}

test('a dragged design is ordered and printed at that placement', async ({ page }) => {
  test.setTimeout(120_000);
  await designAFoxAtCentreChest(page);
  // The preview takes the fabric's light: shading and highlight over the design.
  await expect(page.getByTestId('fabric-multiply')).toHaveCount(1);
  await expect(page.getByTestId('fabric-screen')).toHaveCount(1);

  // Drag the design a fifth of the print area left and a tenth down.
  await page.getByTestId('preview').scrollIntoViewIfNeeded();
  const area = (await page.getByTestId('print-area').boundingBox())!;
  const frame = (await box(page).boundingBox())!;
  const grip = { x: frame.x + frame.width / 2, y: frame.y + frame.height * 0.6 };
  await mouseDrag(page, grip, -area.width * 0.2, area.height * 0.1);
  await expect(announced(page)).toHaveText(/centre 30% across and 40% down/);
  await page.getByRole('button', { name: 'Navy' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const placement = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '{}').state.items[0].placement,
  );
  expect(placement).toMatchObject({ x: 0.3, y: 0.4, width: 0.6, rotation: 0 });

  // The cart panel shows the server's mockup of the line.
  await page.locator('button[aria-label^="Open cart"]:visible').first().click();
  await expect(page.getByTestId('cart-item-preview').first()).toHaveAttribute('data-mockup', 'server', {
    timeout: 15_000,
  });
  await page.keyboard.press('Escape');

  // Checkout: the order carries the placement; the carousel shows the server's mockup.
  const api = await shopApi(page.request);
  await createAddress(api);
  await page.goto('/checkout');
  await expect(page.getByTestId('cart-item-preview').first()).toHaveAttribute('data-mockup', 'server', {
    timeout: 15_000,
  });
  await page.getByTestId('address-picker').click();
  await page.getByRole('button', { name: /^Mari Tamm/ }).click();
  await acceptTerms(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/v1/orders') && r.request().method() === 'POST'),
    page.getByTestId('place-order').click(),
  ]);
  expect(response.status()).toBe(201);
  const order = (await response.json()) as ShopOrder;
  expect(response.request().postDataJSON().items[0].placements).toEqual({ front: placement });
  await payOrder(api, order);

  // Once handed to the producer, the item links its print file, composed at the placement.
  let item: Item | undefined;
  await expect
    .poll(
      async () => {
        item = (await api.get<{ items: Item[] }>(`/orders/${order.order_id}/items`)).items[0];
        return Boolean(item?.print_file_urls.front);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(item!.placements).toEqual({ front: placement });
  const printFile = await page.request.get(item!.print_file_urls.front!);
  expect(printFile.status()).toBe(200);
  const printed = await opaqueBox(await printFile.body());
  expect([printed.width, printed.height]).toEqual([3600, 4800]);

  // Where the design's own opaque pixels must land: its 3:4 box (0.6 x 3600 = 2160 px wide, 2880
  // high) centred at (0.3 x 3600, 0.4 x 4800), the design's thumbnail scaled onto it.
  const thumb = await opaqueBox(await (await page.request.get(item!.thumbnail_urls.front!)).body());
  const scale = 2160 / thumb.width;
  const left = 0.3 * 3600 - 2160 / 2;
  const top = 0.4 * 4800 - 2880 / 2;
  const tolerance = scale * 1.5;
  expect(Math.abs(printed.x0 - (left + thumb.x0 * scale))).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(printed.y0 - (top + thumb.y0 * scale))).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(printed.x1 - (left + thumb.x1 * scale))).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(printed.y1 - (top + thumb.y1 * scale))).toBeLessThanOrEqual(tolerance);

  // The order history row shows the mockup rendered with the order.
  await page.goto('/order-history');
  await page.getByRole('button', { name: `Show details of order ${order.display_order_id}` }).click();
  await expect(page.getByTestId('order-item-mockup')).toHaveAttribute('src', item!.mockup_urls.front!);
});

// Only on request, and then without making a browser context first to skip in; at both widths.
test.describe(() => {
  test.skip(!process.env.SHOTS_DIR, 'SHOTS_DIR names where the screenshots go');
  test('@both-widths screenshots: the designer in both themes, and a mockup of every colour', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const dir = process.env.SHOTS_DIR!;
    mkdirSync(dir, { recursive: true });
    const width = isMobile ? 390 : 1280;
    await designAFoxAtCentreChest(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        localStorage.setItem('vite-ui-theme', t);
        document.documentElement.classList.toggle('dark', t === 'dark');
        document.documentElement.classList.toggle('light', t === 'light');
      }, theme);
      // Focused, the editor draws the print area; the page from its top, whole on a phone.
      await box(page).evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/orderplace-designer-${width}-${theme}.png`, fullPage: isMobile });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    if (isMobile) return;

    // The browser's live preview beside the server's mockup of the same placement and colour.
    const api = await shopApi(page.request);
    const designs = await api.get<{ designs: { design_id: string }[] }>('/designs');
    const designId = designs.designs[0]!.design_id;
    await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'));
    await page.getByRole('button', { name: 'Navy' }).click();
    await page.mouse.move(1000, 700);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const shot = await page.getByTestId('preview').screenshot();
    const preview = await sharp(shot)
      .resize(400, 500, { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer();
    const server = await api.get<{ mockup_url: string }>(
      `/designs/${designId}/mockup?color=NAV&side=front&x=0.5&y=0.3&width=0.6`,
    );
    const rendered = await sharp(await (await page.request.get(server.mockup_url)).body())
      .resize(400, 500)
      .flatten({ background: '#ecebe8' })
      .png()
      .toBuffer();
    await sharp({ create: { width: 800, height: 500, channels: 4, background: '#ecebe8' } })
      .composite([
        { input: preview, left: 0, top: 0 },
        { input: rendered, left: 400, top: 0 },
      ])
      .png()
      .toFile(`${dir}/orderplace-preview-vs-server.png`);

    // One mockup per colour of each product, from the server's mockup endpoint, as a contact sheet.
    const catalog = await (await page.request.get('/catalog/catalog.json')).json();
    for (const product of catalog.products as {
      product_id: string;
      options: { color: { code: string }[] };
    }[]) {
      const tiles: Buffer[] = [];
      for (const { code } of product.options.color) {
        for (const side of ['front', 'back']) {
          const query = `product_id=${product.product_id}&color=${code}&side=${side}&x=0.5&y=0.35&width=0.6`;
          const mockup = await api.get<{ mockup_url: string }>(`/designs/${designId}/mockup?${query}`);
          const image = await (await page.request.get(mockup.mockup_url)).body();
          tiles.push(await sharp(image).resize(240, 300).png().toBuffer());
        }
      }
      const columns = 6;
      const rows = Math.ceil(tiles.length / columns);
      await sharp({
        create: { width: columns * 240, height: rows * 300, channels: 4, background: '#ecebe8' },
      })
        .composite(
          tiles.map((input, i) => ({ input, left: (i % columns) * 240, top: Math.floor(i / columns) * 300 })),
        )
        .png()
        .toFile(`${dir}/orderplace-mockups-${product.product_id}.png`);
    }
  });
});
