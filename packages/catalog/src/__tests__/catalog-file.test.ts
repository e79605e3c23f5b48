import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogSchema } from '@prompttee/domain/catalog';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../scripts/build-catalog';
import { DEFAULT_PLACEMENT, TEE_PRINT_AREA } from '@prompttee/domain/placement';
import { OVERWEIGHT_CENTS, SHIPPING_TABLE } from '@prompttee/domain/shipping';
import { toMinorUnits } from '@prompttee/domain/money';
import { CURRENCIES, printAreasOf } from '@prompttee/domain';
import {
  catalogFilePath,
  catalogPublicDir,
  designBoxOnMockup,
  DISPLACEMENT_ENCODING,
  fabricLayerFrame,
  MOCKUP_SIZE,
  mockupLayerUrls,
  PRINT_AREA,
  PRINT_AREAS_ON_MOCKUP,
  printAreaOnMockup,
  TEE_PRINT_AREA_ON_MOCKUP,
  producerProductUid,
  readCatalogFile,
  readProducerMap,
} from '../index';

const catalog = readCatalogFile();
const sizeNames = ['Extra Small', 'Small', 'Medium', 'Large', 'Extra Large', '2X Large', '3X Large'];

describe('catalog.json', () => {
  it('is what build-catalog.ts writes from catalog-source.ts (regenerate after editing the source)', () => {
    expect(catalog).toEqual(buildCatalog().catalog);
    expect(readProducerMap()).toEqual(buildCatalog().producerMap);
  });

  it('passes the strict catalog schema of the domain package', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
  });

  it('sells the two tees, each in 8+ colours with white, in XS to 3XL, beside five more products', () => {
    expect(catalog.products.map((p) => p.product_id)).toEqual([
      'classic-tee',
      'premium-organic-tee',
      'hoodie',
      'crewneck-sweatshirt',
      'long-sleeve-tee',
      'kids-tee',
      'tote-bag',
    ]);
    for (const product of catalog.products.slice(0, 2)) {
      expect(product.options.color.length).toBeGreaterThanOrEqual(8);
      expect(product.options.color.find((c) => c.code === 'WHI')?.name).toBe('White');
      expect(product.options.size.map((s) => s.name)).toEqual(sizeNames);
    }
    const priceOf = (sku: string) =>
      catalog.products.flatMap((p) => p.variants).find((v) => v.sku === sku)?.price;
    expect(priceOf('CLS-WHI-M')).toBe(24.99);
    expect(priceOf('PRM-WHI-M')).toBe(32.99);
  });

  it('sells each new product in its own sizes and 4-8 colours, at a round price in every currency', () => {
    const sizesOf = (id: string) =>
      catalog.products.find((p) => p.product_id === id)?.options.size.map((s) => s.code);
    expect(sizesOf('hoodie')).toEqual(['S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(sizesOf('long-sleeve-tee')).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(sizesOf('kids-tee')).toEqual(['3-4', '5-6', '7-8', '9-11', '12-14']);
    expect(catalog.products.find((p) => p.product_id === 'tote-bag')?.options.size).toEqual([
      { code: 'OS', name: 'One size' },
    ]);
    const euros = {
      hoodie: 44.99,
      'crewneck-sweatshirt': 39.99,
      'long-sleeve-tee': 29.99,
      'kids-tee': 19.99,
    };
    for (const product of catalog.products.slice(2)) {
      expect(product.options.color.length, product.product_id).toBeGreaterThanOrEqual(4);
      expect(product.options.color.length, product.product_id).toBeLessThanOrEqual(8);
      const first = product.variants[0]!;
      expect(first.price).toBe(euros[product.product_id as keyof typeof euros] ?? 17.99);
      for (const variant of product.variants) {
        expect(Object.keys(variant.prices ?? {}).sort(), variant.sku).toEqual([...CURRENCIES].sort());
        expect(Number.isInteger(variant.prices?.HUF), variant.sku).toBe(true);
      }
      expect(product.safety?.warnings.length, product.product_id).toBeGreaterThanOrEqual(2);
      for (const key of ['manufacturer', 'address', 'email', 'identifier', 'material', 'care'] as const)
        expect(product.safety?.[key], `${product.product_id} ${key}`).toMatch(/\S/);
    }
    const hoodie = catalog.products.find((p) => p.product_id === 'hoodie')!;
    expect(hoodie.safety?.warnings.join(' ')).toMatch(/drawcords.*EN 14682/);
    const tote = catalog.products.find((p) => p.product_id === 'tote-bag')!;
    expect(tote.safety?.care).not.toBe(hoodie.safety?.care);
    expect(tote.variants.map((v) => v.sku)).toEqual([
      'TOT-NAT-OS',
      'TOT-BLK-OS',
      'TOT-NAV-OS',
      'TOT-RED-OS',
      'TOT-FOR-OS',
    ]);
  });

  it('sets a round price in each of the seven currencies, the euro one also as `price`', () => {
    const variants = catalog.products.flatMap((p) => p.variants);
    const pricesOf = (sku: string) => variants.find((v) => v.sku === sku)?.prices;
    expect(pricesOf('CLS-WHI-M')).toEqual({
      EUR: 24.99,
      SEK: 279,
      PLN: 109,
      CZK: 629,
      DKK: 189,
      HUF: 9990,
      RON: 125,
    });
    expect(pricesOf('PRM-NAT-3XL')).toEqual({
      EUR: 34.99,
      SEK: 389,
      PLN: 154,
      CZK: 879,
      DKK: 264,
      HUF: 13780,
      RON: 175,
    });
    for (const variant of variants)
      expect([variant.sku, variant.prices?.EUR]).toEqual([variant.sku, variant.price]);
  });

  it("ships at the spec's euro table and a round price in each other currency", () => {
    const rates = catalog.shipping?.rates ?? [];
    const euroTable = rates.map((r) => [r.max_weight, toMinorUnits(r.prices.EUR ?? -1, 'EUR')]);
    expect(euroTable).toEqual([...SHIPPING_TABLE.map(([w, cents]) => [w, cents]), [null, OVERWEIGHT_CENTS]]);
    expect(rates.map((r) => r.prices.HUF)).toEqual([1590, 1990, 2190, 2790, 3190, 3590, 5190]);
  });

  it('has one variant per colour and size with a unique sku and its mockups', () => {
    const skus = new Set<string>();
    for (const product of catalog.products) {
      const { color, size } = product.options;
      expect(product.variants).toHaveLength(color.length * size.length);
      for (const c of color) {
        for (const s of size) {
          const variant = product.variants.find(
            (v) => v.attributes.color === c.code && v.attributes.size === s.code,
          );
          expect(variant?.image_urls.front).toBe(
            `/catalog/mockups/${product.product_id}/${c.code}-front.webp`,
          );
          expect(variant?.image_urls.back).toBe(`/catalog/mockups/${product.product_id}/${c.code}-back.webp`);
          skus.add(variant?.sku ?? '');
        }
      }
    }
    expect(skus.size).toBe(catalog.products.reduce((n, p) => n + p.variants.length, 0));
  });

  it('points at committed 800 x 1000 WebP mockups, a close-up for every sleeve and neck label', async () => {
    for (const product of catalog.products) {
      for (const area of printAreasOf(product)) {
        for (const variant of product.variants)
          expect(variant.image_urls[area.id], area.id).toMatch(/\.webp$/);
      }
    }
    const urls = new Set(
      catalog.products.flatMap((p) => p.variants.flatMap((v) => Object.values(v.image_urls))),
    );
    for (const url of urls) {
      const file = path.join(catalogPublicDir, url);
      expect(existsSync(file), url).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', MOCKUP_SIZE.width, MOCKUP_SIZE.height]);
    }
  });
});

describe('producer map', () => {
  it('names every variant for the producer', () => {
    const map = readProducerMap();
    for (const product of catalog.products) {
      for (const variant of product.variants) {
        const uid = producerProductUid(
          map,
          product.product_id,
          variant.attributes.color,
          variant.attributes.size,
        );
        expect(uid, variant.sku).toMatch(
          /^(apparel_product_gca_[a-z-]+_gsc_[a-z-]+_gcu_(unisex|kids)_gqa_[a-z]+_gsi_[0-9a-z-]+_gco_[a-z-]+_gpr_4-4|bag_product_bsc_tote-bag_bqa_clc_bsi_std-t_bco_[a-z-]+_bpr_4-4)$/,
        );
      }
    }
    expect(producerProductUid(map, 'classic-tee', 'WHI', 'M')).toBe(
      'apparel_product_gca_t-shirt_gsc_crewneck_gcu_unisex_gqa_classic_gsi_m_gco_white_gpr_4-4',
    );
    expect(producerProductUid(map, 'classic-tee', 'XXX', 'M')).toBeUndefined();
    expect(producerProductUid(map, 'hoodie', 'BLK', 'XL')).toBe(
      'apparel_product_gca_hoodie_gsc_pullover_gcu_unisex_gqa_classic_gsi_xl_gco_black_gpr_4-4',
    );
    expect(producerProductUid(map, 'tote-bag', 'NAT', 'OS')).toBe(
      'bag_product_bsc_tote-bag_bqa_clc_bsi_std-t_bco_natural_bpr_4-4',
    );
    expect(producerProductUid(map, 'kids-tee', 'RED', '7-8')).toMatch(/_gcu_kids_.*_gsi_7-8y_gco_red_/);
  });
});

describe('PRINT_AREA', () => {
  it('is centred, 35% of the image wide and 3:4 in pixels like the print file', () => {
    expect(PRINT_AREA.left + PRINT_AREA.width / 2).toBeCloseTo(0.5);
    expect(PRINT_AREA.width).toBe(0.35);
    const px = { w: PRINT_AREA.width * MOCKUP_SIZE.width, h: PRINT_AREA.height * MOCKUP_SIZE.height };
    expect(px.w / px.h).toBeCloseTo(3 / 4);
    expect(PRINT_AREA.top + PRINT_AREA.height).toBeLessThan(0.7);
  });
});

describe('print areas on the mockups', () => {
  it('gives every product both sides, 3:4 in pixels and centred across', () => {
    for (const product of catalog.products) {
      for (const side of ['front', 'back'] as const) {
        const area = printAreaOnMockup(product.product_id, side);
        expect(PRINT_AREAS_ON_MOCKUP[product.product_id], product.product_id).toBeDefined();
        const px = { w: area.width * MOCKUP_SIZE.width, h: area.height * MOCKUP_SIZE.height };
        expect(px.w / px.h).toBeCloseTo(TEE_PRINT_AREA.widthIn / TEE_PRINT_AREA.heightIn);
        expect(area.left + area.width / 2).toBeCloseTo(0.5);
        expect(area.top + area.height).toBeLessThan(0.9);
      }
    }
  });

  it('keeps the 12 x 16 in print area in proportion on each side of the tees', () => {
    for (const area of Object.values(TEE_PRINT_AREA_ON_MOCKUP)) {
      const px = { w: area.width * MOCKUP_SIZE.width, h: area.height * MOCKUP_SIZE.height };
      expect(px.w / px.h).toBeCloseTo(TEE_PRINT_AREA.widthIn / TEE_PRINT_AREA.heightIn);
      expect(area.left + area.width / 2).toBeCloseTo(0.5);
      expect(area.top + area.height).toBeLessThan(0.7);
    }
  });

  it("puts the default placement at about 35 % of the preview's width, where PRINT_AREA is", () => {
    const box = designBoxOnMockup(TEE_PRINT_AREA_ON_MOCKUP.front, DEFAULT_PLACEMENT);
    expect(box.width).toBeCloseTo(0.35, 2);
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      expect(box[key], key).toBeCloseTo(PRINT_AREA[key], 3);
    }
  });

  it('turns placements into boxes on the image: centre, size and 3:4 in pixels', () => {
    const area = TEE_PRINT_AREA_ON_MOCKUP.back;
    const box = designBoxOnMockup(area, { x: 0, y: 1, width: 0.5, rotation: 30 });
    expect(box.left + box.width / 2).toBeCloseTo(area.left);
    expect(box.top + box.height / 2).toBeCloseTo(area.top + area.height);
    expect(box.width).toBeCloseTo(area.width / 2);
    expect((box.width * MOCKUP_SIZE.width) / (box.height * MOCKUP_SIZE.height)).toBeCloseTo(3 / 4);
    expect(box.rotation).toBe(30);
  });
});

