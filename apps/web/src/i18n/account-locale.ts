import { localeSchema, type Locale } from '@prompttee/domain';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { currentLocale, switchLocale } from './locale';

const profileLocaleSchema = z.object({ locale: z.nullable(localeSchema) });

/**
 * Saves a signed-in customer's language on the account, so e-mails and documents made later
 * (shipped, refunded, the invoice) are in it too. Signed out, the cookie alone remembers it.
 */
export async function rememberAccountLocale(locale: Locale): Promise<void> {
  if (!useAuthStore.getState().isAuthenticated) return;
  await api('/profile', { method: 'PATCH', body: { locale } }).catch(() => {});
}

/**
 * Once signed in, the account's language wins over the browser's: a customer who chose Estonian
 * on their laptop finds it on their phone. An account that never chose keeps the page's.
 */
export async function followAccountLocale(): Promise<void> {
  if (!useAuthStore.getState().isAuthenticated) return;
  const profile = await api('/profile', { schema: profileLocaleSchema }).catch(() => null);
  if (!profile) return;
  if (profile.locale) await switchLocale(profile.locale);
  else await rememberAccountLocale(currentLocale());
}
