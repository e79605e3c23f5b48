import type { PublicConfig } from './contracts/config';

/**
 * The public config of a server started with no shop settings (the defaults of apps/api config.ts).
 * The web app falls back to it where none was injected (the Vite dev server, unit tests). No zod
 * here on purpose: the landing page imports this file and must stay light.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  shopName: 'PromptTee',
  supportEmail: 'support@prompttee.example',
  partnerEmail: 'partners@prompttee.example',
  companyName: 'PromptTee OÜ',
  companyRegistryCode: '16000000',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyVat: 'EE102000000',
  invoiceUrl: null,
  vatScheme: 'oss',
  trackingUrl: 'https://tracking.prompttee.example/track',
  paymentProvider: 'test',
  stripePublishableKey: null,
  ssoProviders: { google: false, facebook: false, github: false },
};
