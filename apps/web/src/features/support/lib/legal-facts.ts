import { shopConfig } from '@/config/shop-config';
import type { LegalFacts } from '../content';

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
    websiteUrl: window.location.origin,
  };
}
