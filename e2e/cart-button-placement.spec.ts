import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { createAddress, createDesign, payOrder, placeOrder, shopApi } from './shop-api';

// The cart button never covers a control: on wide screens it floats bottom right in a gutter the
// page keeps free for it; on phones it sits in the header (decision 016). Every control of the
// designer (3XL, the picker's Next, Add to Cart), the order history (prices) and the profile is
// scrolled to the bottom edge of the screen, where the floating button is, and must not meet it.

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible control and price in the page's main area that the button meets at the bottom. */
async function coveredBy(page: Page, button: Locator): Promise<string[]> {
  const targets = page.locator(
    'main :is(a, button, input, select, textarea, [role="tab"]):visible, main [data-order-id] .tabular-nums:visible',
  );
  const covered: string[] = [];
  for (const target of await targets.all()) {
    await target.evaluate((el) => el.scrollIntoView({ block: 'end', inline: 'nearest' }));
    const [box, cart] = await Promise.all([target.boundingBox(), button.boundingBox()]);
    if (box && cart && overlap(box, cart)) {
      covered.push(((await target.getAttribute('aria-label')) ?? (await target.innerText())).slice(0, 40));
    }
  }
  return covered;
}

test('the floating cart button covers no control on the designer, the order history and the profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/support');
  await signUpViaApi(page);
  const api = await shopApi(page.request);
  const design = await createDesign(api, 'A fox reading a book');
  const addressId = await createAddress(api);
  await payOrder(api, await placeOrder(api, design.design_id, addressId));
  await placeOrder(api, design.design_id, addressId, 'CLS-BLK-XL');

  await page.goto('/design');
  const floating = page.locator('button[aria-label^="Open cart"]').last();
  const inHeader = page.locator('header').getByRole('button', { name: /open cart/i });
  await expect(inHeader).toBeHidden();
  await expect(floating).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Designer' })).toBeVisible();
  await expect(page.getByRole('button', { name: /3XL/ }).first()).toBeVisible();
  expect(await coveredBy(page, floating)).toEqual([]);
  // The design picker, with its Next button.
  await page.getByRole('tab', { name: /previous design/i }).click();
  expect(await coveredBy(page, floating)).toEqual([]);

  await page.goto('/order-history');
  await expect(page.locator('[data-order-id]')).toHaveCount(2);
  expect(await coveredBy(page, floating)).toEqual([]);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  expect(await coveredBy(page, floating)).toEqual([]);
});

// On a phone (@mobile) the button is the header's: a journey of its own, needing no orders to cover.
test('@mobile on a phone the cart button sits in the header, clear of the theme control, and nothing floats', async ({
  page,
}) => {
  await page.goto('/support');
  await signUpViaApi(page);
  await page.goto('/design');
  const inHeader = page.locator('header').getByRole('button', { name: /open cart/i });
  await expect(inHeader).toBeVisible();
  await expect(page.getByRole('button', { name: /open cart/i })).toHaveCount(1);
  // Nothing floats over the page; the header's own controls keep their room.
  const [cart, theme] = await Promise.all([
    inHeader.boundingBox(),
    page.locator('header').getByRole('button', { name: 'Toggle theme' }).boundingBox(),
  ]);
  expect(overlap(cart!, theme!)).toBe(false);
});
