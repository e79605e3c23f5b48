// Screenshots of the public screens at 1280 and 390 px, light and dark, as small palette PNGs.
// Start the shop first (npm start, or PORT=3200 ... node scripts/start.mjs), then:
//   node docs/screenshots/capture.mjs http://localhost:3200
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.dirname(fileURLToPath(import.meta.url));

/** name, path, whether to capture the whole page, and what to do before the picture. */
const screens = [
  { name: 'landing', path: '/' },
  { name: 'support', path: '/support', fullPage: true },
  { name: 'support-terms', path: '/support#terms-withdrawal' },
  { name: 'about', path: '/about', fullPage: true },
  { name: 'forbidden', path: '/forbidden' },
  { name: 'logout', path: '/logout' },
  { name: 'login', path: '/login' },
  {
    name: 'menu-open',
    path: '/support',
    widths: [390],
    before: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
  {
    name: 'sidebar-open',
    path: '/support',
    widths: [1280],
    before: (page) => page.getByTestId('sidebar').hover(),
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
mkdirSync(outDir, { recursive: true });
for (const screen of screens) {
  for (const width of screen.widths ?? [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const mobile = width < 768;
      const context = await browser.newContext({
        viewport: { width, height: mobile ? 844 : 800 },
        isMobile: mobile,
        hasTouch: mobile,
      });
      await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      const page = await context.newPage();
      await page.goto(baseUrl + screen.path, { waitUntil: 'networkidle' });
      await screen.before?.(page);
      await page.waitForTimeout(700);
      if (screen.fullPage) {
        // Grow the window to the page instead of stitching, so fixed parts (sidebar) span it all.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(300);
      }
      const png = await page.screenshot();
      const file = path.join(outDir, `${screen.name}-${width}-${theme}.png`);
      await sharp(png).png({ palette: true, quality: 85, effort: 10, compressionLevel: 9 }).toFile(file);
      console.log(path.relative(process.cwd(), file));
      await context.close();
    }
  }
}
await browser.close();
