import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A search box with its magnifier; `label` is both its accessible name and its placeholder. */
export function SearchInput({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <div className={cn('relative min-w-0 flex-1 sm:max-w-sm', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        className="pl-9"
        {...props}
      />
    </div>
  );
}
