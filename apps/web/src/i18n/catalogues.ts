import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@prompttee/domain';

/** The parts of the shop with a catalogue of their own (lingui.config.ts). */
export type Area = 'common' | 'landing' | 'designer' | 'checkout' | 'orders' | 'support' | 'legal' | 'admin';

// Each is a chunk of its own, compiled from the `.po` file at build by Lingui's Vite plugin.
const sources: Record<`${Locale}/${Area}`, () => Promise<{ messages: Messages }>> = {
  'en/common': () => import('../locales/en/common.po'),
  'en/landing': () => import('../locales/en/landing.po'),
  'en/designer': () => import('../locales/en/designer.po'),
  'en/checkout': () => import('../locales/en/checkout.po'),
  'en/orders': () => import('../locales/en/orders.po'),
  'en/support': () => import('../locales/en/support.po'),
  'en/legal': () => import('../locales/en/legal.po'),
  'en/admin': () => import('../locales/en/admin.po'),
  'et/common': () => import('../locales/et/common.po'),
  'et/landing': () => import('../locales/et/landing.po'),
  'et/designer': () => import('../locales/et/designer.po'),
  'et/checkout': () => import('../locales/et/checkout.po'),
  'et/orders': () => import('../locales/et/orders.po'),
  'et/support': () => import('../locales/et/support.po'),
  'et/legal': () => import('../locales/et/legal.po'),
  'et/admin': () => import('../locales/et/admin.po'),
};

const loaded = new Set<string>();
const wanted = new Set<Area>(['common']);

/** Loads the catalogues of `areas` in `locale` (each once); a page's chunk waits for its own. */
export async function loadCatalogues(locale: Locale, areas: readonly Area[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  await Promise.all(
    areas.map(async (area) => {
      const key = `${locale}/${area}` as const;
      if (loaded.has(key)) return;
      const { messages } = await sources[key]();
      i18n.load(locale, messages);
      loaded.add(key);
    }),
  );
}

/** Every catalogue the pages shown so far needed, in `locale`: what switching language loads. */
export const loadWantedCatalogues = (locale: Locale) => loadCatalogues(locale, [...wanted]);
