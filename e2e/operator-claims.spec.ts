import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { becomeOperator, signUpViaApi, uniqueEmail } from './fixtures';
import { createAddress, createDesign, payOrder, placeOrder, shopApi, untilStatus } from './shop-api';

// Defect claims after delivery, settled from the console: one delivered order arrived with its
// print cracked and is made again at no charge, another is refunded and its credit note opened;
// the customer's order history shows both.

/** This journey's own operator (ADMIN_EMAILS in playwright.config.ts). */
const OPERATOR = 'operator-claims@prompttee.example';

/** Opens the claim's confirm dialog, gives the reason, confirms, and reads the console's answer. */
async function settle(page: Page, button: string, dialogName: RegExp, confirm: string, reason: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: confirm }).click();
  const answer = dialog.getByRole('status');
  await expect(answer).toContainText('Done');
  const text = (await answer.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return text;
}

test('an operator settles one delivered order’s claim by a replacement and another’s by a refund, and opens the credit note', async ({
  page,
  browser,
}) => {
  test.slow();
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/support');
  await signUpViaApi(customerPage, uniqueEmail('claims'));
  const api = await shopApi(customerPage.request);
  const design = await createDesign(api, 'A whale made of stars');
  const address = await createAddress(api);
  const cracked = await placeOrder(api, design.design_id, address, 'CLS-BLK-L');
  const faded = await placeOrder(api, design.design_id, address, 'CLS-WHI-M');
  for (const order of [cracked, faded]) await payOrder(api, order);
  // The simulated producer delivers a paid order within seconds.
  await untilStatus(api, [cracked, faded]);

  await becomeOperator(page, OPERATOR);

  // The first: made again at no charge.
  await page.goto(`/admin/orders/${cracked.order_id}`);
  await expect(page.getByRole('heading', { name: cracked.display_order_id })).toContainText(/delivered/i);
  await expect(page.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const placed = await settle(
    page,
    'Send a replacement',
    /^Send a replacement for .* at no charge\?$/,
    'Send the replacement',
    'The print cracked on arrival',
  );
  const replacementNumber = /Replacement order (PT-\w+) placed at no charge/.exec(placed)?.[1];
  expect(replacementNumber, placed).toBeTruthy();
  const claim = page.getByRole('heading', { name: 'Defect claim' }).locator('xpath=../..');
  await expect(claim).toContainText('Replacement at no charge');
  await expect(claim).toContainText('The print cracked on arrival');
  await expect(page.getByRole('button', { name: 'Send a replacement' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund the claim' })).toHaveCount(0);
  const audit = page.getByRole('list', { name: 'Audit log' });
  await expect(audit.getByText('Replacement sent', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The replacement: the same shirt, nothing to pay, no invoice, and its way back to the original.
  await claim.getByRole('link', { name: replacementNumber! }).click();
  await expect(page.getByRole('heading', { name: replacementNumber! })).toBeVisible();
  await expect(
    page.getByText(`Replacement at no charge for order ${cracked.display_order_id}`),
  ).toBeVisible();
  await expect(page.getByText('€0.00').first()).toBeVisible();
  await expect(page.getByText('No invoice: a replacement at no charge is not a sale.')).toBeVisible();
  await expect(page.getByText('1 × Classic Unisex T-Shirt')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: cracked.display_order_id }).click();
  await expect(page.getByRole('heading', { name: cracked.display_order_id })).toBeVisible();

  // The second: the money back, the order kept as delivered.
  await page.goto(`/admin/orders/${faded.order_id}`);
  const refunded = await settle(
    page,
    'Refund the claim',
    /^Refund €24\.99 for a defect in /,
    'Refund the claim',
    'The colours faded after one wash',
  );
  expect(refunded).toContain(
    'Refunded €24.99 for the defect claim; the order stays delivered and a credit note is issued.',
  );
  await expect(page.getByRole('heading', { name: faded.display_order_id })).toContainText(/delivered/i);
  await expect(page.getByRole('heading', { name: 'Defect claim' }).locator('xpath=../..')).toContainText(
    'Refund of the payment',
  );
  await expect(
    page.getByRole('list', { name: 'Audit log' }).getByText(/The colours faded after one wash/),
  ).toBeVisible();

  // The credit note the refund issued, opened from the console as a PDF (the headless browser
  // shows no PDF: the answer is checked). A job issues it: a loaded machine takes its time.
  const creditNote = page.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6} of order / });
  await expect(async () => {
    await page.reload();
    await expect(creditNote).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  const [tab, pdf] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((r) => r.url().endsWith(`/admin/orders/${faded.order_id}/credit-note`)),
    creditNote.click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await tab.close();

  // The customer's order history: the replacement beside the order it replaces, and the credit note.
  await customerPage.goto('/order-history');
  const row = (number: string) => customerPage.locator(`[data-order-id="${number}"]`).first();
  await expect(row(replacementNumber!)).toContainText(
    `Replacement for ${cracked.display_order_id}, at no charge`,
  );
  await expect(row(cracked.display_order_id)).toContainText(`Replaced by ${replacementNumber}`);
  await expect(
    row(faded.display_order_id).getByRole('button', {
      name: `Credit note for order ${faded.display_order_id}`,
    }),
  ).toBeVisible();
  expect(await seriousAxeViolations(customerPage)).toEqual([]);
  await customerContext.close();
});
