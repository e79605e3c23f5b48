import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { legalFacts as facts } from '@/test/fixtures';
import { faqItems } from '../faq';
import type { Block, LegalDocument } from '../legal-facts';
import { legalDocuments } from '../legal-documents';

const blockTexts = (blocks: Block[]): string[] =>
  blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.items));
const texts = (doc: LegalDocument): string[] => [
  doc.title,
  doc.lastUpdated ?? '',
  ...blockTexts(doc.intro ?? []),
  ...doc.sections.flatMap((s) => [s.title, ...blockTexts(s.blocks)]),
];

// Worded in English first, then in Estonian, from the same builders.
const english = { documents: legalDocuments(facts), faq: faqItems(facts) };
let estonian: typeof english;

beforeAll(async () => {
  await loadCatalogues('et', ['common', 'support', 'legal']);
  await act(() => switchLocale('et'));
  estonian = { documents: legalDocuments(facts), faq: faqItems(facts) };
});
afterAll(() => act(() => switchLocale('en')));

describe('the legal documents in Estonian', () => {
  it('have the English structure: documents, sections and paragraphs, each one worded', () => {
    expect(estonian.documents.map((d) => d.title)).toEqual([
      'Müügitingimused',
      'Privaatsuspoliitika',
      'Ettevõtja andmed',
      'Piltide kasutamise kokkulepe',
    ]);
    estonian.documents.forEach((doc, i) => {
      const en = english.documents[i]!;
      expect(doc.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      const pairs = texts(doc).map((text, j) => [text, texts(en)[j]]);
      expect(pairs).toHaveLength(texts(en).length);
      // Only the seller's name, a line of its own, reads the same in both.
      const same = pairs.filter(([et, enText]) => et && et === enText).map(([et]) => et);
      expect(same).toEqual(doc.id === 'legal-notice' ? [facts.companyName] : []);
    });
  });

  it('deny the right of withdrawal as Estonian law words it, in section 8', () => {
    const terms = estonian.documents[0]!;
    expect(terms.lastUpdated).toBe('Viimati muudetud: 19.12.2024');
    const eight = terms.sections[7]!;
    expect(eight.title).toBe('8. Taganemisõigus, tagastamine ja puudused');
    expect(blockTexts(eight.blocks)[0]).toContain(
      'võlaõigusseaduse § 53 lõike 4 punkti 3 kohaselt ei ole tarbijal taganemisõigust lepingu puhul, mille esemeks on sellise asja üleandmine, mis on valmistatud tarbija esitatud nõuete järgi',
    );
  });

  it('number their clauses so that every cross-reference resolves', () => {
    const terms = estonian.documents[0]!;
    const clauses = terms.sections.flatMap((s) => blockTexts(s.blocks)).map((t) => t.split(' ')[0]);
    const references = [
      ...texts(terms)
        .join('\n')
        .matchAll(/punkt\w* (\d+\.\d+)/g),
    ].map((m) => m[1]);
    expect(references).toEqual(['3.4', '2.5', '8.4', '11.1', '1.4', '15.1']);
    for (const reference of references) expect(clauses).toContain(reference);
  });

  it('name the seller, the product safety rules and the authorities, with every placeholder filled', () => {
    const all = estonian.documents.flatMap(texts).join('\n');
    for (const phrase of [
      facts.companyRegistryCode,
      facts.companyVat,
      facts.supportEmail,
      'Üldise tooteohutuse määruse (EL) 2023/988 kohaselt',
      'Andmekaitse Inspektsioon',
      'tarbijavaidluste komisjon',
      'vähemalt 16-aastane',
      'alla 18-aastastele',
      'Harju Maakohtus',
    ]) {
      expect(all).toContain(phrase);
    }
    expect(all).not.toMatch(/[{}]|undefined|null/);
  });
});

describe('the FAQ in Estonian', () => {
  it('asks the seven questions in Estonian, with the addresses to write to', () => {
    expect(estonian.faq.map((item) => item.id)).toEqual(english.faq.map((item) => item.id));
    expect(estonian.faq[0]!.question).toBe('Kuidas oma tellimust jälgida?');
    const contact = blockTexts(estonian.faq[2]!.answer).join('\n');
    expect(contact).toContain(facts.supportEmail);
    expect(contact).toContain(facts.partnerEmail);
    expect(blockTexts(estonian.faq[1]!.answer).join('\n')).toContain('müügitingimuste punktist 8');
  });
});
