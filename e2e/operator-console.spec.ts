import { expect, test } from '@playwright/test';
import { becomeOperator, signUpViaApi, uniqueEmail } from './fixtures';
import { createAddress, createDesign, payOrder, placeOrder, shopApi } from './shop-api';
import { PHONE_VIEWPORT } from './viewports';

// The operator console: an operator (ADMIN_EMAILS in playwright.config.ts) finds a customer's
// order, refunds it and sees the alerts; a customer gets the Forbidden page at /admin.

test('an operator finds a customer order, refunds it and sees the alerts', async ({ page, browser }) => {
  test.slow();
  // The customer, in a browser of their own: a design, an address and an order awaiting payment.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/support');
  const customer = await signUpViaApi(customerPage, uniqueEmail('refund'));
  const api = await shopApi(customerPage.request);
  const design = await createDesign(api, 'A fox reading a book under a lamp');
  const order = await placeOrder(api, design.design_id, await createAddress(api));

  await customerPage.goto('/admin');
  await expect(customerPage.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();

  await becomeOperator(page, 'operator-console@prompttee.example');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by order number or e-mail' }).fill(customer.email);
  // The search runs a moment after typing stops, and puts itself in the address.
  await expect(page).toHaveURL(/[?&]q=/);
  // The list keeps showing the previous rows until the search's answer arrives, and the order can
  // be among them: wait for the answer (only this customer's order), or the click can land on a
  // row that moves as the list is replaced.
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  const link = page.getByRole('link', { name: order.display_order_id });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: order.display_order_id })).toBeVisible();

  // Paid only now: the simulated producer delivers a paid order within seconds (1 s a step),
  // and a delivered order can no longer be refunded.
  await payOrder(api, order);
  await page.reload();
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = page.getByRole('dialog', { name: /Cancel .* and refund/ });
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Customer asked to cancel');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByText(/Order canceled and €24\.99 refunded/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await expect(page.getByText('canceled', { exact: true }).first()).toBeVisible();
  const audit = page.getByRole('list', { name: 'Audit log' });
  await expect(audit.getByText('Canceled and refunded', { exact: true })).toBeVisible();
  await expect(audit.getByText(/Customer asked to cancel/)).toBeVisible();

  // The order's invoice and the credit note the refund issued, opened from the console as PDFs
  // (fetched with the operator's token; the headless browser shows no PDF, the answer is checked).
  for (const [name, path] of [
    [/^Invoice INV-\d{4}-\d{6} of order /, '/invoice'],
    [/^Credit note CN-\d{4}-\d{6} of order /, '/credit-note'],
  ] as const) {
    const document = page.getByRole('button', { name });
    // Issued by jobs after the payment and the refund: a loaded machine takes a while.
    await expect(async () => {
      await page.reload();
      await expect(document).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    const [tab, pdf] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith(`/admin/orders/${order.order_id}${path}`)),
      document.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await tab.close();
  }

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Orders per day/ })).toBeVisible();
  await expect(
    page.getByText('No open alerts.').or(page.getByRole('list', { name: 'Open alerts' })),
  ).toBeVisible();
  // Nothing on a phone scrolls sideways.
  await page.setViewportSize(PHONE_VIEWPORT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await customerContext.close();
});
