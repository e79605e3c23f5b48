import type { LegalDocument, LegalFacts } from './legal-facts';

/**
 * A document of the Legal accordion as the closed accordion shows it. The full texts (~15 kB of
 * gzip) load only when a document is opened (`load`), not with the Support Center.
 * content/__tests__/legal-index.test.ts checks every entry against its document.
 */
export type LegalDocumentEntry = {
  id: string;
  title: string;
  /** The line under the title: the document's date, else its number of sections. */
  summary: string;
  /** Its sections' ids, for deep links (/support#terms-withdrawal). */
  sections: string[];
  load(facts: LegalFacts): Promise<LegalDocument>;
};

/** The Legal accordion of the Support Center, in display order. */
export const legalDocumentEntries: LegalDocumentEntry[] = [
  {
    id: 'terms',
    title: 'Terms & Conditions',
    summary: 'Last revisited: December 19, 2024',
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
    load: (facts) => import('./terms').then((m) => m.termsAndConditions(facts)),
  },
  {
    id: 'privacy',
    title: 'Privacy Policy',
    summary: '12 sections',
    sections: [
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
    ],
    load: (facts) => import('./privacy').then((m) => m.privacyPolicy(facts)),
  },
  {
    id: 'legal-notice',
    title: 'Legal Notice',
    summary: '8 sections',
    sections: [
      'provider',
      'contact',
      'responsible-for-content',
      'dispute-resolution',
      'data-protection-authority',
      'intellectual-property',
      'artwork-credits',
      'external-links',
    ],
    load: (facts) => import('./legal-notice').then((m) => m.legalNotice(facts)),
  },
  {
    id: 'image-permission',
    title: 'Permission to Use Image Agreement',
    summary: '8 sections',
    sections: [
      'scope',
      'production',
      'showcasing',
      'your-promises',
      'limits',
      'no-payment',
      'revocation',
      'term-and-law',
    ],
    load: (facts) => import('./image-permission').then((m) => m.imagePermissionAgreement(facts)),
  },
];
