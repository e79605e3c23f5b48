import * as z from 'zod/mini';
import type { CatalogProduct } from './catalog';
import type { Locale } from './locale';

/**
 * A product's texts in another language than the spec's English: its name, its colours' and
 * sizes' names by code, and the words of its safety facts (who makes it stays as it is).
 */
export const catalogProductTextsSchema = z.object({
  name: z.string().check(z.minLength(1)),
  colors: z.record(z.string(), z.string().check(z.minLength(1))),
  sizes: z.record(z.string(), z.string().check(z.minLength(1))),
  safety: z.optional(
    z.object({
      identifier: z.string().check(z.minLength(1)),
      material: z.string().check(z.minLength(1)),
      care: z.string().check(z.minLength(1)),
      warnings: z.array(z.string().check(z.minLength(1))),
    }),
  ),
});
export type CatalogProductTexts = z.infer<typeof catalogProductTextsSchema>;

/** `catalog.json`'s `translations` of a product, by language (English is the product itself). */
export const catalogTranslationsSchema = z.partialRecord(z.enum(['et']), catalogProductTextsSchema);
export type CatalogTranslations = z.infer<typeof catalogTranslationsSchema>;

/**
 * The product as a customer reading `locale` sees it: every name and safety text in that language
 * where the catalogue has it, else as the catalogue writes it in English.
 */
export function productIn<P extends CatalogProduct & { translations?: CatalogTranslations }>(
  product: P,
  locale: Locale,
): P {
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
