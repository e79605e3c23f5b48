import { i18n } from '@lingui/core';
import { ApiError } from './api-error';
import { getIdToken } from './id-token';

export type AuthorizedInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

/**
 * fetch in the page's language with the signed-in customer's bearer ID token, for every call to the API (JSON, files,
 * uploads, event streams). A 401 with a cached token means it went stale (keys rotated, clock
 * skew): the session is asked for a fresh one once; with no session left, the token layer signs
 * the customer out. A failed connection is an ApiError 'NETWORK_ERROR'; an abort stays an abort.
 */
export async function authorizedFetch(url: string | URL, init: AuthorizedInit = {}): Promise<Response> {
  const send = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    // The API words its errors (and a signed-out visitor's e-mails) in the page's language.
    const headers: Record<string, string> = { ...init.headers };
    if (i18n.locale) headers['accept-language'] ??= i18n.locale;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not a text
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetch(url, { ...init, headers });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError('Network Error', null, 'NETWORK_ERROR');
    }
  };
  const response = await send(false);
  return response.status === 401 ? send(true) : response;
}
