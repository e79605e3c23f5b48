import { expect, test, type Page } from '@playwright/test';
import {
  TERMS_REQUIRED_MESSAGE,
  type ShippingAddress,
  type ShippingAddressFormValues,
} from '@prompttee/domain';
import { extractText } from 'unpdf';
import { signUpViaApi } from './fixtures';
import { acceptTerms, cartLine, createDesign, seedCart, shopApi, type ShopApi } from './shop-api';

// Selling across the EU: the VAT of the destination in every price shown, the Terms accepted
// before paying, and the invoice the shop issues, read back from its PDF.

const DESTINATIONS = [
  // €24.99 contains 24.99 x 19 / 119 = €3.99 of German VAT, 24.99 x 24 / 124 = €4.84 of Estonian.
  { country: 'DE', first: 'Jonas', last: 'Weber', city: 'Berlin', postcode: '10117', rate: 19, vat: '€3.99' },
  { country: 'EE', first: 'Mari', last: 'Tamm', city: 'Tallinn', postcode: '10117', rate: 24, vat: '€4.84' },
] as const;
type Destination = (typeof DESTINATIONS)[number];

async function addAddress(api: ShopApi, to: Destination) {
  const body: ShippingAddressFormValues = {
    first_name: to.first,
    last_name: to.last,
    address1: 'Hauptstraße 5',
    city: to.city,
    county: to.city,
    postcode: to.postcode,
    country: to.country,
    phone1: '+3725123456',
  };
  await api.post<ShippingAddress>('/shipping-address', body);
}

/** Checks out the cart to `to`: the VAT line, the Terms (refused first when asked), the test card. */
async function orderTo(page: Page, to: Destination, { refuseTermsFirst = false } = {}) {
  await page.goto('/checkout');
  await page.getByTestId('address-picker').click();
  await page.getByRole('button', { name: new RegExp(`^${to.first} ${to.last}`) }).click();
  const vatLine = `incl. ${to.rate} % VAT ${to.vat}`;
  await expect(page.getByTestId('vat-line')).toHaveText(vatLine);
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER', { timeout: 5_000 });
  await expect(page.getByTestId('withdrawal-notice')).toContainText('14-day right of withdrawal');

  if (refuseTermsFirst) {
    await placeOrder.click();
    await expect(page.getByText(TERMS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
  }
  await acceptTerms(page);
  await placeOrder.click();

  await expect(page.getByTestId('payment-total')).toContainText(vatLine);
  const displayOrderId = (await page
    .getByText(/^Order PT-/)
    .first()
    .textContent())!.match(/PT-\w+/)![0];
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay €24.99' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('paid-total')).toContainText(vatLine);
  return displayOrderId;
}

/** The invoice PDF as the API serves it to its owner, and the text a PDF reader finds in it. */
async function invoiceText(page: Page, orderId: string) {
  const token = (await (await page.request.get('/api/auth/token')).json()).token as string;
  const response = await page.request.get(`/v1/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true });
  return text;
}

test('orders to Germany and to Estonia carry their VAT, need the Terms, and get an invoice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/support');
  await signUpViaApi(page);
  const api = await shopApi(page.request);
  const design = await createDesign(api);
  for (const to of DESTINATIONS) await addAddress(api, to);

  const placed: { to: Destination; displayOrderId: string }[] = [];
  for (const [index, to] of DESTINATIONS.entries()) {
    await seedCart(page, [cartLine(design)]);
    placed.push({ to, displayOrderId: await orderTo(page, to, { refuseTermsFirst: index === 0 }) });
  }

  const orders = (await api.get<{ orders: { order_id: string; display_order_id: string }[] }>('/orders'))
    .orders;
  await page.goto('/order-history');
  for (const { to, displayOrderId } of placed) {
    const row = page.locator(`[data-order-id="${displayOrderId}"]`);
    await expect(row.getByTestId('vat-line')).toHaveText(`incl. ${to.rate} % VAT ${to.vat}`);
    // The invoice is issued right after the payment: reload until it is offered.
    const invoice = row.getByRole('button', {
      name: `Invoice for order ${displayOrderId} (opens in a new tab)`,
    });
    await expect(async () => {
      await page.reload();
      await expect(invoice).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // A new tab opens and the page fetches the PDF with the customer's token for it (the headless
    // browser has no PDF viewer, so the tab itself shows nothing to read).
    const [tab, pdf] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith('/invoice')),
      invoice.click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await tab.close();

    const orderId = orders.find((o) => o.display_order_id === displayOrderId)!.order_id;
    const text = await invoiceText(page, orderId);
    expect(text).toMatch(/Invoice INV-\d{4}-\d{6}/);
    expect(text).toContain(`Order: ${displayOrderId}`);
    expect(text).toContain(`${to.first} ${to.last}`);
    expect(text).toContain(`VAT ${to.rate}% (`);
    expect(text).toContain('Total paid €24.99');
  }

  // Check All Invoices opens the shop's own list: both invoices, newest first.
  const all = page.getByRole('link', { name: /Check All Invoices/ });
  await expect(all).toHaveAttribute('href', '/invoices');
  await expect(all).toHaveAttribute('target', '_blank');
  await page.goto('/invoices');
  const rows = page.getByTestId('invoice-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Order ${placed[1]!.displayOrderId}`);
  await expect(rows.nth(1)).toContainText(`Order ${placed[0]!.displayOrderId}`);
});
