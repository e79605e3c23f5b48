import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../legal-documents';
import type { LegalFacts } from '../legal-facts';
import { legalDocumentEntries } from '../legal-index';

const facts: LegalFacts = {
  shopName: 'PromptTee',
  companyName: 'Prompt Tee OÜ',
  companyRegistryCode: '16123456',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyVat: 'EE102345678',
  supportEmail: 'support@prompttee.example',
  partnerEmail: 'hello@prompttee.example',
  websiteUrl: 'https://prompttee.example',
};

describe('the Legal accordion before a document is opened', () => {
  const documents = legalDocuments(facts);

  it('names each document as its full text does: title, date or size, section ids', () => {
    expect(
      legalDocumentEntries.map(({ id, title, summary, sections }) => ({ id, title, summary, sections })),
    ).toEqual(
      documents.map((d) => ({
        id: d.id,
        title: d.title,
        summary: d.lastUpdated ?? `${d.sections.length} sections`,
        sections: d.sections.map((s) => s.id),
      })),
    );
  });

  it('loads each full text', async () => {
    const loaded = await Promise.all(legalDocumentEntries.map((entry) => entry.load(facts)));
    expect(loaded).toEqual(documents);
  });
});
