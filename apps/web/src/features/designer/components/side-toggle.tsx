import { useLingui } from '@lingui/react/macro';
import { PRINT_LOCATIONS, type PrintLocation } from '@prompttee/domain';
import { cn } from '@/lib/cn';
import { SIDE_NAMES } from '../lib/placement-texts';

/** Which side of the shirt is shown, and printed. */
export function SideToggle({
  value,
  onChange,
}: {
  value: PrintLocation;
  onChange(side: PrintLocation): void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Print side`} className="inline-flex w-fit rounded-md bg-muted p-1">
      {PRINT_LOCATIONS.map((side) => (
        <button
          key={side}
          type="button"
          aria-pressed={value === side}
          onClick={() => onChange(side)}
          className={cn(
            'min-w-20 cursor-pointer rounded-sm px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
            value === side && 'bg-card text-foreground shadow-sm',
          )}
        >
          {t(SIDE_NAMES[side])}
        </button>
      ))}
    </div>
  );
}
