import { expect, test } from '@playwright/test';
import { designerWithDesign } from './fixtures';

// Deleting a layer by keyboard alone: the deletion is read out, the keyboard moves to the layer
// that took the deleted one's place (not to the page's body), and one layer shows as selected.
test('a layer deleted by keyboard is announced and hands focus to the next layer', async ({ page }) => {
  test.setTimeout(90_000);
  await designerWithDesign(page);

  const panel = page.getByTestId('layers-panel');
  const rows = page.getByTestId('layer-row');
  for (const words of ['First', 'Second']) {
    await panel.getByRole('button', { name: 'Add text' }).focus();
    await page.keyboard.press('Enter');
    await panel.getByLabel('Text', { exact: true }).fill(words);
    await expect(rows.first()).toContainText(`Text: ${words}`);
  }
  await expect(rows).toHaveCount(3);

  await panel.getByRole('button', { name: 'Delete Text: Second' }).focus();
  await page.keyboard.press('Enter');

  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('layers-announcement')).toHaveText('Text: Second deleted.');
  const focused = page.locator('[data-layer-select]:focus');
  await expect(focused).toContainText('Text: First');
  await expect(panel.locator('[aria-pressed="true"]')).toHaveCount(1);
  // The keyboard goes on from there: Enter selects the focused layer.
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
});
