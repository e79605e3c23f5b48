/**
 * Seller details shown in every Support Center text. They come from configuration (SHOP_NAME and
 * the company settings), never from this folder, so one build can be sold under another name.
 */
export type LegalFacts = {
  /** Brand shown to customers, e.g. 'PromptTee'. */
  shopName: string;
  /** Legal name of the Estonian private limited company, e.g. 'Example Shop OÜ'. */
  companyName: string;
  /** Registry code in the Estonian Commercial Register (8 digits). */
  companyRegistryCode: string;
  /** Registered address on one line. */
  companyAddress: string;
  /** VAT number, e.g. 'EE123456789'. */
  companyVat: string;
  /** Customer support address. */
  supportEmail: string;
  /** Address for partnerships and other inquiries. */
  partnerEmail: string;
  /** Public address of the shop, with scheme, e.g. 'https://prompttee.example'. */
  websiteUrl: string;
};

/**
 * Content model. Texts are plain strings with no markup. Inline links are written literally:
 * e-mail addresses (`name@example.com`) and absolute `https://` addresses appear in the text as
 * they are, and the renderer turns them into links with `splitInlineLinks` (inline-links.ts):
 * e-mail addresses become `mailto:` links, web addresses open in a new tab.
 */
export type Block =
  { kind: 'p'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'ol'; items: string[] };

/** A titled part of a document. Numbered documents carry the number in the title ('8. Withdrawal...'). */
export type Section = { id: string; title: string; blocks: Block[] };

export type LegalDocument = {
  id: string;
  title: string;
  /** The complete line shown under the title, e.g. 'Last revisited: December 19, 2024'. */
  lastUpdated?: string;
  intro?: Block[];
  sections: Section[];
};

export const p = (text: string): Block => ({ kind: 'p', text });
export const ul = (...items: string[]): Block => ({ kind: 'ul', items });
export const ol = (...items: string[]): Block => ({ kind: 'ol', items });

/** A section before numbering: strings are paragraphs, lists are passed as blocks. */
export type SectionDraft = { id: string; title: string; body: (string | Block)[] };

/**
 * Numbers sections by position ('1. Title'), so a section's number can never drift from its place.
 * With `numberClauses`, every paragraph is numbered too ('8.1 ...'); lists stay unnumbered and
 * belong to the clause before them.
 */
export function numberSections(drafts: SectionDraft[], options: { numberClauses: boolean }): Section[] {
  return drafts.map((draft, index) => {
    const sectionNumber = index + 1;
    let clauseNumber = 0;
    const blocks = draft.body.map((item): Block => {
      if (typeof item !== 'string') return item;
      if (!options.numberClauses) return p(item);
      clauseNumber += 1;
      return p(`${sectionNumber}.${clauseNumber} ${item}`);
    });
    return { id: draft.id, title: `${sectionNumber}. ${draft.title}`, blocks };
  });
}
