import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent } from '@/components/ui/card';
import { exchangeRatesQuery } from '../api/exchange-rates';
import { ExchangeRatesForm } from './exchange-rates-form';
import { ExchangeRatesTable } from './exchange-rates-table';
import { QueryState } from './query-state';

/**
 * /admin/exchange-rates: the rates per 1 EUR the shop keeps (the ECB's, imported daily), which
 * invoices in other currencies state their VAT in euros at; and where the import could not reach
 * the ECB, a day's rates typed in by an operator (audited).
 */
export function ExchangeRatesPage() {
  const { t } = useLingui();
  const query = useQuery(exchangeRatesQuery());
  return (
    <section aria-labelledby="exchange-rates-title" className="flex flex-col gap-4">
      <div>
        <h2 id="exchange-rates-title" className="text-lg font-semibold">
          <Trans>Exchange rates</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Units of each currency per 1 EUR. Invoices in another currency state their VAT in euros at the
            latest rate on or before their day of supply.
          </Trans>
        </p>
      </div>
      <Card>
        <CardContent className="p-4 md:p-5">
          <QueryState query={query} loading={t`Loading exchange rates...`}>
            {(data) => <ExchangeRatesTable days={data.days} />}
          </QueryState>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-4 md:p-5">
          <ExchangeRatesForm />
        </CardContent>
      </Card>
    </section>
  );
}
