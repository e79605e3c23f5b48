import { expect, test, type Page } from '@playwright/test';
import { touchDrag } from './drag';
import { signUpViaApi } from './fixtures';
import { acceptTerms } from './shop-api';

// Placing a design as a customer does on a phone (@mobile), by touch: generate, pick a preset,
// drag with a finger, nudge by keyboard, read the print size and DPI, add to the cart, and see the
// placement leave the browser in the order payload. order-placement.spec.ts drags with a mouse at
// 1280 px.

const box = (page: Page) => page.getByTestId('placement-box');
const announced = (page: Page) => page.getByTestId('placement-announcement');
const cartPlacement = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.[0]?.placement);

async function savedAddress(page: Page): Promise<void> {
  const token = await page.request.get('/api/auth/token');
  const headers = { authorization: `Bearer ${(await token.json()).token}` };
  const saved = await page.request.post('/v1/shipping-address', {
    headers,
    data: {
      first_name: 'Mari',
      last_name: 'Tamm',
      address1: 'Narva mnt 5',
      city: 'Tallinn',
      county: 'Harju',
      postcode: '10117',
      country: 'EE',
      phone1: '+3725123456',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

test('@mobile a customer places the design by preset, drag and keyboard, checks the DPI and orders it at that placement', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/design');
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a lighthouse in a storm');
  // Focus follows the action: to the generation status, then to the design once it lands. The
  // status can be gone before a poll sees it (a quick design), so the page notes every focus.
  await page.evaluate(() => {
    const focused: string[] = [];
    (window as unknown as { focused: string[] }).focused = focused;
    document.addEventListener('focusin', (e) => focused.push((e.target as HTMLElement).dataset.testid ?? ''));
  });
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  await expect(box(page)).toBeFocused({ timeout: 15_000 });
  const focused = await page.evaluate(() => (window as unknown as { focused: string[] }).focused);
  expect(focused.indexOf('generation-status'), focused.join(', ')).toBeGreaterThanOrEqual(0);
  expect(focused.indexOf('generation-status')).toBeLessThan(focused.lastIndexOf('placement-box'));

  // The default placement: 87.5 % of the 12 x 16 in print area, a 3600 px file at 343 DPI.
  await expect(page.getByTestId('print-size')).toHaveText('Print 26.7 × 35.6 cm · 343 DPI');
  await expect(page.getByTestId('dpi-warning')).toHaveCount(0);

  await page.getByRole('button', { name: 'Centre chest' }).click();
  await expect(page.getByRole('button', { name: 'Centre chest' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('print-size')).toHaveText('Print 18.3 × 24.4 cm · 500 DPI');

  // Drag the design 10 % of the print area to the right (clear of the centre line's snap).
  await page.getByTestId('preview').scrollIntoViewIfNeeded();
  const area = (await page.getByTestId('print-area').boundingBox())!;
  const frame = (await box(page).boundingBox())!;
  const grip = { x: frame.x + frame.width / 2, y: frame.y + frame.height * 0.6 };
  await touchDrag(page, grip, area.width * 0.1, 0);
  await expect(announced(page)).toHaveText(/centre 60% across and 30% down/);
  const moved = (await page.getByTestId('design-overlay').boundingBox())!;
  expect(moved.x - frame.x).toBeGreaterThan(area.width * 0.09);
  expect(moved.x - frame.x).toBeLessThan(area.width * 0.11);

  // And by keyboard: down a little, then larger.
  await box(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('+');
  await expect(announced(page)).toHaveText(
    'Design 63% of the print area wide, centre 60% across and 36% down.',
  );
  await expect(page.getByTestId('print-size')).toHaveText('Print 19.2 × 25.6 cm · 476 DPI');

  await expect(page.getByTestId('variant-price')).toHaveText('€24.99');
  await page.getByRole('button', { name: '3XL' }).click();
  await expect(page.getByTestId('variant-price')).toHaveText('€26.99');
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const placement = await cartPlacement(page);
  expect(placement).toEqual({ x: 0.6, y: 0.36, width: 0.63, rotation: 0 });

  // The order payload carries the placement beside the design, keyed by the side.
  await savedAddress(page);
  await page.goto('/checkout');
  await page.getByTestId('address-picker').click();
  await page.getByRole('button', { name: /^Mari Tamm/ }).click();
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER');
  await acceptTerms(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/v1/orders') && r.method() === 'POST'),
    placeOrder.click(),
  ]);
  const item = request.postDataJSON().items[0];
  expect(item.placements).toEqual({ front: placement });
  expect(Object.keys(item.designs)).toEqual(['front']);
  expect((await request.response())!.status()).toBe(201);
});

test('@mobile the designer fits a phone: no sideways scroll, 40 px size buttons, tooltips close with Escape', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/design');
  await expect(page.getByTestId('product-image')).toBeVisible();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    for (const size of await page.getByRole('group', { name: 'Size' }).getByRole('button').all()) {
      expect((await size.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    }
  }

  // A size's tooltip shows on focus and goes on Escape; a colour's opens below, clear of its label.
  const large = page.getByRole('button', { name: 'L', exact: true });
  const tooltip = page.getByRole('tooltip', { name: 'Large', exact: true });
  await large.focus();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(large).toBeFocused();
  const black = page.getByRole('button', { name: 'Black' });
  await black.focus();
  const colourTip = (await page.getByRole('tooltip', { name: 'Black', exact: true }).boundingBox())!;
  expect(colourTip.y).toBeGreaterThan((await black.boundingBox())!.y);

  // The design tab panel is a focus stop with a visible focus ring.
  await page.getByRole('tab', { name: 'Generate new design' }).focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});
