import type { Locale } from '@prompttee/domain';

/** Each language by its own name, as a visitor who reads only that one looks for it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- never translated, by design
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', et: 'Eesti' };
