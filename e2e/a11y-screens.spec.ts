import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  focusIndicatorProblems,
  seriousAxeViolations,
  sidewaysOverflow,
  type AxeFinding,
} from './a11y-checks';
import { uniqueEmail, verifyEmail } from './fixtures';
import {
  cartLine,
  createAddress,
  createDesign,
  payOrder,
  placeOrder,
  seedCart,
  shopApi,
  type Design,
  type ShopOrder,
} from './shop-api';

// Every screen, in both themes, at both projects' widths (1280 desktop, 390 mobile; axe's findings
// follow the layout, @both-widths) and, on the mobile project, at 320 px too: axe-core finds no
// serious or critical violation, nothing scrolls sideways, every Tab stop shows a focus outline of
// 3:1, and a screenshot of each is kept under test-results/screens/ with the axe results beside it
// (axe-<visitor|customer>-<theme>-<width>.json).

type Screen = {
  name: string;
  /** Goes there and brings the screen into the state to check. */
  open(page: Page): Promise<void>;
  signedIn?: boolean;
  /** Full-page screenshot (not for screens that fill the viewport or are a dialog). */
  fullPage?: boolean;
  /** The designer: axe only, no focus sweep. */
  skipFocusSweep?: boolean;
};

type Customer = { email: string; design: Design; paid: ShopOrder; paidSession: string; pending: ShopOrder };

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });

const PASSWORD = 'correct-horse-1';
const LONG_LINE = { sku: 'CLS-HGR-M', color: ['HGR', 'Heather Grey', '#9E9E9E'] };

function screens(customer: () => Customer): Screen[] {
  return [
    { name: 'landing', open: async (p) => (await p.goto('/'), heading(p, 'PromptTee')) },
    { name: 'login', open: async (p) => (await p.goto('/login'), heading(p, /Welcome to/)) },
    {
      name: 'login-error',
      open: async (p) => {
        await p.route('**/api/auth/sign-in/email', (route) =>
          route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: '{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
          }),
        );
        await p.goto('/login');
        await p.getByLabel('Email', { exact: true }).fill('someone@example.com');
        await p.getByRole('button', { name: 'Continue with Email' }).click();
        await p.getByLabel('Password', { exact: true }).fill('wrong-password');
        await p.getByRole('button', { name: 'Log In' }).click();
        await expect(p.getByRole('alert')).toContainText('Invalid email or password');
        await p.unroute('**/api/auth/sign-in/email');
      },
    },
    {
      name: 'reset-password',
      open: async (p) => (await p.goto('/reset-password?token=abc'), heading(p, /password/i)),
    },
    {
      name: 'support',
      fullPage: true,
      open: async (p) => (await p.goto('/support'), heading(p, 'Support Center')),
    },
    { name: 'about', fullPage: true, open: async (p) => (await p.goto('/about'), heading(p, /.+/)) },
    { name: 'forbidden', open: async (p) => (await p.goto('/forbidden'), heading(p, '403 Forbidden')) },
    { name: 'logout', open: async (p) => (await p.goto('/logout'), heading(p, 'Logged Out')) },
    {
      name: 'design',
      signedIn: true,
      fullPage: true,
      skipFocusSweep: true,
      open: async (p) => {
        await p.goto('/design');
        await heading(p, 'Designer');
        // The loaded designer, not its "Loading products..." state: the shirt and its colours.
        await expect(p.getByTestId('product-image').first()).toBeVisible();
        await expect(p.getByRole('button', { name: 'White' })).toBeVisible();
      },
    },
    {
      name: 'cart-panel',
      signedIn: true,
      open: async (p) => {
        await p.goto('/support');
        await seedCart(p, [cartLine(customer().design, LONG_LINE)]);
        await p.goto('/profile');
        await p.getByRole('button', { name: /open cart/i }).click();
        await expect(p.getByRole('dialog', { name: 'Cart (1)' })).toBeVisible();
      },
    },
    {
      name: 'checkout',
      signedIn: true,
      fullPage: true,
      open: async (p) => {
        await p.goto('/support');
        await seedCart(p, [cartLine(customer().design, LONG_LINE)]);
        await p.goto('/checkout');
        await heading(p, 'Checkout');
        await p.getByTestId('address-picker').click();
        await p.getByRole('button', { name: /^Mari Tamm/ }).click();
        await expect(p.getByText('FREE', { exact: true })).toBeVisible({ timeout: 5_000 });
      },
    },
    {
      name: 'checkout-empty',
      signedIn: true,
      open: async (p) => {
        await p.goto('/support');
        await seedCart(p, []);
        await p.goto('/checkout');
        await expect(p.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
      },
    },
    {
      name: 'return',
      signedIn: true,
      open: async (p) => {
        await p.goto(`/return?session_id=${customer().paidSession}`);
        await heading(p, 'Thank You!');
      },
    },
    {
      name: 'order-history',
      signedIn: true,
      fullPage: true,
      open: async (p) => {
        await p.goto('/order-history');
        await heading(p, 'Order History');
        const id = customer().paid.display_order_id;
        await p.getByRole('button', { name: `Show details of order ${id}` }).click();
        await expect(p.getByTestId('status-history')).toBeVisible();
        await expect(p.getByRole('region', { name: 'Order items' }).getByRole('img').first()).toBeVisible();
      },
    },
    {
      name: 'resume-payment',
      signedIn: true,
      open: async (p) => {
        await p.goto('/order-history');
        const row = p.locator(`[data-order-id="${customer().pending.display_order_id}"]`);
        await row.getByRole('button', { name: 'Resume Payment' }).click();
        await expect(
          p.getByRole('dialog', { name: 'Resume Payment' }).getByLabel('Card number'),
        ).toBeVisible();
      },
    },
    {
      name: 'invoices',
      signedIn: true,
      open: async (p) => {
        // The paid order's invoice is issued right after its payment: look again until it is listed.
        await expect(async () => {
          await p.goto('/invoices');
          await heading(p, 'Invoices');
          await expect(p.getByTestId('invoice-row').first()).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
      },
    },
    {
      name: 'profile',
      signedIn: true,
      open: async (p) => {
        await p.goto('/profile?verified=1');
        await heading(p, 'User Profile');
        await expect(p.getByText('Verified', { exact: true })).toBeVisible();
      },
    },
    {
      name: 'menu',
      signedIn: true,
      open: async (p) => {
        await p.goto('/profile');
        await heading(p, 'User Profile');
        const open = p.getByRole('button', { name: 'Open menu' });
        if (await open.isHidden()) {
          // Wide screens have the sidebar: open it by keyboard (it opens on focus).
          await p.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
          await expect(p.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
          return;
        }
        await open.click();
        await expect(p.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      },
    },
  ];
}

/** A customer with a design, an address, a paid order on its way and one awaiting payment. */
async function becomeCustomer(page: Page): Promise<Customer> {
  await page.goto('/support');
  const email = uniqueEmail('screens');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.ok()).toBe(true);
  await verifyEmail(page, email);
  const api = await shopApi(page.request);
  const design = await createDesign(api, 'A lighthouse under a starry sky');
  const addressId = await createAddress(api);
  const paid = await placeOrder(api, design.design_id, addressId, 'CLS-BLK-L');
  const payment = await payOrder(api, paid);
  const paidSession = new URL(payment.return_url!).searchParams.get('session_id')!;
  const pending = await placeOrder(api, design.design_id, addressId, 'CLS-WHI-M');
  return { email, design, paid, paidSession, pending };
}

function record(testInfo: TestInfo, file: string, data: unknown) {
  const dir = path.join(testInfo.project.outputDir, 'screens');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2));
}

