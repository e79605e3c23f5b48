import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { signUpViaApi } from './fixtures';
import { acceptTerms, fillNewAddress } from './shop-api';

// The catalogue beyond the tees: a customer puts a design on a hoodie's front and writes on its
// left sleeve (a close-up of the sleeve, its price added), puts the design on a tote bag too, and
// pays for both; the order history names the hoodie's two areas. Screenshots go to /tmp/h when
// SCREENSHOTS is set.

async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/h/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}
test('@both-widths a customer puts a design on a hoodie front and sleeve and on a tote bag, and pays', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const press = (target: ReturnType<typeof page.getByRole>) => (isMobile ? target.tap() : target.click());
  await signUpViaApi(page);
  await page.goto('/design');
  const products = page.getByRole('group', { name: 'Product' });
  await press(products.getByRole('button', { name: /Unisex Pullover Hoodie/ }));
  await expect(page.getByTestId('product-image')).toHaveAttribute('src', /\/mockups\/hoodie\/WHI-front/);
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a lighthouse in a storm');
  await press(page.getByRole('button', { name: 'GENERATE DESIGN' }));
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('variant-price')).toHaveText('€44.99');

  // The left sleeve: its own close-up, empty until the customer writes on it, and €4.00 more.
  const areas = page.getByRole('group', { name: 'Print area' });
  await expect(areas.getByRole('button')).toHaveText(['Front', 'Back', 'Left sleeve', 'Right sleeve']);
  const sleeve = areas.getByRole('button', { name: 'Left sleeve' });
  await expect(sleeve).toHaveAccessibleDescription('+€4.00');
  await press(sleeve);
  await expect(page.getByTestId('product-image')).toHaveAttribute(
    'src',
    /\/mockups\/hoodie\/WHI-left_sleeve/,
  );
  const panel = page.getByTestId('layers-panel');
  await press(panel.getByRole('button', { name: 'Add text' }));
  await panel.getByLabel('Text', { exact: true }).fill('EST');
  await expect(page.getByTestId('variant-price')).toHaveText('€48.99');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'hoodie-sleeve');
  await press(addToCart);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The tote: one size, its own picture and two faces only; the design stays on the editor.
  await press(products.getByRole('button', { name: /Canvas Tote Bag/ }));
  await expect(page.getByTestId('product-image')).toHaveAttribute('src', /\/mockups\/tote-bag\//);
  await expect(areas.getByRole('button')).toHaveText(['Front', 'Back']);
  await expect(page.getByRole('group', { name: 'Size', exact: true }).getByRole('button')).toHaveCount(1);
  await expect(page.getByTestId('variant-price')).toHaveText('€17.99');
  await press(addToCart);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await press(page.getByRole('button', { name: 'Open cart, 2 items' }));
  const cart = page.getByRole('dialog');
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  await expect(cart.getByTestId('cart-line').first()).toContainText('front + left sleeve');
  await expect(cart.getByTestId('cart-total')).toHaveText('Total: €66.98');
  await expect(cart.getByTestId('cart-item-preview').nth(1)).toHaveAttribute('data-mockup', 'server', {
    timeout: 30_000,
  });
  await screenshot(page, 'hoodie-sleeve-cart');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Checkout and payment: the server prices the sleeve as the cart did.
  await press(cart.getByRole('button', { name: 'Checkout' }));
  await fillNewAddress(page);
  await acceptTerms(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/v1/orders') && r.method() === 'POST'),
    press(page.getByTestId('place-order')),
  ]);
  expect(Object.keys(request.postDataJSON().items[0].layers)).toEqual(['front', 'left_sleeve']);
  const response = (await request.response())!;
  const created = await response.json();
  expect(response.status(), JSON.stringify(created)).toBe(201);
  expect(created.total_amount).toBe(6698);
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await press(card.getByRole('button', { name: /^Pay €66\.98/ }));
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/order-history');
  await press(page.getByRole('button', { name: /^Show details of order/ }).first());
  await expect(page.getByText('Print: front & left sleeve')).toBeVisible();
});
