import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { numberSections, p, ul } from '../legal-facts';
import type { LegalDocument, LegalFacts } from '../legal-facts';
import { legalTitles } from '../legal-titles';

/**
 * Privacy Policy. The product spec keeps two age statements on purpose ("the privacy text wrongly
 * pairs sixteen with eighteen; both readings appear in the policy texts"): section 9 says users
 * must be at least 16 and that the Service is not directed at persons under 18. Keep both.
 */
export function privacyPolicy(facts: LegalFacts): LegalDocument {
  const { shopName, companyName, companyRegistryCode, companyAddress, supportEmail, websiteUrl } = facts;

  return {
    id: 'privacy',
    title: i18n._(legalTitles.privacy),
    intro: [
      p(
        t`This Privacy Policy explains how ${companyName} processes your personal data when you use ${shopName} at ${websiteUrl} (the "Service"): what we collect, why, whom we share it with, how long we keep it and what rights you have. We process personal data in accordance with the General Data Protection Regulation (EU) 2016/679 ("GDPR") and the Estonian Personal Data Protection Act.`,
      ),
    ],
    sections: numberSections(
      [
        {
          id: 'controller',
          title: t`Who Is Responsible for Your Data`,
          body: [
            t`The controller of your personal data is ${companyName}, a private limited company registered in the Estonian Commercial Register under registry code ${companyRegistryCode}, with its registered address at ${companyAddress} ("we", "us" or "our").`,
            t`We have not appointed a data protection officer. For any question about your personal data or to exercise your rights, please write to ${supportEmail}.`,
          ],
        },
        {
          id: 'data-we-collect',
          title: t`What Data We Collect`,
          body: [
            t`We collect the following personal data:`,
            ul(
              t`Account data: your e-mail address, whether it has been verified, your user ID, the sign-in method you use, your preferred language, and when your account was created and last used. If you register with a password, we store it only as a salted one-way hash, never in readable form.`,
              t`Single sign-on data: if you sign in with Google, Facebook or GitHub, we receive your name, e-mail address and profile photo from that provider.`,
              t`Prompts and designs: the texts you enter to describe a design, the images generated from them, when they were created and when they expire, and how much of your generation quota you have used.`,
              t`Shipping addresses: first and last name, address lines, city, county or state, postal code, country and phone number, and a company name and VAT number if you give them.`,
              t`Order data: the items you order, with their designs, print location, colour, size, quantity and price; order numbers, dates, order and delivery status, and tracking numbers.`,
              t`Payment data: the status and amount of your payments and the reference of the payment session. Your card details are entered directly into our payment provider's form and are handled by the payment provider; we never receive or store them.`,
              t`Communications: the e-mails you send us and our replies, including the descriptions and photographs in damage or defect claims.`,
              t`Technical data: your IP address, browser and device type, the pages and functions you use, the time of each request, and error and security logs created when you use the Service.`,
            ),
            t`Your e-mail address is needed to create an account, and a shipping address and phone number are needed to deliver an order. Without them we cannot provide the Service or fulfil your order. Everything else you provide is up to you.`,
            t`Please do not include personal data about yourself or anyone else, such as names, addresses or the likeness of identifiable people, in your prompts.`,
          ],
        },
        {
          id: 'cookies-and-storage',
          title: t`Cookies and Browser Storage`,
          body: [
            t`We use only cookies and browser storage that are strictly necessary to provide the Service you ask for. We do not use advertising cookies or cross-site tracking. We store:`,
            ul(
              t`auth-storage (local storage): your signed-in user profile and sign-in state, so that you stay signed in between visits;`,
              t`vite-ui-theme (local storage): your choice of light, dark or system theme;`,
              t`locale (cookie): the language you chose for the shop, English or Estonian, so that every page opens in it;`,
              t`your shopping cart (local storage): the items in your cart, so that they are still there when you reload the page or come back later;`,
              t`a session cookie set by our sign-in service: it keeps your sign-in secure while you sign in, register or reset your password.`,
            ),
            t`The payment form of our card payment provider, shown at checkout, may use its own cookies or similar technologies to prevent fraud, under the payment provider's own privacy policy.`,
            t`You can delete this data at any time in your browser settings. If you do, you will be signed out, your theme choice will be reset, the shop will open in your browser's language and your cart will be emptied.`,
          ],
        },
        {
          id: 'purposes-and-legal-bases',
          title: t`Why We Use Your Data and Our Legal Bases`,
          body: [
            t`We use your personal data for the following purposes, on the following legal bases:`,
            ul(
              t`To create and run your account, sign you in and send you service e-mails such as e-mail verification and password reset messages: performance of our contract with you (Article 6(1)(b) GDPR).`,
              t`To generate designs from your prompts and keep them in your Design History: performance of our contract with you (Article 6(1)(b) GDPR).`,
              t`To process, produce, ship and track your orders, take payment, send order confirmations and handle damage or defect claims and replacements: performance of our contract with you (Article 6(1)(b) GDPR).`,
              t`To keep accounting records and invoices and to meet our tax obligations: compliance with a legal obligation (Article 6(1)(c) GDPR), in particular under the Estonian Accounting Act.`,
              t`To answer your questions and requests: performance of our contract with you, or our legitimate interest in responding to you (Article 6(1)(b) and (f) GDPR).`,
              t`To keep the Service secure and available, prevent fraud and abuse, check prompts and designs for content that breaches our Terms & Conditions, and establish, exercise or defend legal claims: our legitimate interests in a safe and lawful Service (Article 6(1)(f) GDPR).`,
              t`To showcase your designs or images of your products, where you have given us permission under our Permission to Use Image Agreement: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time.`,
            ),
            t`We do not send marketing e-mails unless you have asked to receive them. We do not sell your personal data.`,
            t`Prompts may be checked automatically for content that breaches our Terms & Conditions before a design is generated. We do not make decisions based solely on automated processing that produce legal effects concerning you or similarly significantly affect you.`,
          ],
        },
        {
          id: 'recipients',
          title: t`Who We Share Your Data With`,
          body: [
            t`We share personal data only as far as needed for the purposes above, with:`,
            ul(
              t`our hosting and storage providers, who run the servers, databases and file storage of the Service;`,
              t`our AI image generation provider, which receives the text of your prompts to create designs, but not your name or e-mail address;`,
              t`our card payment provider, which processes your payment and card details; for fraud prevention and its own legal obligations it acts as an independent controller;`,
              t`our print and fulfilment partner, which receives your design files, the ordered items and your shipping address and phone number to produce and ship your order, and passes the delivery details to the carrier;`,
              t`our e-mail delivery provider, which sends service and order e-mails on our behalf;`,
              t`our invoicing service, which provides your invoices;`,
              t`Google, Facebook or GitHub, if you choose to sign in with them, under their own privacy policies;`,
              t`accountants, auditors and legal advisers, and public authorities or courts where the law requires it;`,
              t`a successor company, if our business or part of it is reorganised or sold.`,
            ),
            t`Our processors act only on our instructions and under a data processing agreement. You can ask us for the current list of our processors at ${supportEmail}.`,
          ],
        },
        {
          id: 'international-transfers',
          title: t`International Transfers`,
          body: [
            t`We prefer service providers that process personal data within the European Economic Area (EEA). Some of our providers, or their sub-processors, may process data in countries outside the EEA.`,
            t`We transfer personal data outside the EEA only if the European Commission has decided that the country ensures an adequate level of protection (including, for the United States, certified companies under the EU-U.S. Data Privacy Framework), or if we have put in place the European Commission's standard contractual clauses together with any additional measures needed. You can ask for a copy of the relevant safeguards at ${supportEmail}.`,
          ],
        },
        {
          id: 'retention',
          title: t`How Long We Keep Your Data`,
          body: [
            ul(
              t`Designs and prompts are kept in your Design History for a limited time, 30 days by default, and are then deleted automatically. The remaining time is shown on each design. A design and prompt that you have ordered is kept with that order for as long as we need it to produce the order and to handle any damage or defect claim or replacement.`,
              t`Account data is kept for as long as your account exists. When your account is deleted, we erase it, except for data we must keep by law.`,
              t`Saved shipping addresses are kept until you delete them or your account is deleted. An address used for an order is kept with that order.`,
              t`Orders, invoices and payment records are kept for seven years from the end of the financial year in which the transaction took place, as the Estonian Accounting Act requires.`,
              t`Correspondence and claims are kept for as long as needed to resolve them and for the limitation period of any related legal claims.`,
              t`Technical logs are kept for a short period, normally no longer than 90 days, unless we need them longer to investigate a security incident or abuse.`,
              t`Data in your browser (auth-storage, vite-ui-theme, the locale cookie and your cart) stays there until you sign out, empty your cart or clear your browser storage; the locale cookie expires after one year.`,
            ),
          ],
        },
        {
          id: 'your-rights',
          title: t`Your Rights`,
          body: [
            t`Under the GDPR you have the right to:`,
            ul(
              t`access the personal data we hold about you and receive a copy of it;`,
              t`have inaccurate data rectified and incomplete data completed;`,
              t`have your data erased, including by deleting your account;`,
              t`restrict our processing of your data;`,
              t`receive the data you gave us in a structured, commonly used, machine-readable format and have it transmitted to another controller (data portability);`,
              t`object at any time to processing based on our legitimate interests, on grounds relating to your particular situation;`,
              t`withdraw your consent at any time, without affecting the lawfulness of processing before the withdrawal;`,
              t`lodge a complaint with a supervisory authority.`,
            ),
            t`To exercise your rights, write to ${supportEmail} from the e-mail address registered to your account. We may ask you to verify your identity before we act on a request. We reply within one month; for complex or numerous requests this may be extended by two further months, and we will tell you if so. Account deletion is permanent and irreversible once your identity has been verified.`,
            t`In Estonia, the supervisory authority is the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon), info@aki.ee, https://www.aki.ee. You may also complain to the supervisory authority of the EU country where you live or work, or where you believe an infringement took place. We would appreciate the chance to address your concern first.`,
          ],
        },
        {
          id: 'children',
          title: t`Children`,
          body: [
            t`You must be at least 16 years old to use the Service, or have the permission of your parent or legal guardian.`,
            t`The Service is not directed at persons under the age of 18, and we do not knowingly collect personal data from children. If you believe a child has given us personal data without the required permission, please contact us at ${supportEmail} and we will delete it.`,
          ],
        },
        {
          id: 'security',
          title: t`Security`,
          body: [
            t`We protect your personal data with appropriate technical and organisational measures, including encrypted connections (HTTPS), hashed passwords, short-lived sign-in tokens, access controls that let you see only your own designs, addresses and orders, and restricted staff access. No system is completely secure, but we work to keep your data safe and will notify you and the authorities of a personal data breach where the law requires it.`,
          ],
        },
        {
          id: 'changes',
          title: t`Changes to This Policy`,
          body: [
            t`We may update this Privacy Policy when our Service or the law changes. We publish the current version in the Support Center and will inform you by e-mail or in the Service before any significant change takes effect.`,
          ],
        },
        {
          id: 'contact',
          title: t`Contact`,
          body: [
            t`For any question about this Privacy Policy or your personal data, please contact ${companyName}, ${companyAddress}, by e-mail at ${supportEmail}.`,
          ],
        },
      ],
      { numberClauses: false },
    ),
  };
}
