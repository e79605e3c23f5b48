import { useLingui } from '@lingui/react/macro';
import { FileText, Image, Landmark, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { useFormat } from '@/i18n/use-format';
import type { LegalDocumentEntry } from '../content';
import { loadLegalDocument } from '../hooks/use-legal-document';
import { LegalDocumentPanel } from './legal-document-panel';
import { OneOpenAccordion } from './one-open-accordion';
import { SectionHeading } from './section-heading';

const icons: Record<string, LucideIcon> = {
  terms: FileText,
  privacy: ShieldCheck,
  'legal-notice': Landmark,
  'image-permission': Image,
};

/**
 * The Legal accordion: each document opens in full, one at a time. Its text loads when it is
 * opened, or as the pointer or focus comes to its title.
 */
export function LegalSection({
  documents,
  openItem,
  scrollTo,
}: {
  documents: LegalDocumentEntry[];
  openItem?: string | undefined;
  /** Where a deep link into the open document points. */
  scrollTo?: string | undefined;
}) {
  const { t } = useLingui();
  const { locale } = useFormat();
  return (
    <section id="legal" aria-labelledby="legal-title" className="scroll-mt-24">
      <SectionHeading id="legal-title" icon={Scale}>
        {t({ comment: 'Heading of the legal documents of the Support Center', message: 'Legal' })}
      </SectionHeading>
      <OneOpenAccordion openItem={openItem}>
        {documents.map((document) => {
          const Icon = icons[document.id] ?? FileText;
          const prefetch = () => void loadLegalDocument(document).catch(() => {});
          return (
            <AccordionItem key={document.id} value={document.id} id={document.id} className="scroll-mt-24">
              <AccordionTrigger className="py-5" onPointerEnter={prefetch} onFocus={prefetch}>
                <span className="flex min-w-0 items-center gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-base font-semibold">{t(document.title)}</span>
                    <span className="block text-xs font-normal text-muted-foreground">
                      {document.summary(locale)}
                    </span>
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent animated={false} className="pt-2 pb-8">
                <LegalDocumentPanel
                  entry={document}
                  scrollTo={openItem === document.id ? scrollTo : undefined}
                />
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </OneOpenAccordion>
    </section>
  );
}
