import type { LegalDocument, LegalFacts } from './legal-facts';
import { imagePermissionAgreement } from './legal/image-permission';
import { legalNotice } from './legal/legal-notice';
import { privacyPolicy } from './legal/privacy';
import { termsAndConditions } from './legal/terms';

/**
 * Every document of the Legal accordion in full, in display order, in the active language (its
 * `legal` catalogue loaded), for the tests: the page loads each one when it is opened
 * (legal-index.ts).
 */
export function legalDocuments(facts: LegalFacts): LegalDocument[] {
  return [
    termsAndConditions(facts),
    privacyPolicy(facts),
    legalNotice(facts),
    imagePermissionAgreement(facts),
  ];
}
