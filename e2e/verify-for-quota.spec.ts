import { expect, test } from '@playwright/test';
import { signUpViaApi, verifyEmail } from './fixtures';

// An unverified customer's quota is a starter one (UNVERIFIED_DESIGN_QUOTA): the designer says,
// where the quota is shown, that confirming the address gives the full quota, and resends the link.

test('an unverified customer resends the confirmation from the designer, confirms, and the note goes', async ({
  page,
}) => {
  await page.goto('/support');
  const { email } = await signUpViaApi(page);
  await page.goto('/design');
  const quota = page.getByTestId('quota');
  await expect(quota.getByText('Confirm your email address to get the full monthly quota.')).toBeVisible();
  const resend = quota.getByRole('button', { name: 'Resend verification email' });
  await resend.click();
  await expect(quota.getByText(`We sent a new verification link to ${email}.`)).toBeVisible();
  await expect(resend).toBeDisabled();

  await verifyEmail(page, email);
  await expect(page).toHaveURL(/\/profile\?verified=1/);
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await page.goto('/design');
  await expect(page.getByTestId('quota')).toBeVisible();
  await expect(page.getByTestId('verify-email-note')).toHaveCount(0);
});
