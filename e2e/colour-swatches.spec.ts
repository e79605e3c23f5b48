import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';

// The designer's colour swatches: a tapped swatch leaves no tooltip over its neighbours, and the
// dark colours keep a visible edge on the dark theme's card (WCAG 1.4.11, 3:1 for a control).

async function openDesigner(page: Page) {
  await signUpViaApi(page);
  await page.goto('/design');
  await expect(page.getByTestId('product-image')).toBeVisible();
  return page.getByRole('group', { name: 'Color' });
}

test('@mobile a tapped colour swatch shows no tooltip over the next one', async ({ page }) => {
  const colours = await openDesigner(page);
  const black = colours.getByRole('button', { name: 'Black' });
  await black.scrollIntoViewIfNeeded();
  await black.tap();
  await expect(black).toHaveAttribute('aria-pressed', 'true');
  // A hidden tooltip stays in the document, transparent: Playwright counts opacity 0 as visible.
  const tip = page.getByRole('tooltip', { name: 'Black', exact: true });
  const opacity = () => tip.evaluate((el) => getComputedStyle(el).opacity);
  await expect.poll(opacity).toBe('0');
  // The keyboard still gets the name: Tab away and back.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(black).toBeFocused();
  await expect.poll(opacity).toBe('1');
});

/** The contrast of a swatch's edge (its border over its own colour) against the card behind it. */
async function edgeContrast(page: Page, name: string): Promise<number> {
  const swatch = page.getByRole('group', { name: 'Color' }).getByRole('button', { name, exact: true });
  return swatch.evaluate((el) => {
    const card = el.closest('[role="region"]')!;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (...colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const edge = luminance(paint(style.backgroundColor, style.borderTopColor));
    const behind = luminance(paint(getComputedStyle(card).backgroundColor));
    return (Math.max(edge, behind) + 0.05) / (Math.min(edge, behind) + 0.05);
  });
}

test('black, navy and maroon swatches keep a visible edge on the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  const colours = await openDesigner(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  const names = await colours
    .getByRole('button')
    .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
  const dark = ['Black', 'Navy', 'French Navy', 'Maroon', 'Burgundy', 'Forest Green'].filter((n) =>
    names.includes(n),
  );
  expect(dark.length).toBeGreaterThanOrEqual(3);
  for (const name of dark) {
    expect(await edgeContrast(page, name), name).toBeGreaterThanOrEqual(3);
  }
});
