import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, untilAppHasTakenOver } from './fixtures';

// The shell of spec section 2: routes and their access rules, the page frame (sidebar on desktop,
// menu panel on mobile, header, footer) and the theme.

const navLinks = [
  { name: 'Designer', href: '/design' },
  { name: 'Orders', href: '/order-history' },
  { name: 'Profile', href: '/profile' },
  { name: 'Logout', href: '/logout' },
];

async function shopName(page: Page): Promise<string> {
  return JSON.parse((await page.locator('#shop-config').textContent()) ?? '{}').shopName;
}

test.describe('routes', () => {
  test('an unknown path redirects to /forbidden', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();
    await expect(page.getByText("These aren't the t-shirts you're looking for...")).toBeVisible();
  });

  for (const path of ['/design', '/checkout', '/return?session_id=cs_test_1', '/order-history', '/profile']) {
    test(`${path} sends a visitor to /login, remembering where they were going`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => history.state?.usr)).toEqual({ from: path });
    });
  }

  test('public routes open for a visitor', async ({ page }) => {
    for (const path of ['/support', '/forbidden', '/about', '/logout', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('page frame', () => {
  test('the header carries the product name, on every framed route', async ({ page }) => {
    for (const path of ['/support', '/forbidden', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByText(await shopName(page))).toBeVisible();
    }
  });

  // The sidebar is a desktop element; the phone's menu panel is below (@mobile).
  test('desktop: a 60 px sidebar of icons opens to 300 px on hover', async ({ page }) => {
    await page.goto('/support');
    const sidebar = page.getByTestId('sidebar');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(60);
    for (const { name, href } of navLinks) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    // The pointer comes from the page to the sidebar (it starts at 0,0, already inside the sidebar,
    // where Chromium's headless shell reports no entering), once the app has the page.
    await untilAppHasTakenOver(page);
    await page.mouse.move(900, 400);
    await sidebar.hover();
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(300);
    await expect(sidebar.getByText('Orders', { exact: true })).toBeVisible();
    // The brand link of the open sidebar goes to the designer.
    await expect(sidebar.getByRole('link', { name: await shopName(page) })).toHaveAttribute(
      'href',
      '/design',
    );

    await page.mouse.move(900, 400);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(60);
  });

  test('desktop: a sidebar link navigates', async ({ page }) => {
    await page.goto('/');
    await signUpViaApi(page);
    await page.goto('/support');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.hover();
    await sidebar.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/order-history$/);
  });

  // The menu panel replaces the sidebar under 768 px: @mobile runs these at the phone only.
  test(
    'mobile: the menu button opens a full-screen panel; tapping a link closes it',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/');
      await signUpViaApi(page);
      await page.goto('/support');
      await expect(page.getByTestId('sidebar')).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box).toMatchObject({
        x: 0,
        y: 0,
        width: page.viewportSize()!.width,
        height: page.viewportSize()!.height,
      });
      for (const { name, href } of navLinks) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }

      await menu.getByRole('link', { name: 'Orders', exact: true }).click();
      await expect(page).toHaveURL(/\/order-history$/);
      await expect(menu).toBeHidden();
    },
  );

  test(
    'mobile: the panel closes with its close button and with Escape, giving focus back',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/support');
      const open = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Menu' });

      await open.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      // A visitor tapping a public link stays in the frame, with the panel closed.
      await open.click();
      await menu.getByRole('link', { name: 'Support Center' }).click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
    },
  );

  test('there is no frame on /, /login and /logout', async ({ page }) => {
    for (const path of ['/', '/login', '/logout']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByTestId('sidebar')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    }
  });
});

test.describe('footer', () => {
  test('four columns of links and the copyright line with the current year', async ({ page }) => {
    await page.goto('/support');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'About Us',
      'Customer Service',
      'Legal',
      'Connect',
    ]);
    const internal = [
      { name: 'Our Story', href: '/about' },
      { name: 'Contact Us', href: /^\/support(#.*)?$/ },
      { name: 'FAQ', href: /^\/support(#.*)?$/ },
      { name: 'Terms & Conditions', href: /^\/support(#.*)?$/ },
      { name: 'Privacy Policy', href: /^\/support(#.*)?$/ },
    ];
    for (const { name, href } of internal) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const [name, host] of [
      ['Facebook', 'facebook.com'],
      ['X/Twitter', 'x.com'],
      ['Instagram', 'instagram.com'],
      ['TikTok', 'tiktok.com'],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/`),
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByText(/All rights reserved/)).toBeVisible();
  });

  test('its links lead to Our Story and to the right part of the Support Center', async ({ page }) => {
    await page.goto('/forbidden');
    const footer = page.getByTestId('site-footer');
    await footer.getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);

    await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/support#terms$/);
    await expect(page.getByRole('button', { name: /^Terms & Conditions/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInViewport();
  });

  test('is shown to visitors only, not to a signed-in customer', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await signUpViaApi(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test('light by default', async ({ page }) => {
    await page.goto('/support');
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  });

  test('the saved dark theme applies before the app renders, under the CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && violations.push(m.text()),
    );
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    for (const path of ['/', '/support']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    }
    expect(violations).toEqual([]);
  });

  test("'system' follows the device's dark mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
    await page.goto('/support');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('the header control switches the theme and remembers it', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.goto('/forbidden');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  });
});
