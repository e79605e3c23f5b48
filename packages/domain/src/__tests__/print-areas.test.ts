import { describe, expect, it } from 'vitest';
import { cartIn } from '../cart-currency';
import { catalogPrintAreaSchema, catalogProductSchema, parseCatalog } from '../catalog';
import { createCustomItem, toCartItem } from '../custom-item';
import { extraAreasPriceIn, itemPriceIn, missingAreas, printAreaSize, printAreasOf } from '../print-areas';
import type { CatalogProduct } from '../catalog';
import type { PrintLocation } from '../print-location';
import { DESIGN_ID, tee } from './fixtures';

// A product's print areas: where it prints, at what size, and what each further area adds.

const area = (id: PrintLocation, price: number, mm: [number, number] = [76.2, 101.6]) => ({
  id,
  name: id,
  width_mm: mm[0],
  height_mm: mm[1],
  price,
  prices: { EUR: price, SEK: price * 10, HUF: price * 400 },
});
const hoodie: CatalogProduct = {
  ...tee,
  variants: tee.variants.map((v) => ({ ...v, prices: { EUR: v.price, SEK: 279 } })),
  print_areas: [area('front', 7, [254, 338.67]), area('back', 7, [304.8, 406.4]), area('left_sleeve', 4)],
};
const variant = hoodie.variants[0]!;
const text = {
  type: 'text' as const,
  text: 'HI',
  font: 'anton' as const,
  color: '#111111',
  x: 0.5,
  y: 0.5,
  width: 0.5,
  rotation: 0,
  arc: 0,
  align: 'center' as const,
  letter_spacing: 0,
};

describe('print areas', () => {
  it('adds every printed area after the first, in the catalogue’s order and currency', () => {
    expect(extraAreasPriceIn(hoodie, ['front'], 'EUR')?.amount).toBe(0);
    expect(extraAreasPriceIn(hoodie, ['left_sleeve'], 'EUR')?.amount).toBe(0);
    expect(extraAreasPriceIn(hoodie, ['left_sleeve', 'front'], 'EUR')?.amount).toBe(400);
    expect(extraAreasPriceIn(hoodie, ['front', 'back', 'left_sleeve'], 'SEK')?.amount).toBe(11000);
    expect(itemPriceIn(hoodie, variant, ['front', 'left_sleeve'], 'EUR')?.amount).toBe(2499 + 400);
    // An area without a price in the currency: the item cannot be sold in it.
    expect(itemPriceIn(hoodie, variant, ['front', 'back'], 'PLN')).toBeUndefined();
  });

  it('knows which areas a product lacks, and its sizes at 300 DPI', () => {
    expect(missingAreas(hoodie, ['front', 'neck_label', 'right_sleeve'])).toEqual([
      'neck_label',
      'right_sleeve',
    ]);
    const sleeve = printAreaSize(printAreasOf(hoodie)[2]);
    expect([sleeve.widthIn, sleeve.heightIn, sleeve.dpi].map((n) => Math.round(n * 1000) / 1000)).toEqual([
      3, 4, 300,
    ]);
    // The spec's catalogue names no areas: front and back at 12 x 16 in, both in the price.
    expect(printAreasOf(tee).map((a) => [a.id, a.width_mm, a.price])).toEqual([
      ['front', 304.8, 0],
      ['back', 304.8, 0],
    ]);
  });

  it('takes only 3:4 areas, each once', () => {
    expect(catalogPrintAreaSchema.safeParse(area('back', 7, [300, 300])).success).toBe(false);
    expect(
      catalogProductSchema.safeParse({ ...hoodie, print_areas: [area('front', 0), area('front', 1)] })
        .success,
    ).toBe(false);
    // The forgiving loader drops a bad area and keeps the product.
    const loaded = parseCatalog({
      products: [{ ...hoodie, print_areas: [area('front', 0), area('back', 7, [1, 9])] }],
    });
    expect(loaded.products[0]!.print_areas!.map((a) => a.id)).toEqual(['front']);
  });

  it('prices a cart line with its sleeve in the cart and in every currency', () => {
    const line = toCartItem(
      createCustomItem({
        product: hoodie,
        variant,
        design: { id: DESIGN_ID, src: '/d.webp' },
        printLocation: 'front',
        layers: { front: [text], left_sleeve: [text] },
        timestamp: 1,
      }),
    );
    expect(line).toMatchObject({ name: 'Custom (White / S) - front + left sleeve', price: 28.99 });
    expect(cartIn({ products: [hoodie] }, [line], 'SEK')?.subtotal).toBe(27900 + 4000);
  });
});
