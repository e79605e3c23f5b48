import type { Config } from './config';
import { ssoProvidersEnabled } from './modules/identity/social-providers';
import { paymentProviderOf } from './payment-provider';

/** What the browser may know about this shop: an allow-list, never the whole config. */
export function publicShopConfig(config: Config) {
  return {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    partnerEmail: config.PARTNER_EMAIL,
    companyName: config.COMPANY_NAME,
    companyRegistryCode: config.COMPANY_REGISTRY_CODE,
    companyAddress: config.COMPANY_ADDRESS,
    companyVat: config.COMPANY_VAT,
    invoiceUrl: config.INVOICE_URL ?? null,
    vatScheme: config.VAT_SCHEME,
    trackingUrl: config.TRACKING_URL,
    paymentProvider: paymentProviderOf(config),
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    ssoProviders: ssoProvidersEnabled(config),
  };
}
