import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';
import { signUpViaApi } from './fixtures';

// The purchase as an Estonian customer's browser meets it (its language Estonian, so every page,
// e-mail and document is): the pages come in Estonian with <html lang="et">, money and days as
// Estonians write them, and axe finds nothing serious on any of them. At both widths.
test.use({ locale: 'et-EE' });

async function noSeriousFindings(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test('an Estonian customer buys a shirt in Estonian, from the login page to the order history @both-widths', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await expect(page.getByRole('combobox', { name: /Keel/ })).toHaveValue('et');
  await noSeriousFindings(page);

  await signUpViaApi(page);
  // The designer in Estonian: an Estonian prompt, two shirts into the cart, the cart panel.
  await page.goto('/design');
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await page
    .getByPlaceholder('Kirjelda oma unistuste T-särgi kujundust')
    .fill('Punane rebane loeb raamatut kuu all');
  await page.getByRole('button', { name: 'LOO KUJUNDUS' }).click();
  const addToCart = page.getByRole('button', { name: 'Lisa ostukorvi' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await noSeriousFindings(page);
  await addToCart.click();
  await addToCart.click();
  await page.getByRole('button', { name: 'Ava ostukorv, 2 toodet' }).click();
  const cart = page.getByRole('dialog');
  await expect(cart.getByTestId('cart-line')).toContainText('Oma kujundus (Valge / M) – esikülg');
  await expect(cart.getByTestId('cart-total')).toHaveText('Kokku: 49,98\u00a0€');
  await noSeriousFindings(page);
  await cart.getByRole('button', { name: 'Vormista tellimus' }).click();

  const form = page.getByRole('form', { name: 'Uus tarneaadress' });
  await form.getByRole('button', { name: 'Salvesta aadress' }).click();
  await expect(form.getByText('Eesnimi on kohustuslik')).toBeVisible();
  await form.getByLabel('Eesnimi').fill('Kadri');
  await form.getByLabel('Perekonnanimi').fill('Mets');
  await form.getByLabel('Aadress', { exact: true }).fill('Rüütli 12');
  await form.getByLabel('Linn').fill('Tartu');
  await form.getByLabel('Maakond / piirkond').fill('Tartumaa');
  await form.getByLabel('Postiindeks').fill('51007');
  await form.getByLabel('Riik').selectOption('EE');
  await form.getByLabel('Telefon').fill('+372 5555 0101');
  await form.getByRole('button', { name: 'Salvesta aadress' }).click();
  await expect(page.getByText('49,98\u00a0€').first()).toBeVisible();
  await page.getByLabel('Nõustun müügitingimustega').check();
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('ESITA TELLIMUS');
  await noSeriousFindings(page);
  await placeOrder.click();

  await expect(page.getByText('Testrežiim: päris makset ei tehta')).toBeVisible({ timeout: 15_000 });
  const card = page.getByRole('form', { name: 'Kaardimakse' });
  await card.getByLabel('Kaardi number').fill('4242 4242 4242 4242');
  await card.getByLabel('Kehtiv kuni').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await noSeriousFindings(page);
  await card.getByRole('button', { name: /^Maksa \d+,\d{2}\s€$/ }).click();
  await expect(page.getByRole('heading', { name: 'Aitäh!' })).toBeVisible({ timeout: 15_000 });
  const displayOrderId = (await page.getByTestId('order-number').textContent()) ?? '';
  await noSeriousFindings(page);

  await page.goto('/order-history');
  await page.getByPlaceholder('Otsi tellimuse numbri järgi').fill(displayOrderId.toLowerCase());
  await expect(page.getByText(displayOrderId).first()).toBeVisible();
  await expect(page.getByText(/\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  await noSeriousFindings(page);
});
