import type { Catalog, CatalogProduct, CatalogVariant } from '@prompttee/domain';

/** What only the catalogue file sets about a product: everything but its variants. */
export type ProductData = Omit<CatalogProduct, 'variants'>;
/** What only the file sets about a variant: everything but its prices, availability and sale. */
export type VariantData = Pick<CatalogVariant, 'sku' | 'stripe_price_id' | 'attributes' | 'image_urls'>;

/** The file's products and variants as table rows, in the file's order. */
export function seedRows(catalog: Catalog, now: Date) {
  const products = catalog.products.map((product, position) => {
    const { variants: _variants, ...data } = product;
    return { productId: product.product_id, position, available: true, data: data satisfies ProductData };
  });
  const variants = catalog.products.flatMap((product) =>
    product.variants.map((variant, position) => {
      const data: VariantData = {
        sku: variant.sku,
        stripe_price_id: variant.stripe_price_id,
        attributes: variant.attributes,
        image_urls: variant.image_urls,
      };
      return {
        sku: variant.sku,
        productId: product.product_id,
        position,
        available: variant.available ?? true,
        prices: { EUR: variant.price, ...variant.prices } as Record<string, number>,
        data,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return { products, variants };
}
