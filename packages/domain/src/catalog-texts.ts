import type { CatalogProduct, CatalogTranslations } from './catalog';
import type { Locale } from './locale';

/**
 * The product as a customer reading `locale` sees it: every name and safety text in that language
 * where the catalogue has it, else as the catalogue writes it in English.
 */
export function productIn<
  P extends Omit<CatalogProduct, 'variants'> & { translations?: CatalogTranslations },
>(product: P, locale: Locale): P {
  const texts = locale === 'en' ? undefined : product.translations?.[locale];
  if (!texts) return product;
  return {
    ...product,
    name: texts.name,
    options: {
      color: product.options.color.map((c) => ({ ...c, name: texts.colors[c.code] ?? c.name })),
      size: product.options.size.map((s) => ({ ...s, name: texts.sizes[s.code] ?? s.name })),
    },
    ...(product.safety && texts.safety && { safety: { ...product.safety, ...texts.safety } }),
  };
}

/** An order line's product, colour and size names in `locale`, from the product's codes. */
export function variantNamesIn(
  product: (CatalogProduct & { translations?: CatalogTranslations }) | undefined,
  color: string,
  size: string,
  locale: Locale,
): { product: string; color: string; size: string } | null {
  if (!product) return null;
  const shown = productIn(product, locale);
  return {
    product: shown.name,
    color: shown.options.color.find((c) => c.code === color)?.name ?? color,
    size: shown.options.size.find((s) => s.code === size)?.name ?? size,
  };
}
