import { expect, type Page } from '@playwright/test';

let counter = 0;

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${Date.now()}-${process.pid}-${counter++}@example.com`;
}

/**
 * Creates a customer through the identity API in the page's own browser context, so the session
 * cookie is the browser's. Journeys that are about the login card itself use the UI instead.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = 'correct-horse-1') {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { email, password };
}
