import { expect, test, type Page } from '@playwright/test';
import { designerWithDesign } from './fixtures';

// On a phone the preview sits above the editor; a customer bending a text far below it still
// sees the shirt: the preview rides along, small, in the top corner while the editor has focus.

const previewInView = (page: Page) =>
  page.getByTestId('preview').evaluate((preview) => {
    const box = preview.getBoundingClientRect();
    return box.bottom > 64 && box.top < window.innerHeight && box.width > 100;
  });

test('@mobile the shirt stays in view while a text is bent far below it', async ({ page }) => {
  test.setTimeout(120_000);
  await designerWithDesign(page);
  const panel = page.getByTestId('layers-panel');
  await panel.getByRole('button', { name: 'Add text' }).tap();
  await panel.getByLabel('Text', { exact: true }).fill('Hello');

  const arc = panel.getByRole('slider', { name: 'Arc' });
  await arc.scrollIntoViewIfNeeded();
  await arc.focus();
  await expect.poll(() => previewInView(page)).toBe(true);
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect(arc).toHaveAttribute('aria-valuetext', 'Arched up 50°');
  expect(await previewInView(page)).toBe(true);
  // The slider itself stays uncovered.
  const [sliderBox, previewBox] = await Promise.all([
    arc.boundingBox(),
    page.getByTestId('preview').boundingBox(),
  ]);
  expect(
    sliderBox!.y > previewBox!.y + previewBox!.height || sliderBox!.x + sliderBox!.width < previewBox!.x,
  ).toBe(true);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: '/tmp/shots/phone-editor-arc.png' });

  // Back at the top, the preview is full size in its place again.
  await page.getByPlaceholder('Describe your ideal t-shirt design').focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() => page.getByTestId('preview').evaluate((p) => p.getBoundingClientRect().width))
    .toBeGreaterThan(300);
});
