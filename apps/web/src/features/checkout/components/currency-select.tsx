import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, isCurrency, type Currency } from '@prompttee/domain';
import { useId } from 'react';
import { Select } from '@/components/ui/select';

type Props = {
  value: Currency;
  onChange(currency: Currency): void;
  disabled?: boolean;
};

/**
 * The currency the order is priced and paid in, beside the totals: each price is set per currency
 * in the catalogue, never converted. Options read 'SEK · Swedish krona' in the page's language.
 */
export function CurrencySelect({ value, onChange, disabled }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'currency' });
  return (
    <div className="flex items-center justify-between gap-3 text-sm" data-testid="currency-choice">
      <label htmlFor={id} className="text-muted-foreground">
        {t({ comment: 'Label of the choice of the currency the order is paid in', message: 'Currency' })}
      </label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        wrapperClassName="w-40"
        className="h-9"
        onChange={(event) => {
          if (isCurrency(event.target.value)) onChange(event.target.value);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {`${code} · ${names.of(code) ?? code}`}
          </option>
        ))}
      </Select>
    </div>
  );
}
