import { expect, test, type Page } from '@playwright/test';
import { focusIndicatorProblem } from './a11y-checks';
import { signUpViaApi } from './fixtures';
import { acceptTerms, cartLine, createDesign, fillNewAddress, seedCart, shopApi } from './shop-api';

// The shop by keyboard and screen reader: a skip link, focus that follows route changes and
// actions, focus kept inside every modal panel, and visible focus on menu items. At desktop, but
// for the two about the phone's menu panel, which run at both widths.

const isMobile = (projectName: string) => projectName === 'mobile';

/** The element focused now is inside `selector`. */
const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('the skip link is the first Tab stop and jumps past the navigation to the page', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusIndicatorProblem(page)).toBeNull();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIsInside(page, 'main')).toBe(true);
});

// By the sidebar at desktop, by the menu panel on a phone: the panel closes as its link is followed,
// and focus must still land on the new page's heading, not go back to the menu button.
test('@both-widths a route change names the new page, announces it and moves focus to its heading', async ({
  page,
}, testInfo) => {
  await page.goto('/support');
  await signUpViaApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(page).toHaveTitle('User Profile · PromptTee');

  if (isMobile(testInfo.project.name)) {
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Orders', exact: true }).focus();
  } else {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Orders', exact: true }).focus();
  }
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-history$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Order History' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Order History · PromptTee');
  await expect(page.getByTestId('route-announcer')).toHaveText('Order History, page loaded');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  // The next Tab continues from the top of the new page, not from the link that was followed.
  await page.keyboard.press('Tab');
  expect(await focusIsInside(page, 'main')).toBe(true);
});

test('@both-widths the menu panel keeps focus inside while open, on phones and on a desktop at 200 % zoom', async ({
  page,
}, testInfo) => {
  // A 1280 x 800 window at 200 % zoom lays the page out in 640 x 400 CSS pixels.
  if (!isMobile(testInfo.project.name)) await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/support');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await focusIsInside(page, '[role="dialog"]'), `${key} #${i + 1}`).toBe(true);
      expect(await focusIndicatorProblem(page), `${key} #${i + 1}`).toBeNull();
    }
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});

test('the cart panel keeps focus inside and gives it back to the cart button', async ({ page }) => {
  await page.goto('/support');
  await signUpViaApi(page);
  await page.goto('/profile');
  const cart = page.getByRole('button', { name: /open cart/i });
  await cart.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Your cart is empty' });
  await expect(panel).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cart).toBeFocused();
});

test('theme menu items show their focus at 3:1', async ({ page }) => {
  await page.goto('/support');
  const toggle = page.getByRole('button', { name: 'Toggle theme' }).first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  for (const name of ['Light', 'Dark', 'System']) {
    await expect(page.getByRole('menuitemradio', { name })).toBeVisible();
  }
  for (let i = 0; i < 3; i++) {
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitemradio');
    expect(await focusIndicatorProblem(page)).toBeNull();
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test('saving an address focuses the chosen address; PLACE ORDER focuses the payment form', async ({
  page,
}) => {
  await page.goto('/support');
  await signUpViaApi(page);
  const design = await createDesign(await shopApi(page.request), 'A kite over the dunes');
  await seedCart(page, [cartLine(design)]);
  await page.goto('/checkout');
  await fillNewAddress(page, 'keyboard');

  const picker = page.getByTestId('address-picker');
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAccessibleName(/^Shipping address: Kadri Mets/);
  expect(await focusIndicatorProblem(page)).toBeNull();

  // The saved-address list: its options show their focus too.
  await page.keyboard.press('Enter');
  // The list's chunk may still be on its way when Enter is pressed: it opens once loaded.
  await expect(page.getByLabel('Saved addresses')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await focusIndicatorProblem(page)).toBeNull();
  await page.keyboard.press('Escape');
  await expect(picker).toBeFocused();

  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toHaveText('PLACE ORDER', { timeout: 5_000 });
  await acceptTerms(page);
  await placeOrder.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
  // Once the card form has loaded, the next Tab stops inside it.
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focusIsInside(page, 'main')).toBe(true);
});

test("'Get Started Now' by keyboard lands on the next page's heading", async ({ page }) => {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Get Started Now' });
  await expect(start).toBeVisible();
  // Under reduced motion (the journeys' setting) there is no pause control: the call to action is
  // the first stop. With motion, the pause control comes first (landing-motion.spec.ts).
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  // Not signed in: the designer sends the visitor to log in first.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeFocused();
  await expect(page).toHaveTitle('Log in · PromptTee');
});
