import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, untilAppHasTakenOver } from './fixtures';

// /support, /forbidden and /about come from the server already rendered for a signed-out visitor
// (apps/api/src/plugins/public-pages.ts): readable before any script runs, then taken over by the
// app without a mismatch, and a button pressed in between still does what it was pressed for (as
// on the prerendered landing page and login card).

const pages = [
  { path: '/support', heading: 'Support Center' },
  { path: '/forbidden', heading: '403 Forbidden' },
  { path: '/about', heading: 'Every great shirt starts with an idea.' },
];

/** Console errors and warnings, where React reports a page that did not match what it rendered. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/**
 * Opens `path` with the app's scripts held back, presses the button named `button` on the served
 * page, then lets the scripts load: the press is the app's to replay.
 */
async function pressBeforeScripts(page: Page, path: string, button: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('button', { name: button }).click();
  release();
}

for (const { path, heading } of pages) {
  test(`${path} is readable before its script runs, then hydrates cleanly in both themes`, async ({
    page,
  }) => {
    for (const theme of ['light', 'dark']) {
      await page.context().addInitScript((saved) => localStorage.setItem('vite-ui-theme', saved), theme);
      // A page of its own without scripts, whose failed requests cannot reach the check below.
      const bare = await page.context().newPage();
      await bare.route('**/assets/*.js', (route) => route.abort());
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(bare.getByTestId('site-footer')).toBeVisible();
      await bare.close();

      const problems = consoleProblems(page);
      await page.goto(path);
      await untilAppHasTakenOver(page);
      await expect(page.locator('html')).toHaveClass(theme);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(problems).toEqual([]);
    }
  });
}

test('a button pressed before the app has taken the page over still works', async ({ page }) => {
  await pressBeforeScripts(page, '/support', 'Toggle theme');
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass('dark');
});

test("'Get Started Now' pressed on the served landing page before its script has run still leads on", async ({
  page,
}) => {
  await pressBeforeScripts(page, '/', 'Get Started Now');
  await expect(page).toHaveURL(/\/login$/);
});

test("'Sign up' pressed on the served login card before its script has run opens sign-up", async ({
  page,
}) => {
  await pressBeforeScripts(page, '/login', 'Sign up');
  await expect(page.getByLabel('Confirm Password', { exact: true })).toBeVisible();
});

test('a signed-in customer gets their own frame on a public page, not the visitor’s', async ({ page }) => {
  const problems = consoleProblems(page);
  await signUpViaApi(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  expect(problems).toEqual([]);
});
