import type { Config } from '../../config';

/** Who sends the shop's e-mail: the name in the header, the seller's details in the footer. */
export type EmailShop = {
  name: string;
  url: string;
  supportEmail: string;
  companyName: string;
  companyAddress: string;
  companyRegistryCode: string;
  companyVat: string;
};

export function emailShopFromConfig(config: Config): EmailShop {
  return {
    name: config.SHOP_NAME,
    url: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
    companyName: config.COMPANY_NAME,
    companyAddress: config.COMPANY_ADDRESS,
    companyRegistryCode: config.COMPANY_REGISTRY_CODE,
    companyVat: config.COMPANY_VAT,
  };
}
