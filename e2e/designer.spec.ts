import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';

const preview = (page: Page) => page.getByTestId('preview');
const overlay = (page: Page) => preview(page).getByTestId('design-overlay');

test('a customer generates a design, sees it on the shirt front and back, and picks it again from history', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/design');

  // Designer load: first product, White, M, front, and the placeholder where the design will go.
  await expect(preview(page).getByTestId('product-image')).toHaveAttribute('src', /WHI-front\.webp$/);
  await expect(page.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview(page).getByText('Your design will appear here')).toBeVisible();
  await expect(page.getByText('20/20')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a red fox under a full moon');
  // The create call waits until the busy button has been seen: on a quiet machine the whole job
  // can settle before a check of the button's transient state comes round.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/designs/create', async (route) => (await seen, route.fallback()));
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  await expect(page.getByRole('button', { name: 'GENERATING...' })).toBeVisible();
  release();

  // The job completes and the design lands on the shirt's chest.
  await expect(overlay(page)).toBeVisible({ timeout: 15_000 });
  await expect(overlay(page)).toHaveAttribute('src', /\/media\/designs\/[\w-]{24,}\/thumb\.webp$/);
  const designSrc = await overlay(page).getAttribute('src');

  // The GENERATE's four designs side by side: another one goes on the shirt when pressed.
  const picks = page.getByTestId('candidate-picker').getByRole('button');
  await expect(picks).toHaveCount(4);
  await expect(picks.first()).toHaveAttribute('aria-pressed', 'true');
  await picks.nth(2).click();
  await expect(picks.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(overlay(page)).not.toHaveAttribute('src', designSrc!);
  await picks.first().click();
  await expect(overlay(page)).toHaveAttribute('src', designSrc!);
  await expect
    .poll(() => overlay(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const shirt = (await preview(page).boundingBox())!;
  const art = (await overlay(page).boundingBox())!;
  expect(art.x).toBeGreaterThan(shirt.x);
  expect(art.x + art.width).toBeLessThan(shirt.x + shirt.width);
  expect(art.width / shirt.width).toBeGreaterThan(0.3);
  expect(art.width / shirt.width).toBeLessThan(0.4);
  await expect(page.getByText('19/20')).toBeVisible();
  await expect(page.getByText('19 designs left this period')).toBeVisible();

  // The back of the shirt carries the same design.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(preview(page)).toHaveAttribute('data-side', 'back');
  await expect(preview(page).getByTestId('product-image')).toHaveAttribute('src', /WHI-back\.webp$/);
  await expect(overlay(page)).toHaveAttribute('src', designSrc!);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // A fresh visit starts without a design; the history tab brings it back.
  await page.reload();
  await expect(preview(page).getByText('Your design will appear here')).toBeVisible();
  await page.getByRole('tab', { name: 'Use previous design' }).click();
  // One GENERATE, its four candidates in the history; the one on the shirt is the first.
  await expect(page.getByTestId('design-tile')).toHaveCount(4);
  const tile = page.getByTestId('design-tile').filter({ has: page.locator(`img[src="${designSrc}"]`) });
  await expect(tile.getByTestId('expiry-badge')).toHaveText(/^Expires in 29d 23h$/);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await tile.click();
  await page.getByRole('button', { name: 'USE SELECTED DESIGN' }).click();
  await expect(overlay(page)).toHaveAttribute('src', designSrc!);

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('an empty prompt says what is wrong and costs nothing', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/design');
  await expect(page.getByText('20/20')).toBeVisible();
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  await expect(page.getByText('Please describe your design')).toBeVisible();
  await expect(page.getByText('20/20')).toBeVisible();
});

test('a customer refines the design on the shirt: one new design, its words changed, the rest kept', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/design');
  const prompt = page.getByPlaceholder('Describe your ideal t-shirt design');
  await prompt.fill('a red fox reading a book under the moon');
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  await expect(page.getByTestId('candidate-picker').getByRole('button')).toHaveCount(4, { timeout: 15_000 });
  const first = await overlay(page).getAttribute('src');

  await page.getByRole('checkbox', { name: /Refine the design on the shirt/ }).check();
  await prompt.fill('add a crown');
  await page.getByRole('button', { name: 'REFINE DESIGN' }).click();
  await expect(overlay(page)).not.toHaveAttribute('src', first!, { timeout: 15_000 });
  // A refinement is one design: nothing to pick from, and it is in the history under its new words.
  await expect(page.getByTestId('candidate-picker')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Use previous design' }).click();
  await expect(
    page
      .getByTestId('design-tile')
      .filter({ has: page.locator(`img[src="${await overlay(page).getAttribute('src')}"]`) }),
  ).toHaveAttribute('title', 'a red fox reading a book under the moon wearing a crown');
});
