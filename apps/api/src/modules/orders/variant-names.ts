import { colorsOf, sizesOf, type Catalog } from '@prompttee/domain';

export type VariantNames = { productName: string; colorName: string; sizeName: string };
export type DescribeVariant = (sku: string) => VariantNames | undefined;

// The catalog is read once at start-up and never changes: its names are indexed once per catalog.
const indexed = new WeakMap<Catalog, DescribeVariant>();

/** sku -> the names a customer reads ('Classic Tee', 'White', 'Medium'), built once per catalog. */
export function variantNamesFrom(catalog: Catalog): DescribeVariant {
  let describe = indexed.get(catalog);
  if (!describe) {
    describe = indexVariantNames(catalog);
    indexed.set(catalog, describe);
  }
  return describe;
}

function indexVariantNames(catalog: Catalog): DescribeVariant {
  const bySku = new Map<string, VariantNames>();
  for (const product of catalog.products) {
    const colors = new Map(colorsOf(product).map((c) => [c.code, c.name]));
    const sizes = new Map(sizesOf(product).map((s) => [s.code, s.name]));
    for (const variant of product.variants) {
      const { color, size } = variant.attributes;
      bySku.set(variant.sku, {
        productName: product.name,
        colorName: colors.get(color) ?? color,
        sizeName: sizes.get(size) ?? size,
      });
    }
  }
  return (sku) => bySku.get(sku);
}
