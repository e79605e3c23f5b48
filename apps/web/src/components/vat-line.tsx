import { formatEuro, vatLine, type OrderVat } from '@prompttee/domain';
import { cn } from '@/lib/cn';

/** "incl. 19 % VAT €3.99": the VAT a total contains, shown under it wherever money is shown. */
export function VatLine({ vat, className }: { vat: OrderVat; className?: string }) {
  return (
    <span className={cn('text-xs text-muted-foreground tabular-nums', className)} data-testid="vat-line">
      {vatLine(vat, formatEuro)}
    </span>
  );
}
