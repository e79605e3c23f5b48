import { PRINT_LOCATIONS, type PrintLocation } from '@prompttee/domain';
import { cn } from '@/lib/cn';

const label: Record<PrintLocation, string> = { front: 'Front', back: 'Back' };

/** Which side of the shirt is shown, and printed. */
export function SideToggle({
  value,
  onChange,
}: {
  value: PrintLocation;
  onChange(side: PrintLocation): void;
}) {
  return (
    <div role="group" aria-label="Print side" className="inline-flex w-fit rounded-md bg-muted p-1">
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
          {label[side]}
        </button>
      ))}
    </div>
  );
}
