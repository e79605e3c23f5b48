import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@prompttee/domain';

/** The parts of the shop with a catalogue of their own (lingui.config.ts). */
export const AREAS = [
  'common',
  'landing',
  'auth',
  'profile',
  'statuses',
  'footer',
  'designer',
  'designer-tools',
  'checkout',
  'address',
  'payment',
  'orders',
  'order-details',
  'support',
  'legal',
  'admin',
] as const;
export type Area = (typeof AREAS)[number];

// Each is a chunk of its own, compiled from the `.po` file at build by Lingui's Vite plugin.
const sources = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

const loaded = new Set<string>();
const wanted = new Set<Area>(['common']);

/** Loads the catalogues of `areas` in `locale` (each once); a page's chunk waits for its own. */
export async function loadCatalogues(locale: Locale, areas: readonly Area[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  await Promise.all(
    areas.map(async (area) => {
      const key = `${locale}/${area}`;
      if (loaded.has(key)) return;
      const { messages } = await sources[`../locales/${key}.po`]!();
      i18n.load(locale, messages);
      loaded.add(key);
    }),
  );
}

/** Every catalogue the pages shown so far needed, in `locale`: what switching language loads. */
export const loadWantedCatalogues = (locale: Locale) => loadCatalogues(locale, [...wanted]);
