import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CardFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown inside the field on the right (the card brand). */
  adornment?: ReactNode;
};

/** One labelled card input with its message underneath, wired for screen readers. */
export function CardField({ id, label, error, adornment, className, ...input }: CardFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-11 w-full rounded-md border border-input bg-card px-3 font-mono text-[15px] tracking-wide shadow-xs transition-colors placeholder:font-sans placeholder:tracking-normal placeholder:text-muted-foreground/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30',
            adornment ? 'pr-14' : undefined,
            className,
          )}
          {...input}
        />
        {adornment && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
            {adornment}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
