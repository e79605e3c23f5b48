import { useLingui } from '@lingui/react/macro';
import type { OrderVat } from '@prompttee/domain';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';

type Props = {
  vat: OrderVat;
  /** The currency of the order the VAT belongs to (ISO 4217); euros when not given. */
  currency?: string | undefined;
  className?: string;
};

/** "incl. 19 % VAT €3.99": the VAT a total contains, shown under it wherever money is shown. */
export function VatLine({ vat, currency, className }: Props) {
  const { t } = useLingui();
  const { money, locale } = useFormat();
  // Rates can have decimals (Finland's 25.5 %), written as the language writes them.
  const rate = new Intl.NumberFormat(locale).format(vat.rate_percent);
  const amount = money(vat.amount, currency);
  return (
    <span className={cn('text-xs text-muted-foreground tabular-nums', className)} data-testid="vat-line">
      {t({
        comment: 'The VAT a total contains: its rate and amount',
        message: `incl. ${rate} % VAT ${amount}`,
      })}
    </span>
  );
}
