import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import {
  acceptTerms,
  cartLine,
  createAddress,
  createDesign,
  payOrder,
  placeOrder,
  seedCart,
  shopApi,
  type ShopApi,
} from './shop-api';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports';

// After paying: the order history follows the order (the e2e server's simulated producer moves
// it one step a second), with its tracking number as text and its status history with dates;
// the thank-you page names the order; a declined card never turns one cart into two orders.

type ListedOrder = {
  order_id: string;
  display_order_id: string;
  status: string;
  tracking_number: string | null;
};
const ordersOf = async (api: ShopApi) => (await api.get<{ orders: ListedOrder[] }>('/orders')).orders;

test('the order history shows the tracking number as text and the status history with dates', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/support');
  await signUpViaApi(page);
  const api = await shopApi(page.request);
  const design = await createDesign(api);
  const order = await placeOrder(api, design.design_id, await createAddress(api));
  await payOrder(api, order);

  await page.goto('/order-history');
  const row = page.locator(`[data-order-id="${order.display_order_id}"]`);
  await expect(row).toBeVisible();
  // The page refreshes while the order moves; shipped, it shows the number beside the button.
  let tracking = '';
  await expect
    .poll(
      async () => {
        tracking = (await ordersOf(api)).find((o) => o.order_id === order.order_id)?.tracking_number ?? '';
        return tracking;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await page.reload();
  // Next to the button: on its line in the table, just below it in a phone's narrow card.
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await expect(row.getByTestId('tracking-number')).toHaveText(tracking);
    await expect(row.getByText(`Tracking number ${tracking}`)).toBeVisible();
    const trackBox = (await row.getByRole('link', { name: /Track order/ }).boundingBox())!;
    const numberBox = (await row.getByTestId('tracking-number').boundingBox())!;
    expect(numberBox.y - (trackBox.y + trackBox.height), `at ${viewport.width} px`).toBeLessThan(24);
  }

  await page.getByRole('button', { name: `Show details of order ${order.display_order_id}` }).click();
  const history = page.getByRole('region', { name: 'Status history' });
  const entries = history.getByRole('listitem');
  await expect(entries.first()).toContainText('pending payment');
  await expect(entries.nth(1)).toContainText('payment authorized');
  await expect(history).toContainText('shipped');
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );
  for (const time of await history.locator('time').all()) {
    await expect(time).toHaveText(new RegExp(`^${today}, \\d{1,2}:\\d{2} (AM|PM)$`));
    expect(Date.parse((await time.getAttribute('datetime'))!)).not.toBeNaN();
  }
});

async function payWith(page: Page, card: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay €/ }).click();
}

test('after a declined card, checkout offers the pending order instead of placing the cart again', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/support');
  await signUpViaApi(page);
  const api = await shopApi(page.request);
  const design = await createDesign(api, 'A whale in a teacup');
  await createAddress(api);
  await seedCart(page, [cartLine(design)]);

  await page.goto('/checkout');
  await page.getByTestId('address-picker').click();
  await page.getByRole('button', { name: /^Mari Tamm/ }).click();
  await expect(page.getByTestId('place-order')).toHaveText('PLACE ORDER', { timeout: 5_000 });
  await acceptTerms(page);
  await page.getByTestId('place-order').click();
  const displayOrderId = /PT-[0-9A-Z]{6}/.exec(
    (await page
      .getByText(/^Order PT-/)
      .first()
      .textContent())!,
  )![0];
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  // The customer wanders off and comes back to the same cart, in this tab and in another.
  await page.goto('/design');
  await page.goto('/checkout');
  const offer = page.getByTestId('pending-order');
  await expect(offer).toContainText(`Order ${displayOrderId} is waiting for payment`);
  await expect(page.getByTestId('place-order')).toHaveCount(0);
  const second = await context.newPage();
  await second.goto('/checkout');
  await expect(second.getByTestId('pending-order')).toContainText(displayOrderId);
  await expect(second.getByTestId('place-order')).toHaveCount(0);
  await second.close();
  expect(await ordersOf(api)).toHaveLength(1);

  await page.getByRole('button', { name: 'RESUME PAYMENT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
  await expect(page.getByText(`Order ${displayOrderId}`).first()).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 15_000 });
  // The thank-you page names the order.
  await expect(page.getByTestId('order-number')).toHaveText(displayOrderId);

  const orders = await ordersOf(api);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.status).not.toBe('pending_payment');
});
