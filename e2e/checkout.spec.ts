import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { acceptTerms, cartLine, createDesign, fillNewAddress, seedCart, shopApi } from './shop-api';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports';

// The way from a full cart to a shipping address the order can go to: the cart panel, the
// checkout page, the address form with its validation, the 2-second shipping estimate, and
// deleting an address. The designer fills the cart in real life; here a real design is made
// through the API and the cart is seeded with the line the designer would have stored.

/** A design of the shop's own generator, owned by the customer signed in on the page. */
async function designOfCustomer(page: Page) {
  return createDesign(await shopApi(page.request), 'A retro sunset over a calm sea');
}

test('cart panel to checkout: address validation, new address, free shipping, delete an address', async ({
  page,
}) => {
  await page.goto('/support');
  await signUpViaApi(page);
  const design = await designOfCustomer(page);
  await seedCart(page, [cartLine(design, { sizeName: 'Medium', quantity: 2 })]);

  // The floating cart button with its count opens the panel.
  await page.goto('/design');
  const cartButton = page.getByRole('button', { name: /open cart/i });
  await expect(cartButton).toContainText('2');
  await cartButton.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Cart (2)' })).toBeVisible();
  await expect(panel.getByText('Size: Medium, Color: White')).toBeVisible();
  await expect(panel.getByText('Total: €49.98')).toBeVisible();
  await panel.getByRole('button', { name: /decrease quantity/i }).click();
  await expect(panel.getByText('Total: €24.99')).toBeVisible();
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // No saved address yet: the form is open; submitting it empty shows every message under its field.
  const form = page.getByRole('form', { name: 'New shipping address' });
  // The form is a chunk of its own; the space held until it arrives (lazy-address-form.tsx) is its
  // height, one column on phones, two from 640 px: measured at a phone's width, then at desktop's.
  const formHeights = async () => {
    const heights: number[] = [];
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      heights.push(await form.evaluate((el) => Math.round(el.getBoundingClientRect().height)));
    }
    return heights;
  };
  await expect(form).toBeVisible();
  expect(await formHeights()).toEqual([790, 532]);
  await form.getByRole('button', { name: 'Save address' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Address is required',
    'City is required',
    'State is required',
    'Postal code is required',
    'Country is required',
    'Phone is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Phone').fill('0123');
  await form.getByLabel('First name').fill('M');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(
    form.getByText('Invalid phone1 number format. Please use international format (e.g., +1234567890)'),
  ).toBeVisible();
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('COMPLETE SHIPPING INFO');
  await expect(placeOrder).toBeDisabled();

  // A valid address is saved, the form closes and the address is selected; shipping follows in 2 s.
  await fillNewAddress(page, 'click', { first: 'Mari', last: 'Tamm' });
  const picker = page.getByTestId('address-picker');
  await expect(picker).toContainText('Mari Tamm');
  await expect(form).toBeHidden();
  await expect(page.getByText('Calculating...')).toBeVisible();
  await expect(placeOrder).toHaveText('COMPLETE SHIPPING INFO');
  const shipping = page.getByTestId('shipping-line');
  await expect(shipping.getByText('FREE')).toBeVisible();
  await expect(shipping.locator('s')).toHaveText('€3.99');
  await expect(page.getByText('TOTAL TO PAY')).toBeVisible();
  await expect(page.getByTestId('total-to-pay')).toHaveText('€24.99');
  await expect(placeOrder).toHaveText('PLACE ORDER');
  await expect(placeOrder).toBeEnabled();

  // A second address through 'Add New Address'; the form offers the way back.
  await picker.click();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('button', { name: 'Back to saved addresses' })).toBeVisible();
  expect(await formHeights()).toEqual([830, 532]);
  await fillNewAddress(page, 'click', { first: 'Jaan', last: 'Kask' });
  await expect(picker).toContainText('Jaan Kask');

  // Deleting the selected address removes it and clears the selection; the server agrees.
  await picker.click();
  await page.getByRole('button', { name: /^Delete address: Jaan Kask/ }).click();
  await expect(page.getByRole('button', { name: /^Jaan Kask/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(picker).toContainText('Select a shipping address');
  await expect(placeOrder).toHaveText('COMPLETE SHIPPING INFO');
  // The picker's popover is a chunk of its own (lazy-address-picker.tsx), here held back: a press
  // before it has loaded opens the list once it has, and Escape gives focus back to the picker.
  let held = false;
  await page.route(/\/assets\/address-picker-[^/]+\.js$/, async (route) => {
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.reload();
  await page.getByTestId('address-picker').click();
  await expect(page.getByRole('button', { name: /^Mari Tamm/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Jaan Kask/ })).toHaveCount(0);
  expect(held).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('address-picker')).toBeFocused();
});

test('PLACE ORDER to the test checkout: a declined card, then 4242 4242 4242 4242 and Thank You!', async ({
  page,
}) => {
  await page.goto('/support');
  const { email } = await signUpViaApi(page);
  const design = await designOfCustomer(page);
  await seedCart(page, [cartLine(design, { sizeName: 'Medium' })]);
  await page.goto('/checkout');
  await fillNewAddress(page, 'click', { first: 'Mari', last: 'Tamm' });
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER');
  await acceptTerms(page);
  await placeOrder.click();

  // The payment form replaces the page.
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await expect(placeOrder).toBeHidden();
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4000 0000 0000 0002');
  await card.getByLabel('Expiry').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay €24.99' }).click();
  await expect(card.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByRole('button', { name: 'Pay €24.99' }).click();

  // The result page waits, asks for the session, thanks the customer and empties the cart.
  await expect(page).toHaveURL(/\/return\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your order has been successfully placed.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items)).toEqual(
    [],
  );
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/design$/);
  await expect(page.getByRole('button', { name: /open cart, 0 items/i })).toBeVisible();
});

test('an empty cart at checkout points back to the designer', async ({ page }) => {
  await page.goto('/support');
  await signUpViaApi(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Designer' }).click();
  await expect(page).toHaveURL(/\/design$/);
});
