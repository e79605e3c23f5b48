import { Trans, useLingui } from '@lingui/react/macro';
import { RATE_CURRENCIES, tallinnDay, type PutExchangeRatesBody } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { adminKey } from '../api/get-admin-data';
import { putExchangeRates } from '../api/exchange-rates';
import { adminErrorMessage } from '../lib/format';

type Rates = Partial<Record<(typeof RATE_CURRENCIES)[number], string>>;

/**
 * A day's rates per 1 EUR, as the ECB published them, for days the import could not reach the
 * ECB. Only the currencies filled in are saved; the others keep what the day had.
 */
export function ExchangeRatesForm() {
  const { t } = useLingui();
  const id = useId();
  const client = useQueryClient();
  const today = tallinnDay(new Date());
  const [day, setDay] = useState(today);
  const [rates, setRates] = useState<Rates>({});
  const save = useMutation({
    mutationFn: () => {
      // Typed with a comma as Estonians write decimals; the API takes a point.
      const entered = Object.entries(rates).filter(([, rate]) => rate?.trim());
      const body = Object.fromEntries(entered.map(([code, rate]) => [code, rate!.trim().replace(',', '.')]));
      return putExchangeRates(day, { rates: body as PutExchangeRatesBody['rates'] });
    },
    onSuccess: async () => {
      setRates({});
      await client.invalidateQueries({ queryKey: adminKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold">
        <Trans>Enter a day's rates</Trans>
      </h3>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-day`}>{t`Day`}</Label>
        <Input
          id={`${id}-day`}
          type="date"
          max={today}
          required
          value={day}
          onChange={(e) => setDay(e.target.value)}
          className="w-44"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {RATE_CURRENCIES.map((code) => (
          <div key={code} className="flex flex-col gap-1">
            <Label htmlFor={`${id}-${code}`}>{t`${code} per 1 EUR`}</Label>
            <Input
              id={`${id}-${code}`}
              inputMode="decimal"
              autoComplete="off"
              value={rates[code] ?? ''}
              onChange={(e) => setRates({ ...rates, [code]: e.target.value })}
            />
          </div>
        ))}
      </div>
      {save.isError && (
        <Alert tone="error" title={t`Error`}>
          {adminErrorMessage(save.error)}
        </Alert>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-success">
          <Trans>Saved. Invoices waiting for these rates are issued on their next try.</Trans>
        </p>
      )}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        <Trans>Save rates</Trans>
      </Button>
    </form>
  );
}
