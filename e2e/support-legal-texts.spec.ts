import { expect, test } from '@playwright/test';

test('a legal text loads when its document is opened, with a placeholder that keeps its place', async ({
  page,
}) => {
  const requested: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/terms-[^/]*\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/support');
  const legal = page.getByRole('region', { name: 'Legal', exact: true });
  const terms = legal.getByRole('button', { name: /Terms & Conditions/ });
  await expect(terms).toContainText('Last revisited: December 19, 2024');
  const privacy = legal.getByRole('button', { name: /Privacy Policy/ });
  expect(requested).toEqual([]);

  await terms.click();
  await expect(legal.getByRole('status', { name: 'Loading Terms & Conditions' })).toBeVisible();
  const placeholderTop = (await privacy.boundingBox())?.y;
  const triggerTop = (await terms.boundingBox())?.y;
  release();
  const text = legal.getByRole('region', { name: /^Terms & Conditions/ });
  await expect(text.getByRole('heading', { level: 3 }).first()).toHaveText(/^1\. /);
  await expect(legal.getByRole('status')).toHaveCount(0);
  // The title stays where it was; the text opens beneath it.
  expect((await terms.boundingBox())?.y).toBe(triggerTop);
  expect((await privacy.boundingBox())?.y).toBeGreaterThan(placeholderTop!);
  expect(requested).toHaveLength(1);
});
