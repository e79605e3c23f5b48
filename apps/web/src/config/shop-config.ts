export type ShopConfig = {
  shopName: string;
  supportEmail: string;
  partnerEmail: string;
  companyName: string;
  companyRegistryCode: string;
  companyAddress: string;
  companyVat: string;
  invoiceUrl: string;
  trackingUrl: string;
  paymentProvider: 'stripe' | 'test';
  stripePublishableKey: string | null;
  ssoProviders: { google: boolean; facebook: boolean; github: boolean };
};

// Used only where the server did not inject its config (the Vite dev server, unit tests).
const fallback: ShopConfig = {
  shopName: 'PromptTee',
  supportEmail: 'support@prompttee.example',
  partnerEmail: 'partners@prompttee.example',
  companyName: 'PromptTee OÜ',
  companyRegistryCode: '16000000',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyVat: 'EE102000000',
  invoiceUrl: 'https://invoices.prompttee.example/lookup',
  trackingUrl: 'https://tracking.prompttee.example/track',
  paymentProvider: 'test',
  stripePublishableKey: null,
  ssoProviders: { google: false, facebook: false, github: false },
};

function readInjected(): Partial<ShopConfig> {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById('shop-config')?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Partial<ShopConfig>;
  } catch {
    return {};
  }
}

/** The server's public config, injected into index.html (no request needed at boot). */
export const shopConfig: ShopConfig = { ...fallback, ...readInjected() };

export const TAGLINE = 'Blending creativity with AI to craft unique t-shirt designs.';
