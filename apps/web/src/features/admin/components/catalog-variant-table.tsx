import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { eurosToCents, type AdminCatalogProduct, type AdminCatalogVariant } from '@prompttee/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from './data-table';
import { VariantEditor } from './variant-editor';

type Row = AdminCatalogVariant & { colorName: string; sizeName: string; edit: () => void };

const columns: Column<Row>[] = [
  { header: msg`SKU`, cell: (v) => <span className="font-mono text-xs">{v.sku}</span> },
  { header: msg`Colour`, cell: (v) => v.colorName, from: 'sm' },
  { header: msg`Size`, cell: (v) => v.sizeName, from: 'sm' },
  {
    header: msg`Price`,
    align: 'right',
    cell: (v, f) => (v.prices.EUR === undefined ? '' : f.money(eurosToCents(v.prices.EUR), 'EUR')),
  },
  { header: msg`State`, cell: (v) => <VariantState variant={v} />, from: 'md' },
  {
    header: msg`Edit`,
    align: 'right',
    cell: (v) => (
      <Button size="sm" variant="outline" onClick={v.edit}>
        <Trans>Edit</Trans>
        <span className="sr-only"> {v.sku}</span>
      </Button>
    ),
  },
];

function VariantState({ variant }: { variant: AdminCatalogVariant }) {
  if (!variant.available) return <Trans>Sold out</Trans>;
  if (variant.sale) return <Trans>On sale</Trans>;
  return <Trans>On</Trans>;
}

/** A product's variants with their euro price and state; the chosen one opens in the editor. */
export function CatalogVariantTable({ product }: { product: AdminCatalogProduct }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const variant = product.variants.find((v) => v.sku === editing);
  const name = product.name;
  return (
    <div className="flex flex-col gap-4">
      {variant && <VariantEditor key={variant.sku} variant={variant} onClose={() => setEditing(null)} />}
      <DataTable
        rows={product.variants.map((v) => ({
          ...v,
          colorName: product.colors.find((c) => c.code === v.color)?.name ?? v.color,
          sizeName: product.sizes.find((s) => s.code === v.size)?.name ?? v.size,
          edit: () => setEditing(v.sku),
        }))}
        columns={columns}
        rowKey={(v) => v.sku}
        empty={t`No variants.`}
        caption={t`Variants of ${name}`}
      />
    </div>
  );
}
