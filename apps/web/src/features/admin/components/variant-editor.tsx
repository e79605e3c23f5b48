import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCIES, type AdminCatalogVariant, type PatchCatalogVariantBody } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { patchCatalogVariant } from '../api/catalog';
import { adminKey } from '../api/get-admin-data';
import { adminErrorMessage, formatDateTime } from '../lib/format';
import { PriceInputs, pricesFrom, type PriceTexts } from './price-inputs';
import { SalePeriodInputs, useSalePeriod } from './sale-period';

const asText = (prices: Record<string, number | undefined>): PriceTexts =>
  Object.fromEntries(CURRENCIES.map((c) => [c, prices[c] === undefined ? '' : String(prices[c])]));

/** One variant's usual prices and availability, and its sale: set, or ended. */
export function VariantEditor({ variant, onClose }: { variant: AdminCatalogVariant; onClose(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const client = useQueryClient();
  const [prices, setPrices] = useState(asText(variant.prices));
  const [available, setAvailable] = useState(variant.available);
  const [salePrices, setSalePrices] = useState<PriceTexts>({});
  const period = useSalePeriod();
  const save = useMutation({
    mutationFn: (body: PatchCatalogVariantBody) => patchCatalogVariant(variant.sku, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = pricesFrom(prices, (code, value) => value !== variant.prices[code]);
    save.mutate({
      ...(Object.keys(changed).length > 0 && { prices: changed }),
      ...(available !== variant.available && { available }),
    });
  };
  const startSale = (event: FormEvent) => {
    event.preventDefault();
    const sale = {
      prices: pricesFrom(salePrices),
      ...period.toBody(),
    };
    save.mutate({ sale });
  };
  const sku = variant.sku;
  const sale = variant.sale;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h4 id={`${id}-title`} className="font-semibold">
          <Trans>Variant {sku}</Trans>
        </h4>
        <Button size="sm" variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <PriceInputs idPrefix={`${id}-usual`} legend={t`Usual prices`} value={prices} onChange={setPrices} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={available}
            onChange={(e) => setAvailable(e.target.checked)}
          />
          <Trans>Available (off: shown sold out, cannot be ordered)</Trans>
        </label>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </form>
      {sale ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>
            <Trans>
              On sale from {formatDateTime(sale.starts_at, i18n.locale as 'en')} to{' '}
              {formatDateTime(sale.ends_at, i18n.locale as 'en')}
            </Trans>
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate({ sale: null })}
          >
            <Trans>End the sale</Trans>
          </Button>
        </div>
      ) : (
        <form onSubmit={startSale} className="flex flex-col gap-3">
          <PriceInputs
            idPrefix={`${id}-sale`}
            legend={t`Sale prices`}
            value={salePrices}
            onChange={setSalePrices}
          />
          <SalePeriodInputs period={period} />
          <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
            <Trans>Set the sale</Trans>
          </Button>
        </form>
      )}
      {save.isError && (
        <Alert tone="error" title={t`Error`}>
          {adminErrorMessage(save.error)}
        </Alert>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-success">
          <Trans>Saved. The shop shows it within seconds.</Trans>
        </p>
      )}
    </section>
  );
}
