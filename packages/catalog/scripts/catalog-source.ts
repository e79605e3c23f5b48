/**
 * The products we sell, written once; build-catalog.ts expands them into every colour x size
 * variant of catalog.json and into producer-map.json. Edit here, then run `npm run catalog -w
 * @prompttee/catalog` and `npm run render -w @prompttee/catalog`.
 */
import type { Currency, PrintLocation } from '@prompttee/domain';
import {
  adultSizes,
  bigBlank,
  careOfPrintedCotton,
  FULL_FACE_MM,
  garmentAreas,
  producer,
  SLEEVE_MM,
  type ProductSource,
  warnings,
} from './catalog-shared';
import { moreProducts } from './catalog-more-products';

export type { Cut, ProductSource, SizeRow } from './catalog-shared';

/**
 * The shipping estimate checkout shows struck through (shipping is free), by the parcel's grams:
 * the spec's euro table, and a round price in each other currency.
 */
export const shippingRates: { maxWeight: number | null; prices: Record<Currency, number> }[] = [
  { maxWeight: 100, prices: { EUR: 3.99, SEK: 45, PLN: 17, CZK: 99, DKK: 29, HUF: 1590, RON: 20 } },
  { maxWeight: 249, prices: { EUR: 4.99, SEK: 55, PLN: 21, CZK: 125, DKK: 37, HUF: 1990, RON: 25 } },
  { maxWeight: 399, prices: { EUR: 5.49, SEK: 59, PLN: 24, CZK: 139, DKK: 41, HUF: 2190, RON: 27 } },
  { maxWeight: 499, prices: { EUR: 6.99, SEK: 79, PLN: 29, CZK: 175, DKK: 52, HUF: 2790, RON: 35 } },
  { maxWeight: 599, prices: { EUR: 7.99, SEK: 89, PLN: 35, CZK: 199, DKK: 59, HUF: 3190, RON: 40 } },
  { maxWeight: 699, prices: { EUR: 8.99, SEK: 99, PLN: 39, CZK: 225, DKK: 67, HUF: 3590, RON: 45 } },
  { maxWeight: null, prices: { EUR: 12.99, SEK: 149, PLN: 55, CZK: 325, DKK: 97, HUF: 5190, RON: 65 } },
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
    sizes: adultSizes,
    prices: { EUR: 24.99, SEK: 279, PLN: 109, CZK: 629, DKK: 189, HUF: 9990, RON: 125 },
    surcharge: { '3XL': bigBlank },
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
    printAreas: garmentAreas({ front: FULL_FACE_MM, sleeve: SLEEVE_MM, neckLabel: true }),
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
    sizes: adultSizes,
    prices: { EUR: 32.99, SEK: 369, PLN: 145, CZK: 829, DKK: 249, HUF: 12990, RON: 165 },
    surcharge: { '3XL': bigBlank },
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
    printAreas: garmentAreas({ front: FULL_FACE_MM, sleeve: SLEEVE_MM, neckLabel: true }),
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
  ...moreProducts,
];

export const mockupUrl = (productId: string, color: string, side: PrintLocation) =>
  `/catalog/mockups/${productId}/${color}-${side}.webp`;
