import { expect, type Page } from '@playwright/test';

let counter = 0;

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${Date.now()}-${process.pid}-${counter++}@example.com`;
}

/**
 * A new customer on the designer with a design generated from `prompt` on the shirt, ready for
 * layers and the cart.
 */
export async function designerWithDesign(page: Page, prompt = 'a lighthouse in a storm') {
  await signUpViaApi(page);
  await page.goto('/design');
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill(prompt);
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
}

/**
 * Creates a customer through the identity API in the page's own browser context, so the session
 * cookie is the browser's. Journeys that are about the login card itself use the UI instead.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = 'correct-horse-1') {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password };
}

/** Follows the verification link e-mailed to `email` (read from /dev/outbox) in this page. */
export async function verifyEmail(page: Page, email: string) {
  let href: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/outbox')).text();
      const entry = html.split('<li').find((li) => li.includes(`data-to="${email}"`));
      href = /href="([^"]*verify-email[^"]*)"/.exec(entry ?? '')?.[1]?.replace(/&amp;/g, '&');
      return Boolean(href);
    })
    .toBe(true);
  const url = new URL(href!, page.url());
  await page.goto(url.pathname + url.search);
}

/** Signs an operator (ADMIN_EMAILS in playwright.config.ts) up and verifies the address, or signs them in again. */
export async function becomeOperator(page: Page, email: string, password = 'correct-horse-1') {
  await page.goto('/support');
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { email, password, name: '' } });
  // A taken address answers like a new one but signs nobody in: only a new account has a session.
  const session = signUp.ok() ? await (await page.request.get('/api/auth/get-session')).json() : null;
  const taken = signUp.ok() && !session?.user;
  if (!signUp.ok() || taken) {
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    return;
  }
  await verifyEmail(page, email);
  await expect(page).toHaveURL(/\/profile/);
}

/**
 * Waits until the app has taken over a page the server sent rendered (/support, /forbidden,
 * /about, /login): hovering, unlike a press, is not kept for it (apps/web/src/lib/early-clicks-script.ts).
 */
export async function untilAppHasTakenOver(page: Page) {
  await page.waitForFunction(() => !('__earlyClicks' in window));
}
