// The legal texts themselves are not exported here: each loads when opened (legal-index.ts).
export { faqItems } from './faq';
export type { FaqItem } from './faq';
export { splitInlineLinks } from './inline-links';
export type { InlineSegment } from './inline-links';
export { legalDocumentEntries } from './legal-index';
export type { BuildLegalDocument, LegalDocumentEntry } from './legal-index';
export type { Block, LegalDocument, LegalFacts, Section } from './legal-facts';
