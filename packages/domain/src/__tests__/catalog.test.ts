import { describe, expect, it } from 'vitest';
import { CATALOG_ERRORS } from '../catalog-errors';
import { catalogSchema, parseCatalog } from '../catalog';
import {
  colorsOf,
  defaultColorCode,
  defaultSizeCode,
  findProduct,
  findVariant,
  findVariantBySku,
  priceCents,
  sizesOf,
} from '../catalog-queries';
import { tee } from './fixtures';

describe('parseCatalog', () => {
  it('reads a clean catalog unchanged', () => {
    const catalog = { products: [tee] };
    expect(parseCatalog(catalog)).toEqual(catalog);
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
  });

  it("keeps a product's safety information, and leaves out an incomplete one", () => {
    const safety = {
      manufacturer: 'Baltic Print Works OÜ',
      address: 'Peterburi tee 46, 11415 Tallinn, Estonia',
      email: 'safety@example.com',
      identifier: 'model CLS',
      material: '100 % cotton',
      care: 'Wash at 30 °C',
      warnings: ['Keep away from fire.'],
    };
    const { email: _, ...withoutEmail } = safety;
    const { products } = parseCatalog({
      products: [
        { ...tee, safety },
        { ...tee, product_id: 'no-email', safety: withoutEmail },
      ],
    });
    expect(products[0]!.safety).toEqual(safety);
    expect(products[1]).not.toHaveProperty('safety');
    expect(catalogSchema.safeParse({ products: [{ ...tee, safety: withoutEmail }] }).success).toBe(false);
  });

  it.each([null, undefined, 'text', 42, [], {}, { products: 'many' }, { products: {} }])(
    'throws the spec error without a products array (%j)',
    (json) => {
      expect(() => parseCatalog(json)).toThrow(new Error('Invalid catalog structure received.'));
    },
  );

  it('accepts an empty products list (the designer then says so)', () => {
    expect(parseCatalog({ products: [] })).toEqual({ products: [] });
  });

  it('skips products without product_id or variants', () => {
    const { products } = parseCatalog({
      products: [
        { name: 'No id', variants: tee.variants },
        { product_id: '', variants: tee.variants },
        { product_id: 'no-variants' },
        { product_id: 'empty-variants', variants: [] },
        { product_id: 'variants-not-array', variants: 'x' },
        null,
        'junk',
        tee,
      ],
    });
    expect(products.map((p) => p.product_id)).toEqual(['classic-tee']);
  });

  it('skips variants without sku or a usable price, and products left with none', () => {
    const { products } = parseCatalog({
      products: [
        {
          product_id: 'p1',
          variants: [
            { price: 10 },
            { sku: '', price: 10 },
            { sku: 'NO-PRICE' },
            { sku: 'BAD-PRICE', price: '12' },
            { sku: 'NEG', price: -1 },
            { sku: 'FRACTION', price: 9.999 },
            { sku: 'OK', price: 19.9 },
          ],
        },
        { product_id: 'p2', variants: [{ price: 3 }] },
      ],
    });
    expect(products).toHaveLength(1);
    expect(products[0]?.variants.map((v) => v.sku)).toEqual(['OK']);
  });

  it('fills gaps with fallbacks', () => {
    const { products } = parseCatalog({
      products: [
        {
          product_id: 'p1',
          variants: [{ sku: 'A', price: 5 }],
          options: {
            color: [
              { code: 'RED', name: 'Red' },
              { code: 'BLU', hex: 'blue' },
              { name: 'No code', hex: '#123456' },
            ],
            size: [{ code: 'XL' }, { name: 'No code' }],
          },
        },
      ],
    });
    const product = products[0];
    expect(product?.name).toBe('p1');
    expect(product?.variants[0]).toEqual({
      sku: 'A',
      price: 5,
      stripe_price_id: '',
      attributes: { color: '', size: '' },
      image_urls: { front: '', back: '' },
    });
    expect(product?.options.color).toEqual([
      { code: 'RED', name: 'Red', hex: '#CCCCCC' },
      { code: 'BLU', name: 'BLU', hex: '#CCCCCC' },
    ]);
    expect(product?.options.size).toEqual([{ code: 'XL', name: 'XL' }]);
  });

  it('survives missing options', () => {
    const product = parseCatalog({ products: [{ product_id: 'p', name: 'P', variants: tee.variants }] })
      .products[0];
    expect(product?.options).toEqual({ color: [], size: [] });
  });
});

describe('catalog queries', () => {
  const catalog = { products: [tee] };

  it('finds products and variants', () => {
    expect(findProduct(catalog, 'classic-tee')).toBe(tee);
    expect(findProduct(catalog, 'nope')).toBeUndefined();
    expect(findVariant(tee, 'BLK', 'L')?.sku).toBe('TEE-BLK-L');
    expect(findVariant(tee, 'BLK', 'XXL')).toBeUndefined();
    expect(findVariantBySku(catalog, 'TEE-WHI-S')?.product).toBe(tee);
    expect(findVariantBySku(catalog, 'TEE-RED-S')).toBeUndefined();
  });

  it('lists buyable colours and sizes in the options order', () => {
    expect(colorsOf(tee).map((c) => c.code)).toEqual(['BLK', 'WHI']);
    expect(sizesOf(tee).map((s) => s.name)).toEqual(['Small', 'Medium', 'Large']);
  });

  it('drops options no variant has and adds variant codes the options forgot', () => {
    const product = {
      ...tee,
      variants: [{ ...tee.variants[0]!, attributes: { color: 'GRN', size: 'XS' } }, tee.variants[1]!],
    };
    expect(colorsOf(product)).toEqual([
      { name: 'Black', hex: '#000000', code: 'BLK' },
      { code: 'GRN', name: 'GRN', hex: '#CCCCCC' },
    ]);
    expect(sizesOf(product)).toEqual([
      { code: 'S', name: 'Small' },
      { code: 'XS', name: 'XS' },
    ]);
  });

  it('defaults to WHI and M, else the first', () => {
    expect(defaultColorCode(tee)).toBe('WHI');
    expect(defaultSizeCode(tee)).toBe('M');
    const blackOnly = {
      ...tee,
      variants: tee.variants.filter((v) => v.attributes.color === 'BLK' && v.attributes.size !== 'M'),
    };
    expect(defaultColorCode(blackOnly)).toBe('BLK');
    expect(defaultSizeCode(blackOnly)).toBe('S');
    const bare = { ...tee, variants: [{ ...tee.variants[0]!, attributes: { color: '', size: '' } }] };
    expect(defaultColorCode(bare)).toBeUndefined();
    expect(defaultSizeCode(bare)).toBeUndefined();
  });

  it('prices a variant in cents', () => {
    expect(priceCents(tee.variants[0]!)).toBe(2499);
    expect(priceCents(tee.variants[1]!)).toBe(2650);
  });
});

describe('CATALOG_ERRORS', () => {
  it('carries the spec texts', () => {
    expect(CATALOG_ERRORS).toMatchObject({
      invalidStructure: 'Invalid catalog structure received.',
      loadFailed: 'Failed to load product catalog',
      noProducts: 'No products found in the catalog.',
      productDetailsFailed: 'Failed to load product details',
      variantNotFound: 'Error finding variant',
      noSizes: 'No sizes available for this product.',
      noColors: 'No colors available for this product.',
    });
    expect(CATALOG_ERRORS.productNotFound('abc')).toBe('Product with ID abc not found.');
  });
});
