import { expect, test } from '@playwright/test';

test('an unknown path redirects to /forbidden', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();
  await expect(page.getByText("These aren't the t-shirts you're looking for...")).toBeVisible();
});

test('a login-required route sends a visitor to /login', async ({ page }) => {
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/login$/);
});

test('the saved dark theme applies before the app renders, under the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && violations.push(m.text()),
  );
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await page.goto('/support');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(violations).toEqual([]);
});
