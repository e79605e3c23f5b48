import { artworkCredits } from './artwork-credits';
import { p, ul } from './legal-facts';
import type { LegalDocument, LegalFacts } from './legal-facts';

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
    title: 'Legal Notice',
    sections: [
      {
        id: 'provider',
        title: 'Service Provider',
        blocks: [
          p(`${shopName} (${websiteUrl}) is operated by:`),
          ul(
            companyName,
            'Private limited company (osaühing, OÜ) registered in the Estonian Commercial Register',
            `Registry code: ${companyRegistryCode}`,
            `Registered address: ${companyAddress}`,
            `VAT number: ${companyVat}`,
          ),
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [
          ul(
            `Customer support: ${supportEmail}`,
            `Partnerships and other inquiries: ${partnerEmail}`,
            `Website: ${websiteUrl}`,
          ),
          p('We answer by e-mail. For questions about an order, please include your order ID.'),
        ],
      },
      {
        id: 'responsible-for-content',
        title: 'Responsible for Content',
        blocks: [
          p(
            `${companyName}, represented by its management board, at the address above, is responsible for the content of this website.`,
          ),
        ],
      },
      {
        id: 'dispute-resolution',
        title: 'Consumer Dispute Resolution',
        blocks: [
          p(
            `If you are not satisfied with our product or service, please contact us first at ${supportEmail}. Most issues can be resolved quickly this way.`,
          ),
          p(
            'If we cannot reach an agreement, a consumer may turn to the Consumer Disputes Committee (Tarbijavaidluste komisjon) at the Estonian Consumer Protection and Technical Regulatory Authority (Tarbijakaitse ja Tehnilise Järelevalve Amet), https://www.ttja.ee. Proceedings before the committee are free of charge for consumers.',
          ),
          p(
            'For cross-border disputes, consumers can get free help from the European Consumer Centre of Estonia, https://www.consumer.ee.',
          ),
          p(
            `The European Commission's online dispute resolution (ODR) platform closed on 20 July 2025; complaints go to us at ${supportEmail} or to the bodies above.`,
          ),
          p('These options do not affect your right to take your dispute to court.'),
        ],
      },
      {
        id: 'data-protection-authority',
        title: 'Data Protection Supervisory Authority',
        blocks: [
          p(
            'Our processing of personal data is supervised by the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon), https://www.aki.ee. Details of how we process personal data are given in our Privacy Policy.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual Property',
        blocks: [
          p(
            `The texts, graphics, logos, images and software of this website belong to ${companyName} or its licensors and may not be copied or reused without permission, except as the law allows. Rights in the designs that customers create with ${shopName} are described in section 5 of our Terms & Conditions.`,
          ),
        ],
      },
      artworkCredits(shopName),
      {
        id: 'external-links',
        title: 'External Links',
        blocks: [
          p(
            'This website links to external sites, such as our social media profiles, carrier tracking pages, our payment provider and our invoicing service. We are not responsible for the content of those sites; their operators are. If we become aware of unlawful content on a linked site, we will remove the link.',
          ),
        ],
      },
    ],
  };
}
