import { expect, test } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { acceptTerms, fillNewAddress } from './shop-api';

// The payment step as a customer meets it, from a design made in the designer. checkout.spec.ts
// covers the cart, the address rules and the plain decline-then-pay path on a seeded cart, and
// order-history.spec.ts resuming a payment; this journey adds what the card form itself promises:
// checks as fields are left, typing and paying by keyboard, Stripe's decline messages, the result
// page, and the order confirmation e-mail going out once.

test('a new design to a paid order: the card form checks, declines, pays by keyboard, one confirmation e-mail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/support');
  const { email } = await signUpViaApi(page);

  // The designer makes the design and puts it on a shirt.
  await page.goto('/design');
  await page
    .getByPlaceholder('Describe your ideal t-shirt design')
    .fill('A lighthouse under the northern lights');
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await addToCart.click();

  await page.getByRole('button', { name: /open cart/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillNewAddress(page);
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER');
  await acceptTerms(page);
  await placeOrder.click();

  // The test checkout replaces the page: no real payment, the amount on the button.
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  const card = page.getByRole('form', { name: 'Card payment' });
  const pay = card.getByRole('button', { name: /^Pay €\d+\.\d{2}$/ });
  await expect(pay).toBeVisible();
  const displayOrderId = /PT-[0-9A-Z]{6}/.exec(
    (await page
      .getByText(/^Order PT-/)
      .first()
      .textContent()) ?? '',
  )![0];

  // A field is checked as the customer leaves it, with Stripe's words.
  const number = card.getByLabel('Card number');
  const expiry = card.getByLabel('Expiry');
  const cvc = card.getByLabel('CVC');
  await number.fill('4242 4242 4242');
  await expiry.focus();
  await expect(card.getByText('Your card number is incomplete.')).toBeVisible();
  await expiry.fill('01 / 21');
  await cvc.focus();
  await expect(card.getByText("Your card's expiration date is in the past.")).toBeVisible();

  // Typed by keyboard: the number groups itself, Tab moves on, Enter pays. This card is declined.
  await number.fill('');
  await number.pressSequentially('4000000000009995');
  await expect(number).toHaveValue('4000 0000 0000 9995');
  await expect(card.getByText('Your card number is incomplete.')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(expiry).toBeFocused();
  await expiry.fill('');
  await expiry.pressSequentially('1234');
  await expect(expiry).toHaveValue('12 / 34');
  await page.keyboard.press('Tab');
  await expect(cvc).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(card.getByText('Your card has insufficient funds.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // The same form takes the next card.
  await number.fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL(/\/return\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(email)).toBeVisible();
  // The thank-you page names the order just paid.
  await expect(page.getByTestId('order-number')).toHaveText(displayOrderId);

  // The confirmation goes out once, from the queue, to the customer.
  const subject = `Your PromptTee order ${displayOrderId} is confirmed`;
  await expect
    .poll(async () => (await (await page.request.get('/dev/outbox')).text()).split(subject).length - 1, {
      timeout: 15_000,
    })
    .toBe(1);

  // The order history knows the order is paid: nothing left to resume.
  await page.goto('/order-history');
  await page.getByPlaceholder('Search by Order ID').fill(displayOrderId.toLowerCase());
  await expect(page.getByText(displayOrderId).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Payment' })).toHaveCount(0);
});
