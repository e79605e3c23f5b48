import type { AdminCatalogProduct } from '@prompttee/domain';
import type { CatalogPriceRow, CatalogProductRow, CatalogVariantRow } from './catalog-repository';
import type { ProductData, VariantData } from './catalog-seed';
import { lowestPriorPrice, saleOf } from './price-history';

/** A product as the console shows it: its usual prices, availability and the sale running or next. */
export function adminCatalogProduct(
  product: CatalogProductRow,
  variants: readonly CatalogVariantRow[],
  prices: readonly CatalogPriceRow[],
  now: Date,
): AdminCatalogProduct {
  const data = product.data as ProductData;
  return {
    product_id: product.productId,
    name: data.name,
    available: product.available,
    colors: data.options.color,
    sizes: data.options.size,
    variants: variants.map((variant) => {
      const { attributes } = variant.data as VariantData;
      const history = prices.filter((row) => row.sku === variant.sku);
      const sale = saleOf(history, variant.sku, now);
      return {
        sku: variant.sku,
        color: attributes.color,
        size: attributes.size,
        available: variant.available,
        prices: variant.prices,
        sale: sale && {
          prices: sale.prices,
          starts_at: sale.startsAt.toISOString(),
          ends_at: sale.endsAt.toISOString(),
          lowest_prior_prices: Object.fromEntries(
            Object.entries(variant.prices).map(([currency, price]) => [
              currency,
              lowestPriorPrice(history, currency, sale.startsAt, price),
            ]),
          ),
        },
        updated_at: variant.updatedAt.toISOString(),
      };
    }),
  };
}
