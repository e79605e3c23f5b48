import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled native <select>, not a Radix Select: phones open their own picker, browsers autofill
 * it (the address form's country) and react-hook-form's `register` works on it as on an input,
 * with no listbox script on the page. `wrapperClassName` sizes it in its row.
 */
export function Select({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'select'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-card pr-9 pl-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
