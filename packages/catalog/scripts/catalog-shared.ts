/** What every product source shares: its type, the size lists and the producer's facts. */
import type { CatalogSafety, Currency } from '@prompttee/domain';

/** The shape its mockups are drawn with (scripts/tshirt-shape.ts, scripts/tote-shape.ts). */
export type Cut = 'classic' | 'premium' | 'longsleeve' | 'sweatshirt' | 'hoodie' | 'kids' | 'tote';

/** [code, name, the producer's size name] */
export type SizeRow = readonly [string, string, string];

export type ProductSource = {
  product_id: string;
  name: string;
  skuPrefix: string;
  cut: Cut;
  /** The sizes it is sold in, smallest first. */
  sizes: readonly SizeRow[];
  /**
   * A round price set in each currency (not converted); sizes listed in `surcharge` cost that
   * much more in each currency (bigger blanks cost the producer more).
   */
  prices: Record<Currency, number>;
  surcharge: Partial<Record<string, Record<Currency, number>>>;
  /** [code, name, hex, producer colour name] */
  colors: [string, string, string, string][];
  producerUidTemplate: string;
  /** Product safety information (GPSR, Regulation (EU) 2023/988 article 19), shown in the designer. */
  safety: CatalogSafety;
};

export const adultSizes: readonly SizeRow[] = [
  ['XS', 'Extra Small', 'xs'],
  ['S', 'Small', 's'],
  ['M', 'Medium', 'm'],
  ['L', 'Large', 'l'],
  ['XL', 'Extra Large', 'xl'],
  ['2XL', '2X Large', '2xl'],
  ['3XL', '3X Large', '3xl'],
];

/** By age in years, as children's clothes are sold in the EU. */
export const kidsSizes: readonly SizeRow[] = [
  ['3-4', '3-4 years', '3-4y'],
  ['5-6', '5-6 years', '5-6y'],
  ['7-8', '7-8 years', '7-8y'],
  ['9-11', '9-11 years', '9-11y'],
  ['12-14', '12-14 years', '12-14y'],
];

export const oneSize: readonly SizeRow[] = [['OS', 'One size', 'one-size']];

// Printed to order by one producer; the shop's company is the EU responsible person.
export const producer = {
  manufacturer: 'Baltic Print Works OÜ',
  address: 'Peterburi tee 46, 11415 Tallinn, Estonia',
  email: 'product-safety@balticprintworks.example',
};
export const careOfPrintedCotton =
  'Machine wash inside out at 30 °C with similar colours. Do not bleach or tumble dry. Iron inside out on low heat, never on the print. Do not dry-clean.';
export const warnings = [
  'Keep away from fire and open flames.',
  'Wash before first wearing: printed garments can give off colour when new.',
];

/** What a 3XL costs more, in each currency. */
export const bigBlank: Record<Currency, number> = {
  EUR: 2,
  SEK: 20,
  PLN: 9,
  CZK: 50,
  DKK: 15,
  HUF: 790,
  RON: 10,
};
