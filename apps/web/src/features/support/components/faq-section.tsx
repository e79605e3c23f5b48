import { MessageCircleQuestion } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem } from '../content';
import { useOpenItem } from '../hooks/use-open-item';
import { Blocks } from './rich-text';
import { SectionHeading } from './section-heading';

/** The FAQ: one answer open at a time, and the open one can be closed again. */
export function FaqSection({ items, openItem }: { items: FaqItem[]; openItem?: string | undefined }) {
  const open = useOpenItem(openItem);
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
      <SectionHeading id="faq-title" icon={MessageCircleQuestion}>
        Frequently Asked Questions
      </SectionHeading>
      <Accordion
        type="single"
        collapsible
        value={open.value}
        onValueChange={open.onValueChange}
        className="rounded-lg border bg-card px-5 shadow-sm md:px-6"
      >
        {items.map((item) => (
          <AccordionItem key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent className="space-y-3 text-[0.9375rem] leading-relaxed text-foreground/80">
              <Blocks blocks={item.answer} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
