import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per part of the shop, so a page downloads the texts of what it shows in its own
 * language only: `common` (the frame, sign-in, cart, profile, shared components) loads before the
 * first render, the others with their pages' chunks (src/i18n/catalogues.ts).
 */
const areas = {
  landing: ['src/features/landing'],
  designer: ['src/features/designer', 'src/app/routes/design.tsx'],
  checkout: [
    'src/features/checkout',
    'src/features/payment',
    'src/app/routes/checkout.tsx',
    'src/app/routes/checkout-return.tsx',
  ],
  orders: ['src/features/orders', 'src/app/routes/order-history.tsx', 'src/app/routes/invoices.tsx'],
  support: ['src/features/support', 'src/app/routes/support.tsx', 'src/app/routes/about.tsx'],
  // The Support Center's legal documents, loaded when one is opened: ~15 kB of gzip per language
  // that the page itself does not show.
  legal: ['src/features/support/content/legal'],
  admin: ['src/features/admin', 'src/app/routes/admin.tsx', 'src/app/routes/admin-*.tsx'],
};

const nestedParts = (include: string[]) =>
  Object.values(areas)
    .flat()
    .filter((path) => include.some((folder) => path.startsWith(`${folder}/`)));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'et'],
  // English is the source: its catalogue holds the texts as written in the code.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    ...Object.entries(areas).map(([name, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include,
      // A part in a folder of another is its own part only (legal in support).
      exclude: ['**/__tests__/**', ...nestedParts(include)],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['src'],
      exclude: ['**/__tests__/**', 'src/locales/**', ...Object.values(areas).flat()],
    },
  ],
});
