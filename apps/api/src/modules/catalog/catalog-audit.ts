import type { AdminCatalogProduct } from '@prompttee/domain';

/** The variants a change touched, before and after, as the audit log keeps them. */
export function changedVariants(before: AdminCatalogProduct, after: AdminCatalogProduct) {
  const key = (v: AdminCatalogProduct['variants'][number]) =>
    JSON.stringify({ available: v.available, prices: v.prices, sale: v.sale });
  const was = new Map(before.variants.map((v) => [v.sku, v]));
  const changed = after.variants.filter((v) => !was.has(v.sku) || key(was.get(v.sku)!) !== key(v));
  const strip = (v: AdminCatalogProduct['variants'][number]) => ({
    available: v.available,
    prices: v.prices,
    sale: v.sale && { prices: v.sale.prices, starts_at: v.sale.starts_at, ends_at: v.sale.ends_at },
  });
  return {
    before: Object.fromEntries(changed.map((v) => [v.sku, was.has(v.sku) ? strip(was.get(v.sku)!) : null])),
    after: Object.fromEntries(changed.map((v) => [v.sku, strip(v)])),
  };
}
