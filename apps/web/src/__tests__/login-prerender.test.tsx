import { passwordPolicySchema } from '@prompttee/domain/contracts/password-policy';
import { act, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '@/app/boot';
import { shopConfig } from '@/config/shop-config';
import { renderLogin } from '@/entry-server';
import { useAuthStore } from '@/stores/auth-store';
import { mockApi, onApi } from '@/test/api-server';

// boot() renders outside React Testing Library: tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noSso = { google: false, facebook: false, github: false };
// What scripts/prerender.mjs writes into #root for this shop and the server fills in.
const served = () => renderLogin(shopConfig.ssoProviders).replaceAll('<!--shop-name-->', shopConfig.shopName);

const hydrated = (element: Element | null) =>
  !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Lets React work (in act) until `done`, for at most a second. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

/**
 * Boots /login (with `search`) on the served markup, after `before` (what the visitor does before
 * the script runs); resolves once the card has hydrated.
 */
async function bootServedLogin(search = '', before?: (email: HTMLInputElement) => void) {
  window.history.replaceState(null, '', `/login${search}`);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = served();
  document.body.append(root);
  const nodes = {
    heading: root.querySelector('h1'),
    email: root.querySelector<HTMLInputElement>('input[type="email"]'),
  };
  before?.(nodes.email!);
  await act(async () => boot(root));
  await settle(() => hydrated(root.querySelector('h1')) && sessionChecked);
  // The card's answer to the session check (signed out) is rendered too.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { root, ...nodes };
}

const api = mockApi();
let sessionChecked = false;

describe('the prerendered login page', () => {
  beforeEach(() => {
    api.use(
      // No session: the card's check of the session cookie finds none.
      http.get('*/api/auth/get-session', () => {
        sessionChecked = true;
        return HttpResponse.json(null);
      }),
      onApi('get', '/api/auth/password-policy', passwordPolicySchema, () => ({
        minPasswordLength: 6,
        maxPasswordLength: 128,
      })),
    );
    sessionChecked = false;
    // In act: the cards of earlier tests are still mounted (boot() keeps its root to itself).
    act(() => useAuthStore.setState({ user: null, isAuthenticated: false, error: null, isLoading: false }));
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('greets with the shop name (slots for the server) and shows only the configured providers', () => {
    const html = renderLogin(noSso);
    expect(html).toContain('Welcome to <!--shop-name-->');
    expect(html).toContain('Continue with Email');
    expect(html).not.toContain('Or continue with');
    expect(renderLogin({ ...noSso, github: true })).toContain('aria-label="Continue with GitHub"');
    // The config the browser reads is left as it was.
    expect(shopConfig.shopName).not.toContain('SHOP_NAME');
  });

  it('is hydrated on /login, keeping its nodes, without a mismatch, and then takes input', async () => {
    const errors = vi.spyOn(console, 'error');
    const { root, heading, email } = await bootServedLogin();

    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('input[type="email"]')).toBe(email);
    expect(heading?.textContent).toBe(`Welcome to ${shopConfig.shopName}`);
    expect(errors).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.change(email!, { target: { value: 'ada@example.com' } });
      fireEvent.submit(email!.closest('form')!);
    });
    expect(root.textContent).toContain('Enter the password for');
    expect(root.textContent).toContain('ada@example.com');
  });

  it('keeps an address typed before the script ran', async () => {
    const errors = vi.spyOn(console, 'error');
    const { root, email } = await bootServedLogin('', (input) => (input.value = 'early@example.com'));
    expect(email?.value).toBe('early@example.com');
    await act(async () => fireEvent.submit(email!.closest('form')!));
    expect(root.textContent).toContain('early@example.com');
    expect(root.textContent).toContain('Enter the password for');
    expect(errors).not.toHaveBeenCalled();
  });

  it('goes on to the password of an address sent before the script ran (?email=)', async () => {
    const errors = vi.spyOn(console, 'error');
    const { root } = await bootServedLogin('?email=sent%40example.com');
    expect(root.textContent).toContain('Enter the password for');
    expect(root.textContent).toContain('sent@example.com');
    expect(window.location.search).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows a failed single sign-on (?error=) once hydrated', async () => {
    const { root } = await bootServedLogin('?error=access_denied');
    await settle(() => root.querySelector('[role="alert"]') !== null);
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('cancelled');
    expect(window.location.search).toBe('');
  });
});
