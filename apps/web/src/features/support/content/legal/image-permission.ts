import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { numberSections, p, ul } from '../legal-facts';
import type { LegalDocument, LegalFacts } from '../legal-facts';
import { legalTitles } from '../legal-titles';

/** Permission to Use Image Agreement: production use always, showcasing only with permission. */
export function imagePermissionAgreement(facts: LegalFacts): LegalDocument {
  const { shopName, companyName, companyRegistryCode, companyAddress, supportEmail } = facts;

  return {
    id: 'image-permission',
    title: i18n._(legalTitles['image-permission']),
    intro: [
      p(
        t`This Permission to Use Image Agreement ("Agreement") is made between you, the customer ("you"), and ${companyName}, registry code ${companyRegistryCode}, ${companyAddress} ("we", "us" or "our"), the operator of ${shopName}. It explains how we may use images of the designs you create with ${shopName} and of the products printed with them. It supplements our Terms & Conditions; words with capital letters have the meaning given to them there.`,
      ),
    ],
    sections: numberSections(
      [
        {
          id: 'scope',
          title: t`What This Agreement Covers`,
          body: [
            t`"Images" means the Designs you generate with the Service, the print files made from them, and photographs, mock-ups and previews of Products that bear them.`,
            t`This Agreement applies from the moment you generate your first Design and covers every Image created through your account.`,
          ],
        },
        {
          id: 'production',
          title: t`Permission to Use Images for Production`,
          body: [
            t`You permit us and our production and fulfilment partners to store, reproduce, adapt (for example scale, crop, colour-correct and convert into print formats) and print your Images, to the extent needed to produce, quality-check, package and deliver your orders, to handle damage or defect claims and replacements, and to keep the records the law requires.`,
            t`This permission is necessary for us to provide the Service, and you give it with each order you place.`,
          ],
        },
        {
          id: 'showcasing',
          title: t`Optional Permission to Showcase Images`,
          body: [
            t`If you give us separate permission, for example by agreeing when we ask you or by e-mailing us, you also allow us to show your Images to showcase our work:`,
            ul(
              t`on the ${shopName} website, including its galleries of sample designs;`,
              t`on our social media profiles, such as Facebook, X (Twitter), Instagram and TikTok;`,
              t`in our marketing and advertising materials, catalogues and presentations;`,
              t`in press and media coverage about our business.`,
            ),
            t`We will not show your name, your account details or the text of your Prompt together with an Image unless you agree to that separately.`,
            t`Giving or refusing this permission is entirely up to you and has no effect on your orders or on your use of the Service.`,
          ],
        },
        {
          id: 'your-promises',
          title: t`Your Promises`,
          body: [
            t`When you enter a Prompt and order a Product, you confirm that:`,
            ul(
              t`you hold, or are entitled to use, all rights in the content of your Prompt;`,
              t`your Prompt does not copy or refer to third-party trademarks, logos, brand names, copyrighted works or fictional characters without permission;`,
              t`your Prompt does not depict or name an identifiable real person without that person's consent;`,
              t`your Prompt and the Designs you order comply with section 6 of our Terms & Conditions.`,
            ),
            t`If any of these statements stops being true, please tell us at once at ${supportEmail}.`,
          ],
        },
        {
          id: 'limits',
          title: t`Limits of Use`,
          body: [
            t`No Design may appear on more than 500,000 printed products, or be used in a way that reaches an audience of more than 500,000. These limits apply to all uses of a Design taken together, whether by you or by us under this Agreement, and we keep our own use of your Images within them.`,
            t`Our permission is non-exclusive: you remain free to use your Designs elsewhere within these limits and our Terms & Conditions.`,
          ],
        },
        {
          id: 'no-payment',
          title: t`No Payment and No Obligation`,
          body: [
            t`You give the permissions in this Agreement free of charge. We are not obliged to use any Image for showcasing.`,
          ],
        },
        {
          id: 'revocation',
          title: t`Revoking Your Permission`,
          body: [
            t`You can revoke your permission at any time by e-mail to ${supportEmail}, sent from the e-mail address registered to your account. Please say whether you are revoking it for particular Images or for all of them.`,
            t`If you revoke your permission to showcase Images, we will stop using them in new materials and remove them from our website and the social media profiles we control within a reasonable time, and in any case within 30 days of receiving your e-mail. We cannot recall printed materials already distributed or copies that others have shared.`,
            t`Your permission to use Images for production cannot be revoked for orders you have already placed, for as long as we need it to complete those orders and to handle any claims or replacements. Revoking it means we cannot accept new orders for the Images concerned.`,
          ],
        },
        {
          id: 'term-and-law',
          title: t`Duration and Governing Law`,
          body: [
            t`This Agreement remains in force until you revoke your permission or your account is deleted, subject to section 7.`,
            t`Section 15 of our Terms & Conditions applies to this Agreement: it is governed by the laws of the Republic of Estonia, with matters of copyright governed by the copyright law of the United States of America, and disputes are settled by the courts of Tallinn, without prejudice to your rights as a consumer.`,
          ],
        },
      ],
      { numberClauses: false },
    ),
  };
}
