import { imagePermissionAgreement } from './image-permission';
import type { LegalDocument, LegalFacts } from './legal-facts';
import { legalNotice } from './legal-notice';
import { privacyPolicy } from './privacy';
import { termsAndConditions } from './terms';

export { faqItems } from './faq';
export type { FaqItem } from './faq';
export { splitInlineLinks } from './inline-links';
export type { InlineSegment } from './inline-links';
export type { Block, LegalDocument, LegalFacts, Section } from './legal-facts';

/** The Legal accordion of the Support Center, in display order. */
export function legalDocuments(facts: LegalFacts): LegalDocument[] {
  return [
    termsAndConditions(facts),
    privacyPolicy(facts),
    legalNotice(facts),
    imagePermissionAgreement(facts),
  ];
}
