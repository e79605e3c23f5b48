/** The products beside the two tees: sweats, a long-sleeve tee, a kids' tee and a tote bag. */
import {
  adultSizes,
  bigBlank,
  careOfPrintedCotton,
  FULL_FACE_MM,
  garmentAreas,
  kidsSizes,
  oneSize,
  producer,
  type ProductSource,
  LONG_SLEEVE_MM,
  warnings,
} from './catalog-shared';

/** A kids' tee: 9 x 12 in front and back, 2.5 x 3⅓ in sleeves. */
const KIDS_FACE_MM = [228.6, 304.8] as const;
const KIDS_SLEEVE_MM = [63.5, 84.67] as const;

/** Gelato's apparel UID: garment, style, cut and quality pick the blank, {size} and {color} the variant. */
const apparelUid = (garment: string, style: string, fit: 'unisex' | 'kids') =>
  `apparel_product_gca_${garment}_gsc_${style}_gcu_${fit}_gqa_classic_gsi_{size}_gco_{color}_gpr_4-4`;

const white: [string, string, string, string] = ['WHI', 'White', '#FFFFFF', 'white'];
const black: [string, string, string, string] = ['BLK', 'Black', '#1C1C1E', 'black'];
const navy: [string, string, string, string] = ['NAV', 'Navy', '#1F2A44', 'navy'];
const grey: [string, string, string, string] = ['HGR', 'Sport Grey', '#B9B9B7', 'sport-grey'];
const red: [string, string, string, string] = ['RED', 'Red', '#C4162A', 'red'];
const forest: [string, string, string, string] = ['FOR', 'Forest Green', '#244A33', 'forest-green'];

const fleece =
  '80 % ring-spun cotton, 20 % polyester fleece, 280 g/m², brushed inside; rib cuffs and waistband 95 % cotton, 5 % elastane. Printed direct-to-garment with water-based pigment inks.';
const identifier = (name: string, model: string, sku: string) =>
  `PromptTee ${name}, model ${model}; the SKU (e.g. ${sku}) is on the care label`;

