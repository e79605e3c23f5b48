import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { becomeOperator, signUpViaApi, uniqueEmail } from './fixtures';
import { PHONE_VIEWPORT } from './viewports';

// The operator changes the catalogue in the console and the shop follows without a deploy: a
// sale with the 30-day lowest price beside it, and a colour turned off shown sold out. The
// journey changes only the premium tee's Sage M and Clay, which no other journey buys.

const OPERATOR = 'operator-catalog@prompttee.example';
const PRODUCT = 'Premium Organic T-Shirt';
const SALE = { EUR: '24,99', SEK: '279', PLN: '109', CZK: '629', DKK: '189', HUF: '9990', RON: '125' };

async function openProduct(page: Page) {
  await page.goto('/admin/catalog');
  const card = page.getByRole('region', { name: PRODUCT });
  await expect(card).toBeVisible();
  return card;
}

test('an operator puts a variant on sale and turns a colour off; the designer follows', async ({
  page,
  browser,
}) => {
  test.slow();
  await becomeOperator(page, OPERATOR);
  let card = await openProduct(page);
  const clay = card.getByRole('group', { name: 'Colours' }).getByRole('button', { name: 'Clay' });
  await clay.click();
  await expect(clay).toHaveAttribute('aria-pressed', 'false');

  await card.getByRole('button', { name: `Prices of ${PRODUCT}` }).click();
  await card.getByRole('button', { name: 'Edit PRM-SAG-M' }).click();
  const editor = card.getByRole('region', { name: 'Variant PRM-SAG-M' });
  const salePrices = editor.getByRole('group', { name: 'Sale prices' });
  for (const [currency, price] of Object.entries(SALE)) await salePrices.getByLabel(currency).fill(price);
  await editor.getByRole('button', { name: 'Set the sale' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved. The shop shows it within seconds.');
  await expect(editor.getByText(/^On sale from/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A customer on a phone, in a browser of their own.
  const customer = await browser.newContext({ viewport: PHONE_VIEWPORT, reducedMotion: 'reduce' });
  const shop = await customer.newPage();
  await shop.goto('/support');
  await signUpViaApi(shop, uniqueEmail('sale'));
  await shop.goto('/design');
  await shop
    .getByRole('group', { name: 'Product' })
    .getByRole('button', { name: new RegExp(PRODUCT) })
    .click();
  await shop.getByRole('group', { name: 'Color' }).getByRole('button', { name: 'Sage' }).click();
  await shop.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'M', exact: true }).click();
  await expect(shop.getByTestId('variant-price')).toHaveText(/^€24\.99$/);
  await expect(shop.getByTestId('usual-price')).toHaveText(/€32\.99$/);
  await expect(shop.getByTestId('lowest-prior-price')).toHaveText(
    'Lowest price in the 30 days before the sale: €32.99',
  );
  await shop.getByRole('group', { name: 'Color' }).getByRole('button', { name: 'Clay' }).click();
  await expect(shop.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled();
  await expect(shop.getByRole('button', { name: 'M, sold out' })).toBeVisible();
  expect(await seriousAxeViolations(shop)).toEqual([]);
  await customer.close();

  // Back as it was, for any later run against the same shop.
  card = await openProduct(page);
  await card.getByRole('group', { name: 'Colours' }).getByRole('button', { name: 'Clay' }).click();
  await card.getByRole('button', { name: `Prices of ${PRODUCT}` }).click();
  await card.getByRole('button', { name: 'Edit PRM-SAG-M' }).click();
  await card.getByRole('button', { name: 'End the sale' }).click();
  await expect(card.getByRole('region', { name: 'Variant PRM-SAG-M' }).getByRole('status')).toBeVisible();
});
