import { Trans } from '@lingui/react/macro';
import { MessageCircleQuestion } from 'lucide-react';
import { AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem } from '../content';
import { OneOpenAccordion } from './one-open-accordion';
import { Blocks } from './rich-text';
import { SectionHeading } from './section-heading';

/** The FAQ: one answer open at a time, and the open one can be closed again. */
export function FaqSection({ items, openItem }: { items: FaqItem[]; openItem?: string | undefined }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
      <SectionHeading id="faq-title" icon={MessageCircleQuestion}>
        <Trans>Frequently Asked Questions</Trans>
      </SectionHeading>
      <OneOpenAccordion openItem={openItem}>
        {items.map((item) => (
          <AccordionItem key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent className="space-y-3 text-[0.9375rem] leading-relaxed text-foreground/80">
              <Blocks blocks={item.answer} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </OneOpenAccordion>
    </section>
  );
}
