import { productIn, variantNamesIn } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../build-catalog';

const { catalog } = buildCatalog();

describe('the catalogue in Estonian', () => {
  it('names every product, colour and size, and words every safety text', () => {
    for (const product of catalog.products) {
      const et = product.translations?.et;
      expect(et?.name, product.product_id).toMatch(/\S/);
      for (const { code } of product.options.color)
        expect(et?.colors[code], `${product.product_id} ${code}`).toMatch(/\S/);
      for (const { code } of product.options.size)
        expect(et?.sizes[code], `${product.product_id} ${code}`).toMatch(/\S/);
      expect(et?.safety?.warnings).toHaveLength(product.safety?.warnings.length ?? 0);
    }
  });

  it('names the new products as an Estonian shop does, the kids’ sizes by age', () => {
    const et = (id: string) => catalog.products.find((p) => p.product_id === id)?.translations?.et;
    expect(et('hoodie')?.name).toBe('Kapuutsiga pusa');
    expect(et('crewneck-sweatshirt')?.name).toBe('Dressipluus');
    expect(et('long-sleeve-tee')?.name).toBe('Pikkade varrukatega T-särk');
    expect(et('kids-tee')?.name).toBe('Laste T-särk');
    expect(et('kids-tee')?.sizes['7-8']).toBe('7–8 aastat');
    expect(et('tote-bag')?.name).toBe('Riidest kott');
    expect(et('tote-bag')?.sizes.OS).toBe('Üks suurus');
    expect(et('hoodie')?.safety?.warnings.at(-1)).toMatch(/paelad.*EN 14682/);
  });

  it('shows a product in the reader’s language, codes and prices unchanged', () => {
    const tee = catalog.products.find((p) => p.product_id === 'classic-tee')!;
    const shown = productIn(tee, 'et');
    expect(shown.name).toBe('Klassikaline unisex T-särk');
    expect(shown.options.color.find((c) => c.code === 'BLK')).toEqual({
      code: 'BLK',
      name: 'Must',
      hex: '#1C1C1E',
    });
    expect(shown.variants).toBe(tee.variants);
    expect(shown.safety?.manufacturer).toBe(tee.safety?.manufacturer);
    expect(shown.safety?.care).toMatch(/^Masinpesu pahempidi 30 °C/);
    expect(productIn(tee, 'en')).toBe(tee);
    expect(variantNamesIn(tee, 'HGR', 'M', 'et')).toEqual({
      product: 'Klassikaline unisex T-särk',
      color: 'Hallmeleež',
      size: 'Keskmine (M)',
    });
    expect(variantNamesIn(tee, 'HGR', 'M', 'en')).toEqual({
      product: 'Classic Unisex T-Shirt',
      color: 'Heather Grey',
      size: 'Medium',
    });
  });
});
