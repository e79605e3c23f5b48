import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';
import { createDesign, shopApi } from './shop-api';

// A first run as the README tells it: `PORT=4000 npm start`, nothing else set (no PUBLIC_URL).
// The shop must say where it is, and sign-up must work whether the visitor opens localhost or
// 127.0.0.1. Its own server, beside the one the other journeys share; the port is E2E_PORT + 900
// (4000 with the default E2E_PORT), so parallel runs on other E2E_PORTs do not collide.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 900;
const PASSWORD = 'correct-horse-1';

let shop: ChildProcess;
let dataDir: string;
let startLog = '';

// One first-run server per run (it binds a fixed port): the desktop project's, as for every
// journey not about width. Tagged for both widths, two servers would race for the port.
test.describe('first run', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    testInfo.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-first-run-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    for (const name of ['PUBLIC_URL', 'DATABASE_URL', 'HOST']) delete env[name];
    shop = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    shop.stdout!.on('data', (chunk: Buffer) => (startLog += chunk.toString()));
    shop.stderr!.on('data', (chunk: Buffer) => (startLog += chunk.toString()));
    await expect.poll(() => /is up/.test(startLog), { timeout: 110_000, intervals: [250] }).toBe(true);
  });

  test.afterAll(async () => {
    // npm starts node: end the whole process group this test started, and let it finish its
    // shutdown before removing its data folder (a database still closing made rmdir fail ENOTEMPTY).
    if (shop?.pid && shop.exitCode === null && shop.signalCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      process.kill(-shop.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  async function signUpOnCard(page: Page, email: string) {
    // The card is served rendered; a press before its script has run is replayed once it has.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Confirm Password', { exact: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  }

  test('the start log names the address the shop really serves', () => {
    expect(startLog).toContain(
      `PromptTee at http://localhost:${PORT} (listening on 127.0.0.1:${PORT}) is up`,
    );
  });

  for (const host of ['localhost', '127.0.0.1']) {
    test(`sign-up through the login card works at http://${host}:PORT`, async ({ page }) => {
      const origin = `http://${host}:${PORT}`;
      const email = uniqueEmail(`first-run-${host}`);
      await page.goto(`${origin}/order-history`);
      await expect(page).toHaveURL(`${origin}/login`);
      await signUpOnCard(page, email);
      await expect(page).toHaveURL(`${origin}/order-history`);
      await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
      await page.goto(`${origin}/profile`);
      await expect(page.locator('dl').getByText(email, { exact: true })).toBeVisible();

      // Media links are absolute (PUBLIC_URL, here localhost): the page's policy lets them load.
      const api = await shopApi(page.request, origin);
      const design = await createDesign(api, 'A paper boat on a puddle');
      const loaded = await page.evaluate(
        (src) =>
          new Promise<boolean>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(img.naturalWidth > 0);
            img.onerror = () => resolve(false);
            img.src = src;
          }),
        design.thumbnail_url,
      );
      expect(loaded, design.thumbnail_url).toBe(true);
    });
  }

  test('a failure the card cannot name shows the generic message and is logged', async ({ page }) => {
    const origin = `http://127.0.0.1:${PORT}`;
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    // The identity service answers something the spec has no words for.
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"SOMETHING_NEW"}' }),
    );
    await page.goto(`${origin}/login`);
    await signUpOnCard(page, uniqueEmail('first-run-failure'));
    await expect(page.getByRole('alert')).toContainText('An error occurred. Please try again later.');
    expect(logged.some((text) => text.includes('Identity request failed'))).toBe(true);
  });
});
