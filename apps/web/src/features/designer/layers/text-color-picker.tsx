import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { contrast, HEX_COLOR, paletteFor } from './text-palette';

type TextColorPickerProps = { label: string; value: string; shirtHex: string; onChange(color: string): void };

/** The colours that read on this shirt as swatches, plus any #RRGGBB typed or picked. */
export function TextColorPicker({ label, value, shirtHex, onChange }: TextColorPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [hex, setHex] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setHex(value);
  }
  const valid = HEX_COLOR.test(hex);
  const faint = valid && contrast(hex, shirtHex) < 2;
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-2">
        {paletteFor(shirtHex).map((color) => {
          const selected = color.toUpperCase() === value.toUpperCase();
          return (
            <button
              key={color}
              type="button"
              aria-label={color}
              aria-pressed={selected}
              title={color}
              onClick={() => onChange(color)}
              className={cn(
                'flex size-8 items-center justify-center rounded-full border border-black/15 ring-offset-2 ring-offset-card dark:border-white/30',
                selected && 'ring-2 ring-primary',
              )}
              style={{ backgroundColor: color }}
            >
              {selected && (
                <Check
                  className="size-3.5"
                  style={{ color: contrast(color, '#FFFFFF') > 2 ? '#fff' : '#111' }}
                  strokeWidth={3}
                  aria-hidden
                />
              )}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t`${label}: pick any colour`}
          value={valid ? hex.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-10 cursor-pointer rounded-md border border-input bg-card p-1"
        />
        <input
          aria-label={t({ comment: 'A colour typed as #RRGGBB', message: `${label} as hex` })}
          value={hex}
          maxLength={7}
          spellCheck={false}
          aria-invalid={!valid || undefined}
          onChange={(event) => {
            const next = event.target.value.trim();
            setHex(next);
            if (HEX_COLOR.test(next)) onChange(next.toUpperCase());
          }}
          className="h-9 w-28 rounded-md border border-input bg-card px-2 font-mono text-sm uppercase aria-invalid:border-destructive"
        />
        {faint && (
          <span className="text-xs text-muted-foreground">
            <Trans>Hard to see on this shirt</Trans>
          </span>
        )}
      </div>
    </div>
  );
}
