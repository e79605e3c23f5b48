import { useLingui } from '@lingui/react/macro';
import type { CatalogColor } from '@prompttee/domain';
import { Check } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { CATALOG_TEXTS } from '../lib/catalog-texts';

type ColorSwatchesProps = {
  colors: CatalogColor[];
  /** Colours with every size turned off: still choosable, shown struck through. */
  soldOut?: ReadonlySet<string>;
  value: string | null;
  onChange(code: string): void;
  /** Called when a swatch is pointed at or focused, so its picture can be fetched before the click. */
  onPreview?(code: string): void;
};

function lightness(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const n = Number.parseInt(full.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
/** Light colours get a darker tick so it shows on them. */
const isLight = (hex: string) => lightness(hex) > 160;
/** Black, navy, maroon...: next to nothing apart from the dark theme's card without a light edge. */
const isDark = (hex: string) => lightness(hex) < 90;

/** Round colour swatches; the colour's name is the tooltip and the accessible name (spec section 2). */
export function ColorSwatches({ colors, soldOut, value, onChange, onPreview }: ColorSwatchesProps) {
  const { t } = useLingui();
  if (colors.length === 0)
    return <p className="text-sm text-muted-foreground">{t(CATALOG_TEXTS.noColors)}</p>;
  return (
    <div role="group" aria-label={t`Color`} className="flex flex-wrap gap-2.5">
      {colors.map((color) => {
        const selected = value === color.code;
        const gone = soldOut?.has(color.code) ?? false;
        const name = color.name;
        const label = gone ? t`${name}, sold out` : name;
        return (
          // Below the swatch: above, it would cover the 'Color' label naming the chosen colour.
          <Tooltip key={color.code} content={label} side="bottom">
            <button
              type="button"
              aria-label={label}
              aria-pressed={selected}
              onClick={() => onChange(color.code)}
              onPointerEnter={() => onPreview?.(color.code)}
              onFocus={() => onPreview?.(color.code)}
              className={cn(
                'relative flex size-9 cursor-pointer items-center justify-center rounded-full border border-black/15 shadow-inner ring-offset-2 ring-offset-card transition-transform hover:scale-110 dark:border-white/20',
                isDark(color.hex) && 'dark:border-white/55',
                selected && 'ring-2 ring-primary',
              )}
              style={{ backgroundColor: color.hex }}
            >
              {gone && (
                // A diagonal across the swatch, as shops mark a colour that is gone.
                <span
                  aria-hidden
                  className="absolute inset-0 rounded-full bg-[linear-gradient(135deg,transparent_46%,var(--color-muted-foreground)_46%,var(--color-muted-foreground)_54%,transparent_54%)]"
                />
              )}
              {selected && (
                <Check
                  className={cn('size-4', isLight(color.hex) ? 'text-neutral-800' : 'text-white')}
                  strokeWidth={3}
                  aria-hidden
                />
              )}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
