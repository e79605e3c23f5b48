import { describe, expect, it } from 'vitest';
import { legalFacts } from '@/test/fixtures';

import { faqItems, splitInlineLinks } from '../index';
import { legalDocuments } from '../legal-documents';
import type { Block, LegalDocument } from '../index';

const facts = legalFacts;

const blockTexts = (blocks: Block[]): string[] =>
  blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.items));
const documentText = (doc: LegalDocument): string =>
  [
    doc.title,
    doc.lastUpdated ?? '',
    ...blockTexts(doc.intro ?? []),
    ...doc.sections.flatMap((s) => [s.title, ...blockTexts(s.blocks)]),
  ].join('\n');

const documents = legalDocuments(facts);
const byId = (id: string): LegalDocument => {
  const doc = documents.find((d) => d.id === id);
  if (!doc) throw new Error(`missing document ${id}`);
  return doc;
};
const faq = faqItems(facts);
const faqText = faq.map((item) => [item.question, ...blockTexts(item.answer)].join('\n')).join('\n');
const allText = [faqText, ...documents.map(documentText)].join('\n');

describe('legal documents', () => {
  it('come in the Support Center order', () => {
    expect(documents.map((d) => d.title)).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
      'Legal Notice',
      'Permission to Use Image Agreement',
    ]);
  });

  it('have unique ids, and unique section ids within each document', () => {
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
    for (const doc of documents) {
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
  });
});

