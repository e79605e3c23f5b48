import type { Catalog, CatalogProduct, CatalogVariant } from '@prompttee/domain';
import type { CatalogPriceRow, CatalogState } from './catalog-repository';
import type { ProductData, VariantData } from './catalog-seed';
import { lowestPriorPrice, saleOf } from './price-history';

export type LiveCatalog = {
  /** Every product, those turned off included (their variants unavailable): orders and names need them. */
  catalog: Catalog;
  /** What customers see: the products that are on. */
  shown: Catalog;
  /** When a sale starts or ends next, and this catalogue stops being true. */
  validUntil: number;
};

const mapValues = (prices: Record<string, number>, f: (currency: string, price: number) => number) =>
  Object.fromEntries(Object.entries(prices).map(([currency, price]) => [currency, f(currency, price)]));

/** The catalogue as the shop sells it at `now`: the operator's prices, availability and running sales. */
export function liveCatalog(state: CatalogState, shipping: Catalog['shipping'], now: Date): LiveCatalog {
  const historyOf = new Map<string, CatalogPriceRow[]>();
  let validUntil = Number.POSITIVE_INFINITY;
  for (const row of state.prices) {
    historyOf.set(row.sku, [...(historyOf.get(row.sku) ?? []), row]);
    if (row.kind !== 'sale') continue;
    for (const edge of [row.startsAt, row.endsAt]) {
      if (edge && +edge > +now) validUntil = Math.min(validUntil, +edge);
    }
  }
  const products = state.products.map((row): CatalogProduct & { on: boolean } => {
    const data = row.data as ProductData;
    const variants = state.variants
      .filter((variant) => variant.productId === row.productId)
      .map((variant): CatalogVariant => {
        const history = historyOf.get(variant.sku) ?? [];
        const sale = saleOf(history, variant.sku, now);
        const running = sale?.running ? sale : null;
        const prices = running ? { ...variant.prices, ...running.prices } : variant.prices;
        const { stripe_price_id, ...fixed } = variant.data as VariantData;
        return {
          ...fixed,
          price: prices.EUR ?? 0,
          prices,
          // A Stripe price holds the usual amount: during a sale the adapter charges price_data.
          stripe_price_id: running ? '' : stripe_price_id,
          ...(!(row.available && variant.available) && { available: false }),
          ...(running && {
            sale: {
              regular_prices: variant.prices,
              lowest_prior_prices: mapValues(variant.prices, (currency, price) =>
                lowestPriorPrice(history, currency, running.startsAt, price),
              ),
              starts_at: running.startsAt.toISOString(),
              ends_at: running.endsAt.toISOString(),
            },
          }),
        };
      });
    return { ...data, variants, on: row.available };
  });
  const strip = ({ on: _on, ...product }: CatalogProduct & { on: boolean }) => product;
  const withShipping = (list: CatalogProduct[]): Catalog => ({
    ...(shipping && { shipping }),
    products: list,
  });
  return {
    catalog: withShipping(products.map(strip)),
    shown: withShipping(products.filter((p) => p.on && p.variants.length > 0).map(strip)),
    validUntil,
  };
}
