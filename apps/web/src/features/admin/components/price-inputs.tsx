import { CURRENCIES, type Currency } from '@prompttee/domain';
import { Input, Label } from '@/components/ui/input';

export type PriceTexts = Partial<Record<Currency, string>>;

/**
 * The prices typed, as numbers; a comma is read as the decimal point (Estonians write 24,99).
 * Blank ones are left out, and so are those `keep` refuses.
 */
export function pricesFrom(
  texts: PriceTexts,
  keep: (code: Currency, value: number) => boolean = () => true,
): Partial<Record<Currency, number>> {
  const out: Partial<Record<Currency, number>> = {};
  for (const code of CURRENCIES) {
    const text = texts[code]?.trim().replace(',', '.');
    if (!text) continue;
    const value = Number(text);
    if (keep(code, value)) out[code] = value;
  }
  return out;
}

/** One input per currency the shop sells in. */
export function PriceInputs({
  idPrefix,
  legend,
  value,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  value: PriceTexts;
  onChange(next: PriceTexts): void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {CURRENCIES.map((code) => (
          <div key={code} className="flex flex-col gap-1">
            <Label htmlFor={`${idPrefix}-${code}`}>{code}</Label>
            <Input
              id={`${idPrefix}-${code}`}
              inputMode="decimal"
              autoComplete="off"
              value={value[code] ?? ''}
              onChange={(e) => onChange({ ...value, [code]: e.target.value })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
