import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per part of the shop, so a page downloads the texts of what it shows in its own
 * language only: `common` (the page frame and the shared components) loads before the first
 * render, the others with the chunks that render them (src/i18n/catalogues.ts). A part that loads
 * after the page has rendered (a dialog, a step, a panel) is a catalogue of its own, loaded with
 * its chunk: bench/web-weight.mjs checks that every text a route's first load can show is in a
 * catalogue the route loads before it renders.
 */
const areas = {
  landing: ['src/features/landing'],
  // The login card, sign-up, password reset and logout, and the identity service's messages.
  auth: ['src/features/auth', 'src/lib/auth-errors.ts', 'src/i18n/domain-texts.ts'],
  profile: ['src/features/profile'],
  // Order statuses and their filter groups: the order history and the console show them.
  statuses: ['src/i18n/order-status-texts.ts'],
  // Only signed-out visitors see the footer (app/layout/page-frame.tsx).
  footer: ['src/app/layout/footer.tsx'],
  designer: ['src/features/designer', 'src/app/routes/design.tsx'],
  // What the designer shows after its first render, each part with its chunk: the catalogue's
  // views (once it has arrived), the layer editor, what shows once a design is on the shirt, and
  // the design history's tab.
  'designer-tools': [
    'src/features/designer/components/area-picker.tsx',
    'src/features/designer/components/candidate-picker.tsx',
    'src/features/designer/components/color-swatches.tsx',
    'src/features/designer/components/design-on-stage.tsx',
    'src/features/designer/components/design-picker-grid.tsx',
    'src/features/designer/components/design-tile.tsx',
    'src/features/designer/components/expiry-badge.tsx',
    'src/features/designer/components/placement-box.tsx',
    'src/features/designer/components/placement-controls.tsx',
    'src/features/designer/components/previous-designs-tab.tsx',
    'src/features/designer/components/product-choices.tsx',
    'src/features/designer/components/product-option-fields.tsx',
    'src/features/designer/components/product-safety.tsx',
    'src/features/designer/components/resolution-check.tsx',
    'src/features/designer/components/size-picker.tsx',
    'src/features/designer/components/variant-price.tsx',
    'src/features/designer/components/verify-email-note.tsx',
    'src/features/designer/layers/arc-text.ts',
    'src/features/designer/layers/image-layer-actions.tsx',
    'src/features/designer/layers/layer-frames.tsx',
    'src/features/designer/layers/layer-paint.tsx',
    'src/features/designer/layers/layers-list.tsx',
    'src/features/designer/layers/layers-panel.tsx',
    'src/features/designer/layers/text-color-picker.tsx',
    'src/features/designer/layers/text-inspector.tsx',
    'src/features/designer/layers/upload-api.ts',
    'src/features/designer/lib/expiry-text.ts',
    'src/features/designer/lib/placement-texts.ts',
    'src/features/designer/stores/placement-draft.ts',
  ],
  checkout: ['src/features/checkout', 'src/app/routes/checkout.tsx', 'src/app/routes/checkout-return.tsx'],
  // The new-address form and the saved addresses' list, each loaded when the customer needs it.
  address: [
    'src/features/checkout/components/address-field.tsx',
    'src/features/checkout/components/address-form.tsx',
    'src/features/checkout/components/address-picker.tsx',
    'src/features/checkout/lib/address-messages.ts',
    'src/features/checkout/lib/territory-names.ts',
  ],
  // Paying: checkout's payment step and result page, and an order's payment resumed from the history.
  payment: [
    'src/features/payment',
    'src/features/checkout/components/checkout-return-page.tsx',
    'src/features/checkout/components/paid-order-total.tsx',
    'src/features/checkout/components/payment-recap.tsx',
    'src/features/checkout/components/payment-step.tsx',
    'src/features/orders/components/resume-payment-dialog.tsx',
  ],
  orders: ['src/features/orders', 'src/app/routes/order-history.tsx', 'src/app/routes/invoices.tsx'],
  // An order's items, address and status history, shown when the customer opens it.
  'order-details': [
    'src/features/orders/components/details-error.tsx',
    'src/features/orders/components/order-items-list.tsx',
    'src/features/orders/components/order-status-history.tsx',
    'src/features/orders/components/shipping-address-card.tsx',
  ],
  support: ['src/features/support', 'src/app/routes/support.tsx', 'src/app/routes/about.tsx'],
  // The Support Center's legal documents, loaded when one is opened: ~15 kB of gzip per language
  // that the page itself does not show.
  legal: ['src/features/support/content/legal'],
  admin: ['src/features/admin', 'src/app/routes/admin.tsx', 'src/app/routes/admin-*.tsx'],
};

// A part in a folder of another is its own part only (legal in support, payment in checkout).
const nestedParts = (include: string[]) =>
  Object.values(areas)
    .flat()
    .filter((path) => !include.includes(path) && include.some((folder) => path.startsWith(`${folder}/`)));

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
      exclude: ['**/__tests__/**', ...nestedParts(include)],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['src'],
      exclude: ['**/__tests__/**', 'src/locales/**', ...Object.values(areas).flat()],
    },
  ],
});
