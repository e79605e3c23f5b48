import {
  catalogColorSchema,
  catalogPricesSchema,
  catalogPrintAreaSchema,
  catalogProductSchema,
  catalogProductTextsSchema,
  catalogSafetySchema,
  catalogSaleSchema,
  catalogSchema,
  catalogShippingSchema,
  catalogSizeSchema,
  catalogTranslationsSchema,
  catalogVariantSchema,
} from '../../catalog';
import { CURRENCIES } from '../../currency';
import { EXAMPLE } from './examples';
import { describeKeys, describeObject, perPrintArea, type FieldDoc } from './field-docs';

// The catalogue document (GET /catalog/catalog.json) and the console's catalogue.

const PRICE_EXAMPLES = { EUR: 24.99, SEK: 279, PLN: 109, CZK: 629, DKK: 189, HUF: 9990, RON: 125 } as const;

export const catalogPriceDocs = describeKeys(
  catalogPricesSchema,
  Object.fromEntries(
    CURRENCIES.map((c) => [
      c,
      { description: `The price in ${c}, in major units with its own decimals.`, example: PRICE_EXAMPLES[c] },
    ]),
  ) as Record<(typeof CURRENCIES)[number], FieldDoc>,
  'Currency (ISO 4217) -> price, VAT included, set in each currency (never converted).',
);

