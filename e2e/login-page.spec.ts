import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from './fixtures';

const PASSWORD = 'correct-horse-1';

/** React's reports of markup that did not match the served page (hydration thrown away). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test('the login card comes rendered in the page, and works once its script has run', async ({ page }) => {
  const served = await (await page.request.get('/login')).text();
  expect(served).toMatch(/<h1[^>]*>Welcome to [^<]+<\/h1>/);
  expect(served).toContain('Continue with Email');
  const { email } = await signUpViaApi(page, uniqueEmail('served'), PASSWORD);
  await page.context().clearCookies();
  const errors = hydrationErrors(page);

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Enter the password for')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('an address typed before the script has run is kept', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The card's script (app/bare-login.tsx) waits until the visitor has typed.
  await page.route(/\/assets\/bare-login-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email', { exact: true }).fill('early@example.com');
  release();
  await expect(page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(page.getByText('Enter the password for')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText('early@example.com')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in visitor who opens /login is sent on', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
});
