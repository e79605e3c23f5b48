import { expect, test, type Page } from '@playwright/test';
import { focusIndicatorProblems, seriousAxeViolations } from './a11y-checks';

// WCAG 2.2.2: the landing page's moving wall and pulsing button run for more than 5 seconds, so
// the visitor can pause them; under reduced motion nothing moves at all (and no control is shown).

// The other journeys run under reduced motion (playwright.config.ts); these are about motion.
test.use({ reducedMotion: 'no-preference' });

// A screen's axe check, at both widths: axe's findings follow the layout.
test('@both-widths the moving landing page, pause control included, passes axe and shows every focus', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Pause animation' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await focusIndicatorProblems(page)).toEqual([]);
});

/** The play states of the page's endless animations (the wall's rows and the button's pulse). */
const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => a.playState),
  );

test('a pause control stops the wall and the pulsing button, and starts them again', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'PromptTee' })).toBeVisible();
  // Three rows of the wall and the button's pulse.
  await expect.poll(() => endlessAnimations(page)).toEqual(['running', 'running', 'running', 'running']);

  const pause = page.getByRole('button', { name: 'Pause animation' });
  // By keyboard: it is a stop in the Tab order.
  for (let i = 0; i < 5 && !(await pause.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  // The rows hold still where they are; the pulse is gone.
  await expect.poll(() => endlessAnimations(page)).toEqual(['paused', 'paused', 'paused']);
  const play = page.getByRole('button', { name: 'Play animation' });
  await expect(play).toBeFocused();

  await play.click();
  await expect.poll(() => endlessAnimations(page)).toEqual(['running', 'running', 'running', 'running']);
});

test('under reduced motion nothing moves and there is nothing to pause', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'PromptTee' })).toBeVisible();
  expect(await endlessAnimations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Pause animation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
});
