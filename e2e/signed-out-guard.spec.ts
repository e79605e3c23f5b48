import { expect, test } from '@playwright/test';

// A visitor who is not signed in must never see the signed-in app's frame, not even for the few
// hundred milliseconds the session check takes: the guard decides before the frame paints.

test('a visitor opening /design sees no sidebar, menu or customer links before the login page', async ({
  page,
}) => {
  // Record every moment a customer link (Orders, Profile, Logout) is in the document.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { framePainted: string[] }).framePainted = seen;
    new MutationObserver(() => {
      for (const link of document.querySelectorAll('a[href="/order-history"], a[href="/logout"]')) {
        seen.push(link.getAttribute('href') ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // A slow session check widens the window in which the frame used to show.
  await page.route('**/api/auth/get-session*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto('/design');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { framePainted: string[] }).framePainted)).toEqual(
    [],
  );
});
