import type { MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Locale } from '@prompttee/domain';
import type { LegalDocument, LegalFacts } from './legal-facts';
import { legalTitles, termsRevisedLine, type LegalDocumentId } from './legal-titles';

/** A legal document's full text, worded in the page's language (its catalogue loaded). */
export type BuildLegalDocument = (facts: LegalFacts, locale: Locale) => LegalDocument;

/**
 * A document of the Legal accordion as the closed accordion shows it. The full texts (~15 kB of
 * gzip per language, code and `legal` catalogue) load only when a document is opened (`load`),
 * not with the Support Center. content/__tests__/legal-index.test.ts checks every entry against
 * its document.
 */
export type LegalDocumentEntry = {
  id: LegalDocumentId;
  title: MessageDescriptor;
  /** The line under the title: the document's date, else its number of sections. */
  summary(locale: Locale): string;
  /** Its sections' ids, for deep links (/support#terms-withdrawal). */
  sections: string[];
  load(): Promise<BuildLegalDocument>;
};

const sectionCount = (sections: string[]) => () => {
  const count = sections.length;
  // Chosen here, not by an ICU plural: Lingui formats every plural's number with Intl.NumberFormat,
  // and the page's first one loads locale data that holds a phone's main thread for a long task
  // while the Support Center starts. Both languages have one form for 1 and one for the rest.
  const shown = String(count);
  return count === 1 ? t`${shown} section` : t`${shown} sections`;
};

const privacySections = [
  'controller',
  'data-we-collect',
  'cookies-and-storage',
  'purposes-and-legal-bases',
  'recipients',
  'international-transfers',
  'retention',
  'your-rights',
  'children',
  'security',
  'changes',
  'contact',
];
const legalNoticeSections = [
  'provider',
  'contact',
  'responsible-for-content',
  'product-safety',
  'dispute-resolution',
  'data-protection-authority',
  'intellectual-property',
  'artwork-credits',
  'external-links',
];
const imagePermissionSections = [
  'scope',
  'production',
  'showcasing',
  'your-promises',
  'limits',
  'no-payment',
  'revocation',
  'term-and-law',
];

/** The Legal accordion of the Support Center, in display order. */
export const legalDocumentEntries: LegalDocumentEntry[] = [
  {
    id: 'terms',
    title: legalTitles.terms,
    summary: termsRevisedLine,
    sections: [
      'applicability',
      'account',
      'orders',
      'prices-and-payment',
      'content-use',
      'restrictions',
      'delivery',
      'withdrawal',
      'indemnification',
      'warranty-disclaimer',
      'limitation-of-liability',
      'feedback',
      'privacy',
      'miscellaneous',
      'governing-law',
    ],
    load: () => import('./legal/terms').then((m) => m.termsAndConditions),
  },
  {
    id: 'privacy',
    title: legalTitles.privacy,
    summary: sectionCount(privacySections),
    sections: privacySections,
    load: () => import('./legal/privacy').then((m) => m.privacyPolicy),
  },
  {
    id: 'legal-notice',
    title: legalTitles['legal-notice'],
    summary: sectionCount(legalNoticeSections),
    sections: legalNoticeSections,
    load: () => import('./legal/legal-notice').then((m) => m.legalNotice),
  },
  {
    id: 'image-permission',
    title: legalTitles['image-permission'],
    summary: sectionCount(imagePermissionSections),
    sections: imagePermissionSections,
    load: () => import('./legal/image-permission').then((m) => m.imagePermissionAgreement),
  },
];
