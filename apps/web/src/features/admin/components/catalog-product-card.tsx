import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCatalogProduct, PatchCatalogProductBody } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { patchCatalogProduct } from '../api/catalog';
import { adminKey } from '../api/get-admin-data';
import { adminErrorMessage } from '../lib/format';
import { CatalogVariantTable } from './catalog-variant-table';
import { ProductSaleForm } from './product-sale-form';

const chip = (on: boolean) =>
  cn(
    'h-8 cursor-pointer rounded-full border px-3 text-sm font-medium transition-colors',
    on ? 'border-primary bg-primary/10 text-foreground' : 'text-muted-foreground line-through',
  );

/** One product: on or off, its colours and sizes on or off, and its variants. */
export function CatalogProductCard({ product }: { product: AdminCatalogProduct }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: (body: PatchCatalogProductBody) => patchCatalogProduct(product.product_id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
  // A colour or size is on while any of its variants is.
  const isOn = (key: 'color' | 'size', code: string) =>
    product.variants.some((v) => v[key] === code && v.available);
  const name = product.name;

  return (
    <Card role="region" aria-labelledby={`${id}-name`}>
      <CardContent className="flex flex-col gap-4 p-4 md:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-name`} className="text-base font-semibold">
            {name}
          </h3>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={product.available}
              disabled={change.isPending}
              onChange={(e) => change.mutate({ available: e.target.checked })}
            />
            {t`On sale in the shop`}
          </label>
        </div>
        {[
          { key: 'color' as const, field: 'colors' as const, label: t`Colours`, options: product.colors },
          { key: 'size' as const, field: 'sizes' as const, label: t`Sizes`, options: product.sizes },
        ].map(({ key, field, label, options }) => (
          <div key={key} role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
            <span className="w-16 text-sm text-muted-foreground">{label}</span>
            {options.map((option) => {
              const on = isOn(key, option.code);
              return (
                <button
                  key={option.code}
                  type="button"
                  aria-pressed={on}
                  disabled={change.isPending}
                  className={chip(on)}
                  onClick={() => change.mutate({ [field]: { [option.code]: !on } })}
                >
                  {option.name}
                </button>
              );
            })}
          </div>
        ))}
        {change.isError && (
          <Alert tone="error" title={t`Error`}>
            {adminErrorMessage(change.error)}
          </Alert>
        )}
        <button
          type="button"
          aria-expanded={open}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => setOpen(!open)}
        >
          {open ? <Trans>Hide prices</Trans> : <Trans>Prices of {name}</Trans>}
        </button>
        {open && (
          <>
            <ProductSaleForm busy={change.isPending} onChange={(body) => change.mutate(body)} />
            <CatalogVariantTable product={product} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
