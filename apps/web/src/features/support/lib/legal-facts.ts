import { shopConfig } from '@/config/shop-config';
import type { LegalFacts } from '../content';

/**
 * Where the server renders the page (no window), the site's address is left as this mark; the
 * server puts the address the page was requested at in its place, which is the one the browser
 * reads when it hydrates.
 */
export const WEBSITE_URL_MARK = '__WEBSITE_URL__';

/** The seller's details for the Support Center texts: server config plus the shop's own address. */
export function legalFactsFromConfig(): LegalFacts {
  return {
    shopName: shopConfig.shopName,
    companyName: shopConfig.companyName,
    companyRegistryCode: shopConfig.companyRegistryCode,
    companyAddress: shopConfig.companyAddress,
    companyVat: shopConfig.companyVat,
    supportEmail: shopConfig.supportEmail,
    partnerEmail: shopConfig.partnerEmail,
    websiteUrl: typeof window === 'undefined' ? WEBSITE_URL_MARK : window.location.origin,
  };
}
