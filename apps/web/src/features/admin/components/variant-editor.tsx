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

const asText = (prices: Record<string, number | undefined>): PriceTexts =>
  Object.fromEntries(CURRENCIES.map((c) => [c, prices[c] === undefined ? '' : String(prices[c])]));
// <input type="datetime-local"> speaks the browser's local time without a zone.
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** One variant's usual prices and availability, and its sale: set, or ended. */
export function VariantEditor({ variant, onClose }: { variant: AdminCatalogVariant; onClose(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const client = useQueryClient();
  const [prices, setPrices] = useState(asText(variant.prices));
  const [available, setAvailable] = useState(variant.available);
  const [salePrices, setSalePrices] = useState<PriceTexts>({});
  // A week from now, as a sale usually runs; computed once, when the editor opens.
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(new Date().getTime() + 7 * 86_400_000)));
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
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
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
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t`Starts`}
              <input
                type="datetime-local"
                required
                className="h-9 rounded-md border bg-background px-2"
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t`Ends`}
              <input
                type="datetime-local"
                required
                className="h-9 rounded-md border bg-background px-2"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
              />
            </label>
          </div>
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
