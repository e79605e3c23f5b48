import { i18n } from '@lingui/core';
import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';

// Spec section 9: the identity service's network time-out is 30 s on desktop and 60 s on
// mobile, capped at 5 s while the browser reports being offline.
export function identityTimeoutMs(): number {
  if (typeof navigator === 'undefined') return 30_000;
  if (navigator.onLine === false) return 5_000;
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 60_000 : 30_000;
}

// A timed-out call rejects like a network failure, which the store reports as one. Every call
// names the page's language: the service words its messages and e-mails (the reset link, the
// verification link) in it.
const fetchWithTimeout: typeof fetch = (input, init) => {
  const controller = new AbortController();
  const headers = new Headers(init?.headers);
  if (i18n.locale && !headers.has('accept-language')) headers.set('accept-language', i18n.locale);
  const timer = setTimeout(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the abort's reason, never shown
    () => controller.abort(new DOMException('Timed out', 'TimeoutError')),
    identityTimeoutMs(),
  );
  init?.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason), { once: true });
  return fetch(input, { ...init, headers, signal: controller.signal }).finally(() => clearTimeout(timer));
};

/** The shop's identity service (better-auth) on the same origin, session kept in a cookie. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [jwtClient()],
  fetchOptions: { customFetchImpl: fetchWithTimeout },
});