export const catalogDocs = [
  catalogPriceDocs,
  describeObject(
    catalogSchema,
    {
      products: { description: 'Every product the shop sells, with its variants.' },
      shipping: { description: "The shipping estimate's rates by parcel weight, in each currency." },
    },
    'The product catalogue customers see, as the operators keep it (prices, availability, sales).',
  ),
  describeObject(catalogProductSchema, {
    product_id: {
      description: "The product's id (an order item names a variant by its sku).",
      example: EXAMPLE.productId,
    },
    name: { description: "The product's name, in English.", example: 'Classic Unisex T-Shirt' },
    variants: { description: 'One per colour and size.' },
    options: { description: 'The colours and sizes the variants come in.' },
    safety: {
      description: 'What the EU General Product Safety Regulation has a seller show before purchase.',
    },
    translations: { description: "The product's texts in the shop's other languages, by language." },
    print_areas: {
      description:
        'Where it prints, in order: each area’s id (front, back, left_sleeve, right_sleeve, neck_label), size and added price. The first area an item prints is in the variant’s price; each further one adds its own. Absent: front and back at 12 x 16 in, both in the price.',
    },
  }),
  describeObject(catalogProductSchema.shape.options, {
    color: { description: 'The colours, in the order a picker shows them.' },
    size: { description: 'The sizes, smallest first.' },
  }),
  describeObject(catalogVariantSchema, {
    sku: { description: 'The variant, as an order item’s `product_id` names it.', example: EXAMPLE.sku },
    price: { description: 'The price in euros, VAT included (two decimals at most).', example: 24.99 },
    prices: { description: 'The price in each currency the shop sells in; `price` is the EUR one.' },
    stripe_price_id: { description: "The variant's Stripe price, or empty when it has none.", example: '' },
    attributes: { description: 'Which colour and size it is.' },
    image_urls: { description: 'Print area -> a picture of the product from that side in this colour.' },
    available: {
      description: 'False while an operator has it off: shown sold out, not ordered.',
      example: true,
    },
    sale: { description: 'A reduction running now; `price` and `prices` are then its prices.' },
  }),
  describeObject(catalogVariantSchema.shape.attributes, {
    color: { description: 'The colour code (one of `options.color`).', example: 'WHT' },
    size: { description: 'The size code (one of `options.size`).', example: 'M' },
  }),
  describeObject(
    catalogVariantSchema.shape.image_urls,
    perPrintArea(
      (area) => `The product seen from ${area} in this colour; empty when the catalogue has no picture.`,
      (area) => `/catalog/mockups/classic-tee/WHT-${area}.webp`,
    ),
  ),
  describeObject(catalogColorSchema, {
    code: { description: "The colour's code, as a variant's attributes name it.", example: 'WHT' },
    name: { description: "The colour's name, in English.", example: 'White' },
    hex: { description: 'The colour to draw a swatch with, as #RRGGBB.', example: '#FFFFFF' },
  }),
  describeObject(catalogSizeSchema, {
    code: { description: "The size's code, as a variant's attributes name it.", example: 'M' },
    name: { description: "The size's name, in English.", example: 'Medium' },
  }),
  describeObject(catalogPrintAreaSchema, {
    id: {
      description:
        'Which area: front, back, left_sleeve, right_sleeve or neck_label (the keys of `designs`, `placements` and `layers`).',
      example: 'front',
    },
    name: { description: 'The area’s name, in English.', example: 'Front' },
    width_mm: {
      description: 'The printable width in millimetres (the print file is made at 300 DPI).',
      example: 304.8,
    },
    height_mm: {
      description: 'The printable height in millimetres; every area is 3:4, as every design is.',
      example: 406.4,
    },
    price: {
      description:
        'What printing this area adds in euros, unless it is the item’s first area (then it is in the price).',
      example: 0,
    },
    prices: { description: 'The same, per currency.' },
  }),
  describeObject(catalogSaleSchema, {
    regular_prices: { description: 'The usual price per currency, to strike through.' },
    lowest_prior_prices: {
      description:
        'The lowest price of the 30 days before the reduction began, per currency, which the shop shows beside it.',
    },
    starts_at: { description: 'When the reduction began (ISO 8601).', example: '2026-11-27T00:00:00.000Z' },
    ends_at: { description: 'When it ends, excluded (ISO 8601).', example: '2026-12-01T00:00:00.000Z' },
  }),
  describeObject(catalogSafetySchema, {
    manufacturer: { description: 'Who makes the product.', example: 'Example Garments OÜ' },
    address: {
      description: "The manufacturer's postal address.",
      example: 'Tööstuse 1, 10412 Tallinn, Estonia',
    },
    email: { description: "The manufacturer's e-mail address.", example: 'safety@garments.example' },
    identifier: { description: 'How to identify the product (model, batch).', example: 'Model CLS-2026' },
    material: { description: 'What it is made of.', example: '100 % combed cotton, 180 g/m²' },
    care: {
      description: 'How to wash and care for it.',
      example: 'Machine wash at 30 °C inside out; do not iron the print.',
    },
    warnings: { description: 'Safety warnings, if any.', example: ['Keep away from fire.'] },
  }),
  describeKeys(
    catalogTranslationsSchema,
    { et: { description: 'The product’s texts in Estonian.' } },
    'Language -> the product’s texts in it (English is the product itself).',
  ),
  describeObject(catalogProductTextsSchema, {
    name: { description: "The product's name in this language.", example: 'Klassikaline unisex T-särk' },
    colors: { description: 'Colour code -> its name in this language.', example: { WHT: 'Valge' } },
    sizes: { description: 'Size code -> its name in this language.', example: { M: 'Keskmine' } },
    safety: { description: 'The safety facts’ words in this language (who makes it stays as it is).' },
  }),
  describeObject(catalogProductTextsSchema.shape.safety.def.innerType, {
    identifier: { description: 'How to identify the product, in this language.', example: 'Mudel CLS-2026' },
    material: {
      description: 'What it is made of, in this language.',
      example: '100 % kammpuuvill, 180 g/m²',
    },
    care: { description: 'How to care for it, in this language.', example: 'Pesta 30 °C juures pahempidi.' },
    warnings: { description: 'Safety warnings, in this language.', example: ['Hoida tulest eemal.'] },
  }),
  describeObject(catalogShippingSchema, {
    rates: {
      description:
        'Rates by parcel weight, lightest first; the first whose `max_weight` the parcel fits applies.',
    },
  }),
  describeObject(catalogShippingSchema.shape.rates.def.element, {
    max_weight: {
      description: 'The heaviest parcel this rate covers, in grams; null: any weight above the others.',
      example: 1000,
    },
    prices: { description: 'The shipping price per currency.' },
  }),
];
