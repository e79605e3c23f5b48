import { expect, test } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { acceptTerms, fillNewAddress } from './shop-api';

// Two shirts both named 'Custom (White / M) - front' are told apart by their design: its title
// (the prompt, as the designer's list shows it) follows the line from the designer to the order.

test("a design's title shows under the line in the cart, at checkout and in the order history", async ({
  page,
}) => {
  test.slow();
  await page.goto('/support');
  await signUpViaApi(page);
  const prompt = `A heron standing in the reeds ${Date.now()}`;
  await page.goto('/design');
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill(prompt);
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await addToCart.click();

  await page.getByRole('button', { name: /open cart/i }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('Custom (White / M) - front')).toBeVisible();
  await expect(panel.getByTestId('design-title')).toHaveText(`“${prompt}”`);
  await panel.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByTestId('summary-line').getByTestId('design-title')).toHaveText(`“${prompt}”`);
  await fillNewAddress(page);
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER');
  await acceptTerms(page);
  await placeOrder.click();
  await expect(page.getByTestId('payment-items').getByTestId('design-title')).toHaveText(`“${prompt}”`);

  await page.goto('/order-history');
  await page
    .getByRole('button', { name: /^Show details of order/ })
    .first()
    .click();
  await expect(page.getByTestId('design-title').first()).toHaveText(`“${prompt}”`);
});