describe('Terms & Conditions', () => {
  const terms = byId('terms');
  const text = documentText(terms);

  it('is dated December 19, 2024', () => {
    expect(terms.lastUpdated).toBe('Last revisited: December 19, 2024');
  });

  it('has fifteen numbered sections', () => {
    expect(terms.sections).toHaveLength(15);
    terms.sections.forEach((s, i) => expect(s.title.startsWith(`${i + 1}. `)).toBe(true));
  });

  it('puts withdrawal, returns and defects at section 8, as the FAQ says', () => {
    const eight = terms.sections[7];
    expect(eight?.id).toBe('withdrawal');
    expect(eight?.title).toMatch(/^8\. .*Withdrawal/);
    const eightText = blockTexts(eight?.blocks ?? []).join('\n');
    expect(eightText).toContain('14-day right of withdrawal does not apply');
    expect(eightText).toContain('replacement is the primary remedy');
    expect(eightText).toContain('within 14 days of receiving');
    expect(eightText).toContain(
      'within 2 months from the day you discovered it, or should have discovered it',
    );
    expect(eightText).toContain('the product warranty is void');
  });

  it('keeps the spec topics in order, with the governing law last', () => {
    expect(terms.sections.map((s) => s.id)).toEqual([
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
    ]);
  });

  it('states the facts the spec requires', () => {
    for (const phrase of [
      'at least 16 years old',
      'parent or legal guardian',
      'forms when you receive that order confirmation e-mail',
      'We may reject any order',
      'euros (EUR) and include value added tax (VAT) where applicable',
      'permanent and irreversible',
      'suspend or terminate your account',
      '500,000 printed products',
      'audience of more than 500,000',
      'pass to you when we hand the Products over to the carrier',
      'only within the European Union',
      'sanctions',
      'laws of the Republic of Estonia',
      'courts of Tallinn',
      'copyright law of the United States of America',
      facts.companyName,
      facts.companyRegistryCode,
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('numbers clauses so that cross-references resolve', () => {
    const clauses = terms.sections.flatMap((s) => blockTexts(s.blocks)).filter((t) => /^\d+\.\d+ /.test(t));
    const numbers = new Set(clauses.map((t) => t.split(' ')[0]));
    const references = [...text.matchAll(/section (\d+\.\d+)/g)].map((m) => m[1]);
    expect(references.length).toBeGreaterThan(0);
    for (const ref of references) expect(numbers.has(ref)).toBe(true);
  });
});

describe('Privacy Policy', () => {
  const text = documentText(byId('privacy'));

  it('keeps both age statements of the spec (16 and 18)', () => {
    expect(text).toContain('You must be at least 16 years old to use the Service');
    expect(text).toContain('The Service is not directed at persons under the age of 18');
  });

  it('names the controller, the storage keys, retention and the supervisory authority', () => {
    for (const phrase of [
      facts.companyName,
      facts.companyAddress,
      'auth-storage',
      'vite-ui-theme',
      'cart',
      'never receive or store them',
      '30 days by default',
      'seven years',
      'Andmekaitse Inspektsioon',
      'portability',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('Legal Notice and image permission', () => {
  it('gives the imprint and where consumer disputes go (the EU ODR platform closed in 2025)', () => {
    const text = documentText(byId('legal-notice'));
    for (const phrase of [
      facts.companyName,
      facts.companyRegistryCode,
      facts.companyAddress,
      facts.companyVat,
      facts.supportEmail,
      facts.partnerEmail,
      'https://www.ttja.ee',
      'https://www.consumer.ee',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('covers the 500,000 limit and revocation by e-mail to support', () => {
    const text = documentText(byId('image-permission'));
    expect(text).toContain('500,000 printed products');
    expect(text).toContain(`revoke your permission at any time by e-mail to ${facts.supportEmail}`);
  });
});

describe('FAQ', () => {
  it('has exactly the seven spec topics, in order', () => {
    expect(faq.map((item) => item.id)).toEqual([
      'track-order',
      'return-policy',
      'contact-support',
      'damaged-product',
      'shipping-speed',
      'separate-shipments',
      'change-design',
    ]);
  });

  it('gives the support and the partnerships addresses', () => {
    const contact = faq.find((item) => item.id === 'contact-support');
    const text = blockTexts(contact?.answer ?? []).join('\n');
    expect(text).toContain(facts.supportEmail);
    expect(text).toContain(facts.partnerEmail);
  });

  it('points the return policy to section 8 of the terms', () => {
    const returns = faq.find((item) => item.id === 'return-policy');
    expect(blockTexts(returns?.answer ?? []).join('\n')).toContain('section 8 of our Terms & Conditions');
  });

  it('lists what a damage claim must contain', () => {
    const damaged = blockTexts(faq.find((item) => item.id === 'damaged-product')?.answer ?? []).join('\n');
    for (const phrase of [
      'order number',
      'detailed description',
      'photos of the defect',
      'damaged packaging',
      '14 days',
    ]) {
      expect(damaged).toContain(phrase);
    }
  });
});

describe('all content', () => {
  it('has no placeholders', () => {
    expect(allText).not.toMatch(/TODO|TBD|lorem|\[|\]|\{|\}|undefined|null/i);
  });

  it('uses plain ASCII quotes and dashes', () => {
    expect(allText).not.toMatch(/[\u2018\u2019\u201C\u201D\u2013\u2014]/);
  });

  it('has no empty paragraph or list', () => {
    const blocks = [
      ...faq.flatMap((item) => item.answer),
      ...documents.flatMap((d) => [...(d.intro ?? []), ...d.sections.flatMap((s) => s.blocks)]),
    ];
    for (const block of blocks) {
      if (block.kind === 'p') expect(block.text.trim()).not.toBe('');
      else expect(block.items.length).toBeGreaterThan(0);
    }
  });
});

describe('splitInlineLinks', () => {
  it('links e-mail addresses and web addresses without trailing punctuation', () => {
    const text =
      'Write to support@prompttee.example. See https://ec.europa.eu/consumers/odr, (https://www.aki.ee).';
    const segments = splitInlineLinks(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.kind !== 'text')).toEqual([
      { kind: 'email', text: 'support@prompttee.example', href: 'mailto:support@prompttee.example' },
      { kind: 'url', text: 'https://ec.europa.eu/consumers/odr', href: 'https://ec.europa.eu/consumers/odr' },
      { kind: 'url', text: 'https://www.aki.ee', href: 'https://www.aki.ee' },
    ]);
  });

  it('returns plain text untouched', () => {
    expect(splitInlineLinks('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });
});
