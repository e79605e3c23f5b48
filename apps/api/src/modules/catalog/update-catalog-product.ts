import {
  operatorText,
  type AdminCatalogProduct,
  type OperatorText,
  type PatchCatalogProductBody,
} from '@prompttee/domain';
import { fieldError, notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { adminCatalogProduct } from './admin-catalog-view';
import { changedVariants } from './catalog-audit';
import type { ProductChange } from './catalog-repository';
import type { ProductData } from './catalog-seed';
import { salePeriod } from './update-catalog-variant';

type Deps = Pick<UseCaseDeps, 'catalogRepository' | 'catalogStore' | 'audit' | 'clock'>;

/** The operator as the console's routes identify them (checked there). */
type Operator = { id: string; email: string };

/**
 * PATCH /v1/admin/catalog/products/{product_id}: turns a product, or its colours and sizes (every
 * variant of them), on or off. A colour or size the product does not have is a 400 naming it.
 * The shop sells by the change before this answers; audited with who, when, before and after.
 */
export async function updateCatalogProduct(
  deps: Deps,
  input: { operator: Operator; productId: string; body: PatchCatalogProductBody },
): Promise<AdminCatalogProduct> {
  const now = deps.clock.now();
  const current = await deps.catalogRepository.product(input.productId);
  if (!current) throw notFound('Product');
  const { options } = current.product.data as ProductData;
  for (const [field, known] of [
    ['colors', options.color],
    ['sizes', options.size],
  ] as const) {
    for (const code of Object.keys(input.body[field] ?? {})) {
      if (!known.some((option) => option.code === code)) {
        const what = field === 'colors' ? 'colour' : 'size';
        throw fieldError(`${field}.${code}`, `${input.productId} has no ${what} ${code}`);
      }
    }
  }
  const { sale, ...flags } = input.body;
  const change: ProductChange = { ...flags };
  if (sale) change.sale = { ...salePeriod(sale, now), percentOff: sale.percent_off };
  else if (sale === null) change.sale = null;
  const changed = await deps.catalogRepository.updateProduct(
    input.productId,
    change,
    input.operator.email,
    now,
  );
  if (!changed) throw notFound('Product');
  await deps.catalogStore.refresh();
  const view = (s: typeof changed.after) => adminCatalogProduct(s.product, s.variants, s.prices, now);
  const [before, after] = [view(changed.before), view(changed.after)];
  await deps.audit.record({
    actor: input.operator,
    action: 'catalog.product.update',
    summary: `Catalogue: ${after.name} ${describe(input.body)}`,
    summaryText: changeText(after.name, input.body),
    detail: {
      product_id: input.productId,
      before: { available: before.available, variants: changedVariants(before, after).before },
      after: { available: after.available, variants: changedVariants(before, after).after },
    },
    at: now,
  });
  return after;
}

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The same change as a code and values, for the console to word in its language. */
function changeText(product: string, body: PatchCatalogProductBody): OperatorText {
  return operatorText('catalog_product_changed', {
    product,
    ...(body.available !== undefined ? { available: body.available } : {}),
    ...(body.colors ? { colors: body.colors } : {}),
    ...(body.sizes ? { sizes: body.sizes } : {}),
    ...(body.sale
      ? {
          sale_percent_off: body.sale.percent_off,
          sale_starts_at: body.sale.starts_at,
          sale_ends_at: body.sale.ends_at,
        }
      : {}),
    ...(body.sale === null ? { sales_ended: true } : {}),
  });
}

function describe(body: PatchCatalogProductBody): string {
  const parts = [
    ...(body.available !== undefined ? [`turned ${onOff(body.available)}`] : []),
    ...Object.entries(body.colors ?? {}).map(([code, on]) => `colour ${code} ${onOff(on)}`),
    ...Object.entries(body.sizes ?? {}).map(([code, on]) => `size ${code} ${onOff(on)}`),
    ...(body.sale
      ? [`${body.sale.percent_off} % off from ${body.sale.starts_at} to ${body.sale.ends_at}`]
      : []),
    ...(body.sale === null ? ['sales ended'] : []),
  ];
  return parts.join(', ');
}
