import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { artworkCredits } from './artwork-credits';
import { p, ul } from '../legal-facts';
import type { LegalDocument, LegalFacts } from '../legal-facts';
import { legalTitles } from '../legal-titles';

/** Legal Notice (imprint): who runs the shop and how consumer disputes can be resolved. */
export function legalNotice(facts: LegalFacts): LegalDocument {
  const {
    shopName,
    companyName,
    companyRegistryCode,
    companyAddress,
    companyVat,
    supportEmail,
    partnerEmail,
    websiteUrl,
  } = facts;

  return {
    id: 'legal-notice',
    title: i18n._(legalTitles['legal-notice']),
    sections: [
      {
        id: 'provider',
        title: t`Service Provider`,
        blocks: [
          p(t`${shopName} (${websiteUrl}) is operated by:`),
          ul(
            companyName,
            t`Private limited company (osaühing, OÜ) registered in the Estonian Commercial Register`,
            t`Registry code: ${companyRegistryCode}`,
            t`Registered address: ${companyAddress}`,
            t`VAT number: ${companyVat}`,
          ),
        ],
      },
      {
        id: 'contact',
        title: t`Contact`,
        blocks: [
          ul(
            t`Customer support: ${supportEmail}`,
            t`Partnerships and other inquiries: ${partnerEmail}`,
            t`Website: ${websiteUrl}`,
          ),
          p(t`We answer by e-mail. For questions about an order, please include your order ID.`),
        ],
      },
      {
        id: 'responsible-for-content',
        title: t`Responsible for Content`,
        blocks: [
          p(
            t`${companyName}, represented by its management board, at the address above, is responsible for the content of this website.`,
          ),
        ],
      },
      {
        id: 'product-safety',
        title: t`Product Safety`,
        blocks: [
          p(
            t`Under the General Product Safety Regulation (EU) 2023/988, ${companyName} is the person responsible in the European Union for the products sold through ${shopName}, at the address above and by e-mail at ${supportEmail}.`,
          ),
          p(
            t`The safety information of each product is shown with it in the Designer: its manufacturer and how to reach them, the product identifier, the material, care instructions and any warnings. Please read them before you use or wash the product.`,
          ),
          p(
            t`If you think a product is unsafe, or it has caused an accident, please tell us at once at ${supportEmail} and include your order ID and photographs. We report dangerous products to the Estonian Consumer Protection and Technical Regulatory Authority as the law requires, and if a product has to be recalled, we inform the customers concerned by e-mail and publish the recall on this website.`,
          ),
        ],
      },
      {
        id: 'dispute-resolution',
        title: t`Consumer Dispute Resolution`,
        blocks: [
          p(
            t`If you are not satisfied with our product or service, please contact us first at ${supportEmail}. Most issues can be resolved quickly this way.`,
          ),
          p(
            t`If we cannot reach an agreement, a consumer may turn to the Consumer Disputes Committee (Tarbijavaidluste komisjon) at the Estonian Consumer Protection and Technical Regulatory Authority (Tarbijakaitse ja Tehnilise Järelevalve Amet), https://www.ttja.ee. Proceedings before the committee are free of charge for consumers.`,
          ),
          p(
            t`For cross-border disputes, consumers can get free help from the European Consumer Centre of Estonia, https://www.consumer.ee.`,
          ),
          p(
            t`The European Commission's online dispute resolution (ODR) platform closed on 20 July 2025; complaints go to us at ${supportEmail} or to the bodies above.`,
          ),
          p(t`These options do not affect your right to take your dispute to court.`),
        ],
      },
      {
        id: 'data-protection-authority',
        title: t`Data Protection Supervisory Authority`,
        blocks: [
          p(
            t`Our processing of personal data is supervised by the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon), https://www.aki.ee. Details of how we process personal data are given in our Privacy Policy.`,
          ),
        ],
      },
      {
        id: 'intellectual-property',
        title: t`Intellectual Property`,
        blocks: [
          p(
            t`The texts, graphics, logos, images and software of this website belong to ${companyName} or its licensors and may not be copied or reused without permission, except as the law allows. Rights in the designs that customers create with ${shopName} are described in section 5 of our Terms & Conditions.`,
          ),
        ],
      },
      artworkCredits(shopName),
      {
        id: 'external-links',
        title: t`External Links`,
        blocks: [
          p(
            t`This website links to external sites, such as our social media profiles, carrier tracking pages, our payment provider and our invoicing service. We are not responsible for the content of those sites; their operators are. If we become aware of unlawful content on a linked site, we will remove the link.`,
          ),
        ],
      },
    ],
  };
}
