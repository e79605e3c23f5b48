import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = A.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof A.Item>) {
  return <A.Item className={cn('border-b last:border-b-0', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof A.Trigger>) {
  return (
    <A.Header className="flex">
      <A.Trigger
        className={cn(
          'flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-sm py-4 text-left font-medium transition-colors hover:text-primary focus-visible:outline-offset-4 [&[data-state=open]>svg:last-child]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200"
        />
      </A.Trigger>
    </A.Header>
  );
}

/**
 * The panel of an item. It slides open; `animated={false}` opens very long content (a whole legal
 * document) at once, where a height animation would only stutter.
 */
export function AccordionContent({
  className,
  children,
  animated = true,
  ...props
}: ComponentProps<typeof A.Content> & { animated?: boolean }) {
  return (
    <A.Content
      className={cn(
        'overflow-hidden text-sm',
        animated && 'data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down',
      )}
      {...props}
    >
      <div className={cn('pb-4 text-muted-foreground', className)}>{children}</div>
    </A.Content>
  );
}