describe('mockup layers', () => {
  // Seven products' layers, decoded whole: seconds on a busy machine.
  it('ships shading, highlight, displacement and a mask per product area, at the mockup size', async () => {
    for (const product of catalog.products) {
      for (const side of printAreasOf(product).map((area) => area.id)) {
        const urls = mockupLayerUrls(product.product_id, side);
        for (const url of Object.values(urls)) {
          const meta = await sharp(catalogFilePath(url)).metadata();
          expect([meta.format, meta.width, meta.height], url).toEqual([
            'webp',
            MOCKUP_SIZE.width,
            MOCKUP_SIZE.height,
          ]);
        }
        // Flat fabric multiplies by nearly 1 and adds no highlight at the print area's centre;
        // the displacement stays within a few pixels.
        const area = printAreaOnMockup(product.product_id, side);
        const at = {
          left: Math.round((area.left + area.width / 2) * MOCKUP_SIZE.width),
          top: Math.round((area.top + area.height / 2) * MOCKUP_SIZE.height),
          width: 1,
          height: 1,
        };
        const [shade] = await sharp(catalogFilePath(urls.shading)).extract(at).raw().toBuffer();
        expect(shade).toBeGreaterThan(170);
        // The area's centre is printable fabric, on the product and off its collar.
        const [mask] = await sharp(catalogFilePath(urls.mask)).extract(at).raw().toBuffer();
        expect(mask, `${product.product_id} ${side}`).toBeGreaterThan(200);
        const moves = await sharp(catalogFilePath(urls.displacement)).removeAlpha().raw().toBuffer();
        const limit = 8 * DISPLACEMENT_ENCODING.unitsPerPixel;
        expect(moves.every((code) => Math.abs(code - DISPLACEMENT_ENCODING.zero) <= limit)).toBe(true);
      }
    }
  }, 30_000);
});

describe('fabricLayerFrame', () => {
  it('lines the layers up with the whole mockup from inside the design box, undoing its turn', () => {
    const box = designBoxOnMockup(TEE_PRINT_AREA_ON_MOCKUP.front, {
      x: 0.3,
      y: 0.6,
      width: 0.5,
      rotation: 20,
    });
    const frame = fabricLayerFrame(box);
    const fraction = (pct: string) => Number(pct.replace('%', '')) / 100;
    // In mockup fractions: the layer starts at the image's corner and is the image's size.
    expect(box.left + fraction(frame.left) * box.width).toBeCloseTo(0);
    expect(box.top + fraction(frame.top) * box.height).toBeCloseTo(0);
    expect(fraction(frame.width) * box.width).toBeCloseTo(1);
    expect(fraction(frame.height) * box.height).toBeCloseTo(1);
    const [ox, oy] = frame.transformOrigin.split(' ').map(fraction);
    expect(ox).toBeCloseTo(box.left + box.width / 2);
    expect(oy).toBeCloseTo(box.top + box.height / 2);
    expect(frame.transform).toBe('rotate(-20deg)');
  });
});
