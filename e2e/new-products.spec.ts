import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { signUpViaApi } from './fixtures';

// The catalogue beyond the tees: a customer puts one design on a hoodie and on a tote bag, each
// on its own picture and print area, and finds both in the cart at their own prices.
test('@both-widths a customer puts a design on a hoodie and on a tote bag', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  const press = (target: ReturnType<typeof page.getByRole>) => (isMobile ? target.tap() : target.click());
  await signUpViaApi(page);
  await page.goto('/design');
  const products = page.getByRole('group', { name: 'Product' });
  await press(products.getByRole('button', { name: /Unisex Pullover Hoodie/ }));
  await expect(page.getByTestId('product-image')).toHaveAttribute('src', /\/mockups\/hoodie\//);
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a lighthouse in a storm');
  await press(page.getByRole('button', { name: 'GENERATE DESIGN' }));
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('variant-price')).toHaveText('€44.99');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await press(addToCart);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The tote: one size, its own picture; the design stays on the editor.
  await press(products.getByRole('button', { name: /Canvas Tote Bag/ }));
  await expect(page.getByTestId('product-image')).toHaveAttribute('src', /\/mockups\/tote-bag\//);
  await expect(page.getByRole('group', { name: 'Size', exact: true }).getByRole('button')).toHaveCount(1);
  await expect(page.getByTestId('variant-price')).toHaveText('€17.99');
  await press(addToCart);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await press(page.getByRole('button', { name: 'Open cart, 2 items' }));
  const cart = page.getByRole('dialog');
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  await expect(cart.getByTestId('cart-total')).toHaveText('Total: €62.98');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
