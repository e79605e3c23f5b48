import { msg, t } from '@lingui/core/macro';

/**
 * The titles of the legal documents: the closed Legal accordion shows them before a document's
 * own texts have loaded, so they are in the Support Center's catalogue, not the documents'.
 */
export const legalTitles = {
  terms: msg`Terms & Conditions`,
  privacy: msg`Privacy Policy`,
  'legal-notice': msg`Legal Notice`,
  'image-permission': msg`Permission to Use Image Agreement`,
};

export type LegalDocumentId = keyof typeof legalTitles;

// The day the Terms & Conditions were last changed (spec: December 19, 2024), in the catalogue as
// each language writes a day: not by Intl, whose first date format costs a phone a long task
// while the Support Center starts, for a date that never changes.
const termsRevised = msg`December 19, 2024`;

/** 'Last revisited: December 19, 2024' ('Viimati muudetud: 19.12.2024'), under the terms' title. */
export function termsRevisedLine(): string {
  const date = t(termsRevised);
  return t`Last revisited: ${date}`;
}
