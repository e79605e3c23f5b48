import { imagePermissionAgreement } from './image-permission';
import type { LegalDocument, LegalFacts } from './legal-facts';
import { legalNotice } from './legal-notice';
import { privacyPolicy } from './privacy';
import { termsAndConditions } from './terms';

/**
 * Every document of the Legal accordion in full, in display order, for the tests: the page loads
 * each one when it is opened (legal-index.ts).
 */
export function legalDocuments(facts: LegalFacts): LegalDocument[] {
  return [
    termsAndConditions(facts),
    privacyPolicy(facts),
    legalNotice(facts),
    imagePermissionAgreement(facts),
  ];
}
