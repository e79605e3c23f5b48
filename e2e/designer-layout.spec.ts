import { expect, test } from '@playwright/test';
import { signUpViaApi } from './fixtures';

// Where the designer's parts sit: the shirt stays in view on a wide screen while its options are
// picked, and on a phone the prompt comes right after the shirt, before the options.

test('at 1280 x 800 the shirt stays in view while size and colour are picked', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/design');
  await expect(page.getByTestId('product-image')).toBeVisible();
  const colours = page.getByRole('group', { name: 'Color' });
  await colours.scrollIntoViewIfNeeded();
  await colours.getByRole('button', { name: 'Black' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const shirt = (await page.getByTestId('preview').boundingBox())!;
  expect(shirt.y).toBeGreaterThanOrEqual(64);
  expect(shirt.y + shirt.height).toBeLessThanOrEqual(800);
  await expect(page.getByTestId('product-image')).toHaveAttribute('src', /BLK-front/);
});

test('@mobile at 390 px the prompt and GENERATE come right after the shirt, before its options', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/design');
  await expect(page.getByTestId('product-image')).toBeVisible();
  const shirt = (await page.getByTestId('preview').boundingBox())!;
  const prompt = (await page.getByPlaceholder('Describe your ideal t-shirt design').boundingBox())!;
  const generate = (await page.getByRole('button', { name: 'GENERATE DESIGN' }).boundingBox())!;
  const options = (await page.getByRole('region', { name: 'Product options' }).boundingBox())!;
  expect(prompt.y).toBeGreaterThan(shirt.y + shirt.height);
  expect(generate.y).toBeLessThan(options.y);
  // One screen below the shirt holds the prompt and its button, not the product's options.
  expect(generate.y + generate.height - (shirt.y + shirt.height)).toBeLessThan(844);
});
