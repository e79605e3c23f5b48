import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { legalFacts } from '@/test/fixtures';
import { legalDocuments } from '../legal-documents';
import { legalDocumentEntries } from '../legal-index';

const facts = legalFacts;

describe('the Legal accordion before a document is opened', () => {
  const documents = legalDocuments(facts);

  it('names each document as its full text does: title, date or size, section ids', () => {
    expect(
      legalDocumentEntries.map(({ id, title, summary, sections }) => ({
        id,
        title: i18n._(title),
        summary: summary('en'),
        sections,
      })),
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
    const builders = await Promise.all(legalDocumentEntries.map((entry) => entry.load()));
    expect(builders.map((build) => build(facts, 'en'))).toEqual(documents);
  });
});
