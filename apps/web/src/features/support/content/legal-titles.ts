import { msg, t } from '@lingui/core/macro';
import type { Locale } from '@prompttee/domain';

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

// The day the Terms & Conditions were last changed (spec: December 19, 2024).
const TERMS_REVISED = Date.UTC(2024, 11, 19);
const revisedFormats: Record<Locale, Intl.DateTimeFormatOptions & { locale: string }> = {
  en: { locale: 'en-US', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  et: { locale: 'et-EE', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
};

/** 'Last revisited: December 19, 2024' ('Viimati muudetud: 19.12.2024'), under the terms' title. */
export function termsRevisedLine(locale: Locale): string {
  const { locale: intlLocale, ...options } = revisedFormats[locale];
  const date = new Intl.DateTimeFormat(intlLocale, options).format(TERMS_REVISED);
  return t`Last revisited: ${date}`;
}
