import type { ReactNode } from 'react';
import { Accordion } from '@/components/ui/accordion';
import { useOpenItem } from '../hooks/use-open-item';

/** The support page's card of items, one open at a time and closable; a deep link opens `openItem`. */
export function OneOpenAccordion({
  openItem,
  children,
}: {
  openItem: string | undefined;
  children: ReactNode;
}) {
  const open = useOpenItem(openItem);
  return (
    <Accordion
      type="single"
      collapsible
      value={open.value}
      onValueChange={open.onValueChange}
      className="rounded-lg border bg-card px-5 shadow-sm md:px-6"
    >
      {children}
    </Accordion>
  );
}
