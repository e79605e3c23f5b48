import { withTexts } from '@/i18n/with-texts';

/** What the identity client answers: its data, or its error. */
export type ClientResult<T> = {
  data: T | null;
  error: { code?: string; message?: string; status: number } | null;
};

/**
 * The user-facing messages and their mapping, needed only when something fails: not part of
 * every page's first load (the login card, where failures are shown, brings them with it).
 */
export const loadAuthMessages = withTexts(['auth'], () => import('@/lib/auth-errors'));

/**
 * Runs a call of the identity client: its error becomes an AuthError, and a thrown fetch
 * (offline, time-out) network-request-failed.
 */
export async function identityCall<T>(run: () => Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await run();
  } catch {
    throw (await loadAuthMessages()).networkAuthError();
  }
  if (result.error) throw (await loadAuthMessages()).toAuthError(result.error);
  return result.data as T;
}
