import { useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import { faqItems, legalDocumentEntries } from '../content';
import { useSupportHash } from '../hooks/use-support-hash';
import { legalFactsFromConfig } from '../lib/legal-facts';
import { ContactCard } from './contact-card';
import { FaqSection } from './faq-section';
import { LegalSection } from './legal-section';

/** Support Center (spec section 2): FAQ and Legal accordions, plus how to reach us. */
export function SupportPage() {
  // useLingui re-renders the page when the language changes, and the FAQ is worded anew in it.
  const { t } = useLingui();
  const faq = faqItems(legalFactsFromConfig());
  const target = useSupportHash({
    faqItems: faq.map((item) => item.id),
    documents: legalDocumentEntries.map(({ id, sections }) => ({ id, sections })),
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <header className="mb-10 max-w-2xl">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
          <LifeBuoy className="size-3.5" aria-hidden />
          {t`We're here to help`}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t`Support Center`}</h1>
        <p className="mt-3 text-base text-muted-foreground md:text-lg">
          {t`Answers to the questions we hear most, our policies in full, and the quickest way to reach us.`}
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <FaqSection items={faq} openItem={target?.faq} />
          <LegalSection
            documents={legalDocumentEntries}
            openItem={target?.legal}
            scrollTo={target?.scrollTo}
          />
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <ContactCard />
        </aside>
      </div>
    </div>
  );
}
