import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { becomeOperator, signUpViaApi, uniqueEmail } from './fixtures';
import { createAddress, createDesign, placeOrder, shopApi } from './shop-api';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports';

// The operator console as an operator works in it: no customer cart button, order items read as
// product, colour and size, and every action lands on the shop-wide audit log page.

/** This journey's own operator (ADMIN_EMAILS in playwright.config.ts). */
const OPERATOR = 'operator-audit@prompttee.example';

test('an operator notes an order and finds the note in the audit log', async ({ page, browser }) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/support');
  await signUpViaApi(customerPage, uniqueEmail('audit'));
  const api = await shopApi(customerPage.request);
  const design = await createDesign(api, 'A heron standing in the reeds');
  const order = await placeOrder(api, design.design_id, await createAddress(api));
  await customerContext.close();

  await becomeOperator(page, OPERATOR);
  await page.goto(`/admin/orders/${order.order_id}`);
  await expect(page.getByRole('heading', { name: order.display_order_id })).toBeVisible();
  await expect(page.getByRole('button', { name: /open cart/i })).toHaveCount(0);
  await expect(page.getByText('1 × Classic Unisex T-Shirt')).toBeVisible();
  await expect(page.getByText(/White · Medium · €\d+\.\d{2} each/)).toBeVisible();

  const text = `Checked the print file ${Date.now()}`;
  await page.getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a note to this order' });
  await dialog.getByLabel('Note').fill(text);
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  const log = page.getByRole('list', { name: 'Audit log, newest first' });
  // Newest first, but other journeys' operators act on the same shop at the same time: the note
  // is among the newest entries, not necessarily the very first.
  const note = log.getByRole('listitem').filter({ hasText: text });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(`by ${OPERATOR}`);
  await expect(page.getByRole('button', { name: /open cart/i })).toHaveCount(0);
  // At a phone's width too: axe's findings follow the layout.
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    expect(await seriousAxeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }

  await note.getByRole('link', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { name: order.display_order_id })).toBeVisible();
});