// The visitor screens and the customer screens are two tests, each at every width and in both
// themes. Playwright starts each project's files in name order: the file's name puts these long
// tests at the start of each project, not at the end of the run, where one would finish alone.
const groups = [
  { group: 'visitor', signedIn: false },
  { group: 'customer', signedIn: true },
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * The theme as a visitor whose system switches between light and dark would see it: the saved
 * choice is 'system' (set before the app starts) and the browser's colour scheme flips, so the app
 * restyles the open screen in place instead of loading it again. The class it puts on <html> is the
 * one an explicit light or dark choice gives (frame.spec.ts checks those choices and the menu).
 */
async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
}

type Findings = {
  findings: Record<string, AxeFinding[]>;
  overflow: Record<string, number>;
  focus: Record<string, unknown[]>;
};

for (const { group, signedIn } of groups) {
  test(`@both-widths every ${group} screen in the light and dark themes: no serious or critical axe violation, no sideways scroll, visible focus`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(360_000);
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
    await page.emulateMedia({ colorScheme: 'light' });
    const widths =
      testInfo.project.name === 'mobile' ? [page.viewportSize()!.width, 320] : [page.viewportSize()!.width];
    const height = page.viewportSize()!.height;
    // Visitor screens are checked signed out, customer screens signed in.
    const customer = signedIn ? await becomeCustomer(page) : null;
    const mine = screens(() => customer!).filter((screen) => Boolean(screen.signedIn) === signedIn);
    const none = (): Findings => ({ findings: {}, overflow: {}, focus: {} });
    const results: Record<Theme, Findings> = { light: none(), dark: none() };
    const shotsDir = path.join(testInfo.project.outputDir, 'screens');

    // Each screen is opened once, at the project's width, and checked in both themes. The phone's
    // narrowest width (320) only resizes it, for the sideways scroll and the screenshot, as a
    // turned or narrower phone would; it goes back to the project's width for axe. The focus
    // sweeps come last: tabbing moves focus and can open things (the sidebar opens on focus), and
    // the screenshots and axe see the screen as it opened.
    const [wide] = widths;
    for (const screen of mine) {
      await screen.open(page);
      const key = `${screen.name}@${wide}`;
      for (const theme of THEMES) {
        await showTheme(page, theme);
        const { findings, overflow } = results[theme];
        for (const width of widths) {
          if (width !== wide) await page.setViewportSize({ width, height });
          overflow[`${screen.name}@${width}`] = await sidewaysOverflow(page);
          await page.screenshot({
            // JPEG: encoding them as PNG took ~5 of the sweep's ~150 CPU seconds.
            path: path.join(shotsDir, `${screen.name}-${theme}-${width}.jpg`),
            type: 'jpeg',
            quality: 85,
            fullPage: screen.fullPage ?? false,
            animations: 'disabled',
          });
        }
        if (widths.length > 1) await page.setViewportSize({ width: wide!, height });
        findings[key] = await seriousAxeViolations(page);
      }
      if (screen.skipFocusSweep || ['menu', 'cart-panel', 'resume-payment'].includes(screen.name)) continue;
      for (const theme of THEMES) {
        await showTheme(page, theme);
        results[theme].focus[key] = await focusIndicatorProblems(page);
      }
    }
    for (const theme of THEMES) {
      const { findings, overflow, focus } = results[theme];
      record(testInfo, `axe-${group}-${theme}-${widths[0]}.json`, { findings, overflow, focus });
      expect
        .soft(
          Object.entries(findings).filter(([, f]) => f.length > 0),
          theme,
        )
        .toEqual([]);
      expect
        .soft(
          Object.entries(overflow).filter(([, px]) => px > 0),
          theme,
        )
        .toEqual([]);
      expect
        .soft(
          Object.entries(focus).filter(([, f]) => f.length > 0),
          theme,
        )
        .toEqual([]);
    }
  });
}
