import { useLingui } from '@lingui/react/macro';
import { RATE_CURRENCIES, type ExchangeRateDay } from '@prompttee/domain';
import { useAdminFormat } from '../lib/format';

/** Each day's rates per 1 EUR, one column per currency; an operator's rate is marked and named. */
export function ExchangeRatesTable({ days }: { days: ExchangeRateDay[] }) {
  const { t } = useLingui();
  const { locale, dateUtc } = useAdminFormat();
  if (days.length === 0) {
    return <p className="text-sm text-muted-foreground">{t`No rates in the last 30 days.`}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm" data-testid="exchange-rates">
        <caption className="sr-only">{t`Exchange rates per 1 EUR`}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">{t`Day`}</th>
            {RATE_CURRENCIES.map((code) => (
              <th key={code} scope="col" className="py-2 pr-3 text-right font-medium">
                {code}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
                {locale === 'en' ? day.date : dateUtc(day.date)}
              </th>
              {RATE_CURRENCIES.map((code) => {
                const rate = day.rates.find((r) => r.currency === code);
                const byOperator = rate?.source === 'operator';
                const who = rate?.entered_by ?? '';
                return (
                  <td key={code} className="py-2 pr-3 text-right tabular-nums">
                    {rate ? rate.rate : '–'}
                    {byOperator && (
                      <abbr
                        title={t`Entered by ${who}`}
                        className="ml-0.5 text-muted-foreground no-underline"
                      >
                        *
                      </abbr>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">{t`* entered by an operator; the others are the ECB's.`}</p>
    </div>
  );
}
