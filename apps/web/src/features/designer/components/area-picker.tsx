import { useLingui } from '@lingui/react/macro';
import { printAreasOf, priceIn, type CatalogProduct, type PrintLocation } from '@prompttee/domain';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import { PRINT_AREA_NAMES } from '@/lib/print-area-names';

/**
 * Where on the product the preview shows, and the customer designs: its print areas in the
 * catalogue's order (a tee's front, back, sleeves and neck label; a tote's two faces). Under each
 * area after the front, what printing it adds to the price (the first printed area is in it).
 */
export function AreaPicker({
  product,
  value,
  onChange,
}: {
  product: CatalogProduct;
  value: PrintLocation;
  onChange(area: PrintLocation): void;
}) {
  const { t } = useLingui();
  const { money } = useFormat();
  const areas = printAreasOf(product);
  return (
    <div className="grid gap-1.5">
      <div role="group" aria-label={t`Print area`} className="flex flex-wrap gap-1.5">
        {areas.map((area, index) => {
          const extra = index > 0 ? priceIn(area, 'EUR') : undefined;
          return (
            <div key={area.id} className="flex flex-col items-center gap-0.5">
              <button
                type="button"
                aria-pressed={value === area.id}
                aria-describedby={extra?.amount ? `area-price-${area.id}` : undefined}
                onClick={() => onChange(area.id)}
                className={cn(
                  'h-10 min-w-20 cursor-pointer rounded-md border bg-card px-3 text-sm font-medium text-muted-foreground transition-colors hover:border-primary/60',
                  value === area.id &&
                    'border-primary bg-primary text-primary-foreground hover:border-primary',
                )}
              >
                {t(PRINT_AREA_NAMES[area.id])}
              </button>
              {extra && extra.amount > 0 && (
                <span id={`area-price-${area.id}`} className="text-xs text-muted-foreground tabular-nums">
                  {t({
                    comment: 'What printing one more area adds to the price',
                    message: `+${money(extra.amount)}`,
                  })}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {areas.some((area) => area.price > 0) && (
        <p className="text-xs text-muted-foreground">
          {t`The first area you print is in the price; each further area adds its own.`}
        </p>
      )}
    </div>
  );
}
