import { useLingui } from '@lingui/react/macro';
import type { CatalogSize } from '@prompttee/domain';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { CATALOG_TEXTS } from '../lib/catalog-texts';

type SizePickerProps = {
  sizes: CatalogSize[];
  /** Sizes of the chosen colour the shop has turned off: still choosable, shown struck through. */
  soldOut?: ReadonlySet<string>;
  value: string | null;
  onChange(code: string): void;
};

/** Size buttons show the code; the full name is the tooltip (spec section 2). */
export function SizePicker({ sizes, soldOut, value, onChange }: SizePickerProps) {
  const { t } = useLingui();
  if (sizes.length === 0) return <p className="text-sm text-muted-foreground">{t(CATALOG_TEXTS.noSizes)}</p>;
  return (
    // Phones share the row out in columns of at least 40 px (one row at 390 px, two at 320 px).
    <div
      role="group"
      aria-label={t`Size`}
      className="grid grid-cols-[repeat(auto-fit,minmax(2.5rem,1fr))] gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
    >
      {sizes.map((size) => (
        <Tooltip key={size.code} content={soldOut?.has(size.code) ? t`${size.name}, sold out` : size.name}>
          <button
            type="button"
            aria-pressed={value === size.code}
            aria-label={soldOut?.has(size.code) ? t`${size.code}, sold out` : undefined}
            onClick={() => onChange(size.code)}
            className={cn(
              'h-10 w-full min-w-10 cursor-pointer rounded-md border bg-card px-1 text-sm sm:min-w-11 sm:px-2.5 font-semibold transition-colors hover:border-primary/60',
              soldOut?.has(size.code) && 'text-muted-foreground line-through decoration-2',
              value === size.code && 'border-primary bg-primary text-primary-foreground hover:border-primary',
            )}
          >
            {size.code}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
