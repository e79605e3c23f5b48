import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './a11y-checks';

// The screen sweep trusts these checks to find what is wrong; here they are shown a page that is.
// Layout plays no part: they run at desktop only, as every journey not about width.
const BROKEN = `<!doctype html><html lang="en"><title>Broken</title><body style="background:#fff">
  <main><h1>Broken</h1><h4>Skipped two heading levels</h4>
  <p style="color:#bbb">Pale grey text on white</p><button></button></main></body></html>`;

test.describe('the axe check', () => {
  test('reports serious violations and leaves out milder ones', async ({ page }) => {
    await page.setContent(BROKEN);
    const ids = (await seriousAxeViolations(page)).map((finding) => finding.id).sort();
    // heading-order is only ever moderate: the sweep reports serious and critical violations.
    expect(ids).toEqual(['button-name', 'color-contrast']);
  });

  test('looks inside a page that holds a frame', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><title>Framed</title><body><main><h1>Framed</h1>
    <iframe title="Inner" srcdoc='${BROKEN.replaceAll("'", '&#39;')}'></iframe></main></body></html>`);
    await expect.poll(() => page.frames().length).toBe(2);
    const ids = (await seriousAxeViolations(page)).map((finding) => finding.id).sort();
    expect(ids).toEqual(['button-name', 'color-contrast']);
  });
});
