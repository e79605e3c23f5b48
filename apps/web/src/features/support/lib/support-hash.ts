/** What a /support#... deep link asks for: which accordion item to open and what to scroll to. */
export type HashTarget = { faq?: string; legal?: string; scrollTo: string };

export type HashIds = {
  faqItems: string[];
  /** Document ids with their section ids; sections are addressed as '<document>-<section>'. */
  documents: { id: string; sections: string[] }[];
};

/** Section anchors the page knows besides the items: the two accordions and the contact card. */
export const SECTION_ANCHORS = ['faq', 'legal', 'contact'] as const;

export function resolveSupportHash(hash: string, ids: HashIds): HashTarget | null {
  const key = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (!key) return null;
  if ((SECTION_ANCHORS as readonly string[]).includes(key)) return { scrollTo: key };
  if (ids.faqItems.includes(key)) return { faq: key, scrollTo: key };
  for (const doc of ids.documents) {
    if (key === doc.id) return { legal: doc.id, scrollTo: doc.id };
    const section = doc.sections.find((s) => key === `${doc.id}-${s}`);
    if (section) return { legal: doc.id, scrollTo: key };
  }
  return null;
}
