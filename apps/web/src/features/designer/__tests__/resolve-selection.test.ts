import { describe, expect, it } from 'vitest';
import { previewImageOf, resolveSelection } from '../lib/resolve-selection';
import { catalog, classic, organic } from './fixtures';

const none = { productId: null, colorCode: null, sizeCode: null };

describe('resolving the product, colour, size and variant', () => {
  it('starts on the first product in White and M', () => {
    const s = resolveSelection(catalog, none);
    expect(s.product?.product_id).toBe('classic-tee');
    expect(s.color?.code).toBe('WHI');
    expect(s.size?.code).toBe('M');
    expect(s.variant?.sku).toBe('classic-tee-WHI-M');
    expect(s.error).toBeNull();
  });

  it('falls back to the first colour and size when the product has no WHI or M', () => {
    const s = resolveSelection(catalog, { ...none, productId: 'organic-tee' });
    expect(s.color?.code).toBe('SAG');
    expect(s.size?.code).toBe('XS');
    expect(s.variant?.sku).toBe('organic-tee-SAG-XS');
  });

  it('re-resolves the variant when colour or size change, keeping choices the product has', () => {
    expect(resolveSelection(catalog, { productId: null, colorCode: 'BLK', sizeCode: 'L' }).variant?.sku).toBe(
      'classic-tee-BLK-L',
    );
    // BLK does not exist on the organic shirt: its default colour instead; L does exist.
    const switched = resolveSelection(catalog, { productId: 'organic-tee', colorCode: 'BLK', sizeCode: 'L' });
    expect(switched.color?.code).toBe('SAG');
    expect(switched.variant?.sku).toBe('organic-tee-SAG-L');
  });

  it("says 'Error finding variant' for a colour and size that exist but not together", () => {
    const s = resolveSelection(catalog, { productId: 'organic-tee', colorCode: 'CLY', sizeCode: 'L' });
    expect(s.variant).toBeNull();
    expect(s.error).toBe('Error finding variant');
  });

  it('names a product that is not in the catalog, and an empty catalog', () => {
    expect(resolveSelection(catalog, { ...none, productId: 'hoodie' })).toMatchObject({
      product: null,
      error: 'Product with ID hoodie not found.',
    });
    expect(resolveSelection({ products: [] }, none).error).toBe('No products found in the catalog.');
  });

  it('lists only the colours and sizes some variant has', () => {
    const s = resolveSelection(catalog, { ...none, productId: 'organic-tee' });
    expect(s.colors.map((c) => c.code)).toEqual(['SAG', 'CLY']);
    expect(s.sizes.map((c) => c.code)).toEqual(['XS', 'L']);
  });

  it('shows the picture of the side on show, or the front when there is no back picture', () => {
    const variant = classic.variants[0]!;
    expect(previewImageOf(variant, 'back')).toBe('/m/classic-tee/WHI-back.webp');
    expect(previewImageOf({ ...variant, image_urls: { front: '/f.webp', back: '' } }, 'back')).toBe(
      '/f.webp',
    );
    expect(previewImageOf(null, 'front')).toBeNull();
    expect(organic.variants).toHaveLength(3);
  });
});
