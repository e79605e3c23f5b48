import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from './fixtures';

const PASSWORD = 'correct-horse-1';

async function startLogin(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Enter the password for')).toBeVisible();
}

/** The newest outbox message to `email` whose subject matches, opened from /dev/outbox. */
async function outboxLink(page: Page, email: string, subject: RegExp, linkPart: string) {
  const entry = page.locator(`li[data-to="${email}"]`).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(entry).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return entry.locator(`a[href*="${linkPart}"]`).first();
}

test('sign-up from a protected route returns there, and the verification link works', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const link = await outboxLink(page, email, /Verify your email address/, '/api/auth/verify-email');
  await link.click();
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test("a wrong password shows 'Invalid email or password'", async ({ page, request }) => {
  const email = uniqueEmail('wrong');
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/login');
  await startLogin(page, email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error');
  await expect(alert).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  // The right password then logs in and goes to the landing page (no origin).
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a password reset through the link in the outbox works', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/login');
  await startLogin(page, email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  // After 3 seconds the card is back in email mode.
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible({ timeout: 6_000 });

  const link = await outboxLink(page, email, /Reset your PromptTee password/, '/reset-password?token=');
  await link.click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();

  await startLogin(page, email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the profile shows the signed-in e-mail', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await expect(page.getByText('Anonymous User')).toBeVisible();
  await expect(page.getByText('User ID')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Email and password')).toBeVisible();
});

test('logout ends the session: a protected route then goes to /login', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Logged Out' })).toBeVisible();
  await expect(page.getByText('You have successfully logged out of your account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(async () => (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state)).toEqual({
    user: null,
    isAuthenticated: false,
  });
});

test('a shop with no single sign-on configured shows none on the login card', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  await expect(page.getByText('Or continue with')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue with (Google|Facebook|GitHub)/ })).toHaveCount(0);
});
