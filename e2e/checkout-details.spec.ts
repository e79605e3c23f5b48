import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { signUpViaApi } from './fixtures';
import { acceptTerms, cartLine, createDesign, fillNewAddress, seedCart, shopApi } from './shop-api';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports';

// Checkout's details: one shirt needs no carousel controls; the payment step says what is paid
// for and where it goes; long e-mail addresses wrap instead of running off a phone's screen.

const longEmail = () =>
  `kristjan-alexander-tammsaare-${Date.now()}-${test.info().workerIndex}@customers.a-long-domain-for-wrapping.example.com`;

/** True when the element's text overflows it or the page scrolls sideways. */
async function cutOff(page: Page, element: Locator) {
  const clipped = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return clipped || sideways;
}

test('one shirt at checkout: no arrows or "1 / 1", the items and address at payment, the e-mail whole', async ({
  page,
}) => {
  await page.goto('/support');
  const { email } = await signUpViaApi(page, longEmail());
  const design = await createDesign(await shopApi(page.request), 'A lighthouse in the fog');
  await seedCart(page, [cartLine(design, { color: ['BLK', 'Black', '#1A1A1A'], size: 'L' })]);
  await page.goto('/checkout');

  const carousel = page.locator('section[aria-roledescription="carousel"]');
  await expect(carousel.getByTestId('cart-item-preview')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next item' })).toHaveCount(0);
  await expect(carousel.getByRole('button', { name: 'Previous item' })).toHaveCount(0);
  await expect(carousel.getByText('1 / 1')).toHaveCount(0);

  await fillNewAddress(page);
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER');
  await acceptTerms(page);
  await placeOrder.click();

  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  const items = page.getByTestId('payment-items');
  await expect(items.getByText('Custom (Black / L) - front')).toBeVisible();
  await expect(items.getByText('Black · L · Qty 1')).toBeVisible();
  const address = page.getByTestId('payment-address');
  await expect(address).toContainText('Kadri Mets');
  await expect(address).toContainText('Tartu');
  const receipt = page.getByText(`Receipt to ${email}`);
  await expect(receipt).toBeVisible();
  // The payment step at a phone's width too: the address wraps there, and axe's findings follow
  // the layout.
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    expect(await cutOff(page, receipt), `at ${viewport.width} px`).toBe(false);
    expect(await seriousAxeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }
});

test('two shirts at checkout: the arrows page through them and round again', async ({ page }) => {
  await page.goto('/support');
  await signUpViaApi(page);
  const design = await createDesign(await shopApi(page.request), 'A lighthouse in the fog');
  const black = { sku: 'CLS-BLK-L', color: ['BLK', 'Black', '#1A1A1A'], size: 'L' };
  await seedCart(page, [cartLine(design), cartLine(design, black)]);
  await page.goto('/checkout');

  // The sliding is a chunk of its own (items-carousel-motion.tsx): the arrows work once it is in.
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  const caption = carousel.getByTestId('carousel-caption');
  await expect(caption).toHaveText('Custom (White / M) - front1 / 2');
  const next = carousel.getByRole('button', { name: 'Next item' });
  await next.click();
  await expect(caption).toHaveText('Custom (Black / L) - front2 / 2');
  await expect(carousel.getByRole('group', { name: '2 of 2: Custom (Black / L) - front' })).toBeInViewport();
  await next.click();
  await expect(caption).toHaveText('Custom (White / M) - front1 / 2');
});

test('@mobile the profile shows a long e-mail address whole at 390 px', async ({ page }) => {
  await page.goto('/support');
  const { email } = await signUpViaApi(page, longEmail());
  await page.goto('/profile');
  const shown = page.getByText(email, { exact: true });
  await expect(shown).toHaveCount(2);
  for (const element of await shown.all()) {
    await expect(element).toBeVisible();
    expect(await cutOff(page, element)).toBe(false);
  }
});