export const moreProducts: ProductSource[] = [
  {
    product_id: 'hoodie',
    name: 'Unisex Pullover Hoodie',
    skuPrefix: 'HOD',
    cut: 'hoodie',
    sizes: adultSizes.slice(1),
    prices: { EUR: 44.99, SEK: 499, PLN: 199, CZK: 1129, DKK: 339, HUF: 17990, RON: 225 },
    surcharge: { '3XL': bigBlank },
    colors: [
      white,
      black,
      navy,
      grey,
      forest,
      ['MAR', 'Maroon', '#5E1A2A', 'maroon'],
      ['SAN', 'Sand', '#D8C8A6', 'sand'],
    ],
    producerUidTemplate: apparelUid('hoodie', 'pullover', 'unisex'),
    // The front ends above the kangaroo pocket: 10 x 13⅓ in; the hood hides no label, so none.
    printAreas: garmentAreas({ front: [254, 338.67], back: FULL_FACE_MM, sleeve: LONG_SLEEVE_MM }),
    safety: {
      ...producer,
      identifier: identifier('Unisex Pullover Hoodie', 'HOD', 'HOD-BLK-M'),
      material: `${fleece} Flat cotton drawcords in the hood.`,
      care: `${careOfPrintedCotton} Tie the drawcords before washing.`,
      warnings: [
        ...warnings,
        'An adult garment: its hood has drawcords, which EN 14682 does not allow on children’s clothing. Keep the cords clear of moving parts such as bicycle wheels, doors and escalators.',
      ],
    },
  },
  {
    product_id: 'crewneck-sweatshirt',
    name: 'Crewneck Sweatshirt',
    skuPrefix: 'SWT',
    cut: 'sweatshirt',
    sizes: adultSizes.slice(1),
    prices: { EUR: 39.99, SEK: 449, PLN: 175, CZK: 999, DKK: 299, HUF: 15990, RON: 199 },
    surcharge: { '3XL': bigBlank },
    colors: [
      white,
      black,
      navy,
      grey,
      red,
      ['ROY', 'Royal Blue', '#2350A3', 'royal'],
      ['CHA', 'Charcoal', '#3C3D40', 'charcoal'],
    ],
    producerUidTemplate: apparelUid('sweatshirt', 'crewneck', 'unisex'),
    printAreas: garmentAreas({ front: FULL_FACE_MM, sleeve: LONG_SLEEVE_MM, neckLabel: true }),
    safety: {
      ...producer,
      identifier: identifier('Crewneck Sweatshirt', 'SWT', 'SWT-NAV-M'),
      material: fleece,
      care: careOfPrintedCotton,
      warnings,
    },
  },
  {
    product_id: 'long-sleeve-tee',
    name: 'Long Sleeve T-Shirt',
    skuPrefix: 'LSL',
    cut: 'longsleeve',
    sizes: adultSizes,
    prices: { EUR: 29.99, SEK: 339, PLN: 129, CZK: 749, DKK: 225, HUF: 11990, RON: 149 },
    surcharge: { '3XL': bigBlank },
    colors: [white, black, navy, grey, red, forest],
    producerUidTemplate: apparelUid('t-shirt', 'long-sleeve', 'unisex'),
    printAreas: garmentAreas({ front: FULL_FACE_MM, sleeve: LONG_SLEEVE_MM, neckLabel: true }),
    safety: {
      ...producer,
      identifier: identifier('Long Sleeve T-Shirt', 'LSL', 'LSL-WHI-M'),
      material:
        '100 % combed ring-spun cotton, single jersey, 180 g/m²; heather colours 90 % cotton, 10 % polyester; rib cuffs. Printed direct-to-garment with water-based pigment inks.',
      care: careOfPrintedCotton,
      warnings,
    },
  },
  {
    product_id: 'kids-tee',
    name: 'Kids’ T-Shirt',
    skuPrefix: 'KID',
    cut: 'kids',
    sizes: kidsSizes,
    prices: { EUR: 19.99, SEK: 225, PLN: 89, CZK: 499, DKK: 149, HUF: 7990, RON: 99 },
    surcharge: {},
    colors: [
      white,
      black,
      navy,
      grey,
      red,
      ['ROY', 'Royal Blue', '#2350A3', 'royal'],
      ['PNK', 'Pink', '#F3B9C8', 'light-pink'],
      ['YEL', 'Daisy Yellow', '#F6D34A', 'daisy'],
    ],
    producerUidTemplate: apparelUid('t-shirt', 'crewneck', 'kids'),
    printAreas: garmentAreas({ front: KIDS_FACE_MM, sleeve: KIDS_SLEEVE_MM, neckLabel: true }),
    safety: {
      ...producer,
      identifier: identifier('Kids’ T-Shirt', 'KID', 'KID-RED-7-8'),
      material:
        '100 % combed ring-spun cotton, single jersey, 160 g/m²; heather grey 90 % cotton, 10 % polyester. Printed direct-to-garment with water-based pigment inks. No cords, buttons or other small parts (EN 14682).',
      care: careOfPrintedCotton,
      warnings,
    },
  },
  {
    product_id: 'tote-bag',
    name: 'Canvas Tote Bag',
    skuPrefix: 'TOT',
    cut: 'tote',
    sizes: oneSize.map(([code, name]) => [code, name, 'std-t'] as const),
    prices: { EUR: 17.99, SEK: 199, PLN: 79, CZK: 449, DKK: 135, HUF: 6990, RON: 89 },
    surcharge: {},
    colors: [
      ['NAT', 'Natural', '#EFE7D6', 'natural'],
      ['BLK', 'Black', '#1A1A1A', 'black'],
      navy,
      red,
      forest,
    ],
    producerUidTemplate: 'bag_product_bsc_tote-bag_bqa_clc_bsi_{size}_bco_{color}_bpr_4-4',
    // Both faces of the bag, 11 x 14⅔ in under the handles' stitching.
    printAreas: garmentAreas({ front: [279.4, 372.53] }),
    safety: {
      ...producer,
      identifier: identifier('Canvas Tote Bag', 'TOT', 'TOT-NAT-OS'),
      material:
        '100 % cotton canvas, 340 g/m²; 38 x 42 cm, handles 70 cm. Printed with water-based pigment inks.',
      care: 'Spot clean, or machine wash inside out at 30 °C on a gentle cycle. Do not bleach or tumble dry. Iron inside out, never on the print. Do not dry-clean.',
      warnings: [
        'Carry at most 10 kg.',
        'Keep away from fire and open flames.',
        'Not a toy: keep the handles away from small children, who could get caught in them.',
      ],
    },
  },
];
