import type { InvoicesResponse } from '@prompttee/domain';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { createAddress, createDesign, payOrder, placeOrder, shopApi, type ShopOrder } from './shop-api';

// The order history as a customer sees it: orders made through the real flow (a design from the
// shop's generator, a saved address, POST /v1/orders, the built-in test checkout), then followed
// as the simulated producer moves them along (the e2e server steps every second).

const TRACKING_HOST = 'https://tracking.prompttee.example';

/** Two orders of one customer: one paid with the test card, one left awaiting payment. */
async function customerWithOrders(page: Page) {
  await page.goto('/support');
  const customer = await signUpViaApi(page);
  const api = await shopApi(page.request);
  const { design_id: designId } = await createDesign(api);
  const addressId = await createAddress(api);
  const paid = await placeOrder(api, designId, addressId, 'CLS-BLK-L', 2);
  expect((await payOrder(api, paid)).status).toBe('complete');
  const pending = await placeOrder(api, designId, addressId, 'CLS-WHI-M', 2);
  return { customer, api, paid, pending };
}

const orderRow = (page: Page, order: ShopOrder) =>
  page.locator(`[data-order-id="${order.display_order_id}"]`);

test('the history shows a paid order, filters and search find it, a row expands, tracking opens once shipped', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // waits for the producer to ship (below)
  const { api, paid, pending } = await customerWithOrders(page);
  await context.route(`${TRACKING_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Parcel tracking</h1>' }),
  );

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(orderRow(page, paid)).toBeVisible();
  await expect(orderRow(page, pending)).toBeVisible();
  // Newest first: the pending order was placed after the paid one.
  const shownIds = () =>
    page.locator('[data-order-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-id')));
  expect(await shownIds()).toEqual([pending.display_order_id, paid.display_order_id]);
  await expect(orderRow(page, pending)).toContainText('pending payment');
  await expect(orderRow(page, paid)).toContainText('€49.98');
  await expect(orderRow(page, paid)).toContainText(
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()),
  );

  // 'Check All Invoices' opens the shop's own invoice list (no INVOICE_URL set) in a new tab,
  // where the paid order's invoice appears once issued.
  // The invoice is issued by a job moments after the payment.
  await expect
    .poll(
      async () => (await api.get<InvoicesResponse>('/invoices')).invoices.map((i) => i.display_order_id),
      {
        timeout: 15_000,
      },
    )
    .toContain(paid.display_order_id);
  const invoicesPopup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Check All Invoices/ }).click();
  const invoices = await invoicesPopup;
  expect(new URL(invoices.url()).pathname).toBe('/invoices');
  await expect(invoices.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(invoices.getByRole('list', { name: 'Invoices' })).toContainText(paid.display_order_id);
  await expect(invoices.getByRole('list', { name: 'Invoices' })).toContainText(/INV-\d{4}-\d{6}/);
  await invoices.close();

  // The status filter by group, then the search box (case-insensitive).
  const filter = page.getByRole('combobox', { name: 'Filter by status' });
  await filter.selectOption('Pending Payment');
  await expect(orderRow(page, pending)).toBeVisible();
  await expect(orderRow(page, paid)).toHaveCount(0);
  await filter.selectOption('Canceled/Failed');
  await expect(page.getByText('No orders found matching your criteria.')).toBeVisible();
  await filter.selectOption('All');
  await page.getByRole('searchbox', { name: 'Search by Order ID' }).fill(paid.display_order_id.toLowerCase());
  await expect(orderRow(page, paid)).toBeVisible();
  await expect(orderRow(page, pending)).toHaveCount(0);

  // The row expands to the shipping address and the items.
  await page.getByRole('button', { name: `Show details of order ${paid.display_order_id}` }).click();
  const items = page.getByRole('region', { name: 'Order items' });
  await expect(items.getByText('Classic Unisex T-Shirt')).toBeVisible();
  await expect(items.getByText(/Color: Black · Size: /)).toBeVisible();
  await expect(items.getByText('Qty: 2')).toBeVisible();
  await expect(items.getByText('€24.99')).toBeVisible();
  await expect(items.getByRole('img', { name: 'Design of Classic Unisex T-Shirt' })).toBeVisible();
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address.getByText('Narva mnt 5')).toBeVisible();
  await expect(address.getByText('Estonia')).toBeVisible();

  // Before it ships there is nothing to track; once the producer ships it, tracking opens.
  const track = orderRow(page, paid).getByRole('link', { name: /Track order/ });
  let trackingNumber = '';
  await expect
    .poll(
      async () => {
        const { orders } = (await api.get('/orders')) as {
          orders: { order_id: string; tracking_number: string | null }[];
        };
        trackingNumber = orders.find((o) => o.order_id === paid.order_id)?.tracking_number ?? '';
        return trackingNumber;
      },
      // Hand-over composes the print files at the placement first; with two browser workers on
      // two cores that can take longer than the simulated producer's steps themselves.
      { timeout: 60_000, intervals: [500] },
    )
    .not.toBe('');
  await page.reload();
  await expect(track).toBeVisible();
  await expect(orderRow(page, paid)).toContainText(/shipped|in transit|delivered/);
  const trackingPopup = page.waitForEvent('popup');
  await track.click();
  const tracking = await trackingPopup;
  expect(tracking.url()).toBe(`${TRACKING_HOST}/track?tracking_number=${trackingNumber}`);
  await expect(tracking.getByRole('heading', { name: 'Parcel tracking' })).toBeVisible();

  // The pending order still has nothing to track.
  await page.getByRole('searchbox', { name: 'Search by Order ID' }).fill('');
  await expect(orderRow(page, pending).getByRole('button', { name: 'No Tracking available' })).toBeDisabled();
});

test('Resume Payment mounts the payment form for a pending order and completes it', async ({ page }) => {
  const { api, pending } = await customerWithOrders(page);
  await page.goto('/order-history');
  const row = orderRow(page, pending);
  await row.getByRole('button', { name: 'Resume Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume Payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay €49.98' }).click();
  await expect(page).toHaveURL(/\/return\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 15_000 });

  const { orders } = (await api.get('/orders')) as { orders: { order_id: string; status: string }[] };
  expect(orders.find((o) => o.order_id === pending.order_id)?.status).not.toBe('pending_payment');
  await page.goto('/order-history');
  await expect(orderRow(page, pending).getByRole('button', { name: 'Resume Payment' })).toHaveCount(0);
});
