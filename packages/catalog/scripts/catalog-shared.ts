/** What every product source shares: its type, the size lists and the producer's facts. */
import type { CatalogSafety, Currency, PrintLocation } from '@prompttee/domain';

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
  /** Where it prints, front first: the first printed area is in the price, each further one adds. */
  printAreas: readonly AreaSource[];
};

/** One print area: its size in millimetres (3:4, as every design) and what it adds in each currency. */
export type AreaSource = {
  id: PrintLocation;
  name: string;
  mm: readonly [number, number];
  prices: Record<Currency, number>;
};

// A back costs the most to add (a second full print), a sleeve less, the small label least.
const facePrice: Record<Currency, number> = {
  EUR: 7,
  SEK: 79,
  PLN: 29,
  CZK: 179,
  DKK: 52,
  HUF: 2790,
  RON: 35,
};
const sleevePrice: Record<Currency, number> = {
  EUR: 4,
  SEK: 45,
  PLN: 17,
  CZK: 99,
  DKK: 29,
  HUF: 1590,
  RON: 20,
};
const labelPrice: Record<Currency, number> = {
  EUR: 3,
  SEK: 35,
  PLN: 13,
  CZK: 75,
  DKK: 22,
  HUF: 1190,
  RON: 15,
};

/** 12 x 16 in, the full front or back of an adult garment. */
export const FULL_FACE_MM = [304.8, 406.4] as const;
/** 3 x 4 in down the outside of an adult short sleeve. */
export const SLEEVE_MM = [76.2, 101.6] as const;
/** 1.5 x 2 in on the upper arm of a long sleeve, which lies narrow beside the body. */
export const LONG_SLEEVE_MM = [38.1, 50.8] as const;
/** Printed inside the back neck instead of a sewn label, where the collar opening shows it. */
export const NECK_LABEL_MM = [30, 40] as const;

/** A garment's areas: front and back, and where it has them sleeves and an inside neck label. */
export function garmentAreas(options: {
  front: readonly [number, number];
  back?: readonly [number, number];
  sleeve?: readonly [number, number];
  neckLabel?: boolean;
}): AreaSource[] {
  const { front, back = front, sleeve, neckLabel = false } = options;
  return [
    { id: 'front', name: 'Front', mm: front, prices: facePrice },
    { id: 'back', name: 'Back', mm: back, prices: facePrice },
    ...(sleeve
      ? [
          { id: 'left_sleeve', name: 'Left sleeve', mm: sleeve, prices: sleevePrice } as const,
          { id: 'right_sleeve', name: 'Right sleeve', mm: sleeve, prices: sleevePrice } as const,
        ]
      : []),
    ...(neckLabel
      ? [{ id: 'neck_label', name: 'Neck label', mm: NECK_LABEL_MM, prices: labelPrice } as const]
      : []),
  ];
}

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
