import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';

// The API's own page, as a client author finds it: how to get a token first, every route
// browsable, and nothing serious for a screen reader or in contrast, light or dark.

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/docs says how to get a token and has no serious accessibility findings (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PromptTee API');
    await expect(page.getByText('/api/auth/token').first()).toBeVisible();
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark-mode'))).toBe(
      colorScheme === 'dark',
    );
    // One route opened, with its examples, as a client author reads it.
    await page.locator('.opblock-summary').filter({ hasText: '/v1/orders' }).first().click();
    await expect(page.locator('.opblock-body').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The authorisation dialog names its controls.
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await expect(page.locator('.dialog-ux .modal-ux')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
