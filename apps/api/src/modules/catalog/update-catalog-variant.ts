import {
  CURRENCIES,
  operatorText,
  type AdminCatalogProduct,
  type OperatorText,
  type PatchCatalogVariantBody,
} from '@prompttee/domain';
import { fieldError, notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { adminCatalogProduct } from './admin-catalog-view';
import { changedVariants } from './catalog-audit';
import type { VariantChange } from './catalog-repository';

type Deps = Pick<UseCaseDeps, 'catalogRepository' | 'catalogStore' | 'audit' | 'clock'>;
type AdminVariant = AdminCatalogProduct['variants'][number];

/** The operator as the console's routes identify them (checked there). */
type Operator = { id: string; email: string };

/**
 * PATCH /v1/admin/catalog/variants/{sku}: a variant's usual prices per currency, its availability,
 * and its sale (prices for a period; null ends the running one). Orders already placed keep the
 * prices they were placed at. Audited with who, when, and the variant before and after.
 */
export async function updateCatalogVariant(
  deps: Deps,
  input: { operator: Operator; sku: string; body: PatchCatalogVariantBody },
): Promise<AdminVariant> {
  const now = deps.clock.now();
  const { sku, body } = input;
  const current = await deps.catalogRepository.variant(sku);
  if (!current) throw notFound('Variant');
  const prices = { ...current.prices, ...body.prices } as Record<string, number>;
  const change: VariantChange = {
    prices: body.prices as Record<string, number> | undefined,
    available: body.available,
  };
  if (body.sale) change.sale = checkedSale(body.sale, prices, now);
  else if (body.sale === null) change.sale = null;

  const changed = await deps.catalogRepository.updateVariant(sku, change, input.operator.email, now);
  if (!changed) throw notFound('Variant');
  await deps.catalogStore.refresh();
  const view = (s: typeof changed.after) => adminCatalogProduct(s.product, s.variants, s.prices, now);
  const [before, after] = [view(changed.before), view(changed.after)];
  const variant = after.variants.find((v) => v.sku === sku)!;
  const diff = changedVariants(before, after);
  await deps.audit.record({
    actor: input.operator,
    action: 'catalog.variant.update',
    summary: `Catalogue: ${sku} ${describe(body)}`,
    summaryText: changeText(sku, body),
    detail: { sku, before: diff.before[sku] ?? null, after: diff.after[sku] ?? null },
    at: now,
  });
  return variant;
}

/** A sale's period: it must end after it starts, and in the future. */
export function salePeriod(sale: { starts_at: string; ends_at: string }, now: Date) {
  const startsAt = new Date(sale.starts_at);
  const endsAt = new Date(sale.ends_at);
  if (+endsAt <= +startsAt) throw fieldError('sale.ends_at', 'A sale must end after it starts');
  if (+endsAt <= +now) throw fieldError('sale.ends_at', 'A sale must end in the future');
  return { startsAt, endsAt };
}

/** A sale must lower every price the variant has, start before it ends, and end in the future. */
function checkedSale(
  sale: NonNullable<PatchCatalogVariantBody['sale']>,
  usual: Record<string, number>,
  now: Date,
): NonNullable<VariantChange['sale']> {
  const { startsAt, endsAt } = salePeriod(sale, now);
  const salePrices = sale.prices as Record<string, number>;
  for (const currency of CURRENCIES.filter((c) => usual[c] !== undefined)) {
    const price = usual[currency]!;
    const reduced = salePrices[currency];
    if (reduced === undefined)
      throw fieldError(`sale.prices.${currency}`, 'Set a sale price in every currency');
    if (reduced >= price)
      throw fieldError(`sale.prices.${currency}`, 'A sale price must be lower than the usual price');
  }
  for (const currency of Object.keys(salePrices)) {
    if (!(currency in usual))
      throw fieldError(`sale.prices.${currency}`, 'The variant has no price in this currency');
  }
  return { prices: salePrices, startsAt, endsAt };
}

/** The same change as a code and values, for the console to word in its language. */
function changeText(sku: string, body: PatchCatalogVariantBody): OperatorText {
  return operatorText('catalog_variant_changed', {
    sku,
    ...(body.prices ? { prices: body.prices as Record<string, number> } : {}),
    ...(body.available !== undefined ? { available: body.available } : {}),
    ...(body.sale ? { sale_starts_at: body.sale.starts_at, sale_ends_at: body.sale.ends_at } : {}),
    ...(body.sale === null ? { sale_ended: true } : {}),
  });
}

function describe(body: PatchCatalogVariantBody): string {
  const parts = [
    ...(body.prices
      ? [
          `prices ${Object.entries(body.prices)
            .map(([c, p]) => `${p} ${c}`)
            .join(', ')}`,
        ]
      : []),
    ...(body.available !== undefined ? [body.available ? 'available again' : 'sold out'] : []),
    ...(body.sale ? [`sale from ${body.sale.starts_at} to ${body.sale.ends_at}`] : []),
    ...(body.sale === null ? ['sale ended'] : []),
  ];
  return parts.join('; ');
}
