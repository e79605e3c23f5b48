/**
 * The products we sell, written once; build-catalog.ts expands them into every colour x size
 * variant of catalog.json and into producer-map.json. Edit here, then run `npm run catalog -w
 * @prompttee/catalog` and `npm run render -w @prompttee/catalog`.
 */
import type { CatalogSafety } from '@prompttee/domain';

export type Cut = 'classic' | 'premium';

export type ProductSource = {
  product_id: string;
  name: string;
  skuPrefix: string;
  cut: Cut;
  /** Euros; sizes listed in `surcharge` cost more (bigger blanks cost the producer more). */
  price: number;
  surcharge: Partial<Record<SizeCode, number>>;
  /** [code, name, hex, producer colour name] */
  colors: [string, string, string, string][];
  producerUidTemplate: string;
  /** Product safety information (GPSR, Regulation (EU) 2023/988 article 19), shown in the designer. */
  safety: CatalogSafety;
};

export const sizes = [
  ['XS', 'Extra Small', 'xs'],
  ['S', 'Small', 's'],
  ['M', 'Medium', 'm'],
  ['L', 'Large', 'l'],
  ['XL', 'Extra Large', 'xl'],
  ['2XL', '2X Large', '2xl'],
  ['3XL', '3X Large', '3xl'],
] as const;

export type SizeCode = (typeof sizes)[number][0];

// The shirts are printed to order by one producer; the shop's company is the EU responsible person.
const producer = {
  manufacturer: 'Baltic Print Works OÜ',
  address: 'Peterburi tee 46, 11415 Tallinn, Estonia',
  email: 'product-safety@balticprintworks.example',
};
const careOfPrintedCotton =
  'Machine wash inside out at 30 °C with similar colours. Do not bleach or tumble dry. Iron inside out on low heat, never on the print. Do not dry-clean.';
const warnings = [
  'Keep away from fire and open flames.',
  'Wash before first wearing: printed garments can give off colour when new.',
];

/** Gelato's unisex crew-neck tee, 4-4 print; the quality picks the blank, {size} and {color} the variant. */
const crewneckTeeUid = (quality: 'classic' | 'organic') =>
  `apparel_product_gca_t-shirt_gsc_crewneck_gcu_unisex_gqa_${quality}_gsi_{size}_gco_{color}_gpr_4-4`;

export const products: ProductSource[] = [
  {
    product_id: 'classic-tee',
    name: 'Classic Unisex T-Shirt',
    skuPrefix: 'CLS',
    cut: 'classic',
    price: 24.99,
    surcharge: { '3XL': 2 },
    colors: [
      ['WHI', 'White', '#FFFFFF', 'white'],
      ['BLK', 'Black', '#1C1C1E', 'black'],
      ['NAV', 'Navy', '#1F2A44', 'navy'],
      ['HGR', 'Heather Grey', '#B9B9B7', 'sport-grey'],
      ['RED', 'Red', '#C4162A', 'red'],
      ['FOR', 'Forest Green', '#244A33', 'forest-green'],
      ['ROY', 'Royal Blue', '#2350A3', 'royal'],
      ['SAN', 'Sand', '#D8C8A6', 'sand'],
      ['PNK', 'Pink', '#F3B9C8', 'light-pink'],
      ['MAR', 'Maroon', '#5E1A2A', 'maroon'],
    ],
    producerUidTemplate: crewneckTeeUid('classic'),
    safety: {
      ...producer,
      identifier:
        'PromptTee Classic Unisex T-Shirt, model CLS; the SKU (e.g. CLS-WHI-M) is on the care label',
      material:
        '100 % combed ring-spun cotton, single jersey, 180 g/m²; heather colours 90 % cotton, 10 % polyester. Printed direct-to-garment with water-based pigment inks.',
      care: careOfPrintedCotton,
      warnings,
    },
  },
  {
    product_id: 'premium-organic-tee',
    name: 'Premium Organic T-Shirt',
    skuPrefix: 'PRM',
    cut: 'premium',
    price: 32.99,
    surcharge: { '3XL': 2 },
    colors: [
      ['WHI', 'White', '#FFFFFF', 'white'],
      ['NAT', 'Natural', '#EFE7D6', 'natural'],
      ['BLK', 'Black', '#1A1A1A', 'black'],
      ['NAV', 'French Navy', '#1C2740', 'french-navy'],
      ['HGR', 'Heather Grey', '#BDBDBB', 'heather-grey'],
      ['FOR', 'Forest Green', '#2A4A36', 'glazed-green'],
      ['SAG', 'Sage', '#9DAE8C', 'sage'],
      ['CLY', 'Clay', '#B8735A', 'clay'],
      ['BUR', 'Burgundy', '#6A1E2D', 'burgundy'],
    ],
    producerUidTemplate: crewneckTeeUid('organic'),
    safety: {
      ...producer,
      identifier:
        'PromptTee Premium Organic T-Shirt, model PRM; the SKU (e.g. PRM-NAT-M) is on the care label',
      material:
        '100 % organic combed cotton, single jersey, 200 g/m²; heather grey 85 % organic cotton, 15 % viscose. Printed direct-to-garment with water-based pigment inks.',
      care: careOfPrintedCotton,
      warnings,
    },
  },
];

export const mockupUrl = (productId: string, color: string, side: 'front' | 'back') =>
  `/catalog/mockups/${productId}/${color}-${side}.webp`;
