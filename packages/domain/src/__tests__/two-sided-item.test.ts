import { describe, expect, it } from 'vitest';
import { emptyCart } from '../cart';
import { createOrderBodySchema } from '../contracts/orders';
import { addCustomItemToCart, createCustomItem, toCartItem, toOrderItem } from '../custom-item';
import type { Layers } from '../layers';
import { printedSides } from '../print-location';
import { DESIGN_ID, OTHER_DESIGN_ID, tee } from './fixtures';

const design = { id: DESIGN_ID, src: '/media/design.webp' };
const white = tee.variants.find((v) => v.sku === 'TEE-WHI-M')!;
const text = (words: string) => ({
  type: 'text' as const,
  text: words,
  font: 'anton' as const,
  color: '#111111',
  x: 0.5,
  y: 0.2,
  width: 0.5,
  rotation: 0,
  arc: 0,
  align: 'center' as const,
  letter_spacing: 0,
});
const designLayer = { type: 'image' as const, design_id: DESIGN_ID, x: 0.5, y: 0.5, width: 0.8, rotation: 0 };
const bothSides: Layers = { front: [designLayer, text('Hello')], back: [text('Tallinn')] };

describe('a shirt printed on both sides', () => {
  it('is one line named by its sides, at the variant’s price', () => {
    const line = toCartItem(
      createCustomItem({ product: tee, variant: white, design, layers: bothSides, timestamp: 1 }),
    );
    expect(line).toMatchObject({ name: 'Custom (White / M) - front + back', price: 24.99 });
    expect(printedSides(line)).toEqual(['front', 'back']);
    const cart = addCustomItemToCart(addCustomItemToCart(emptyCart(), line), { ...line, id: 'again' });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('orders both sides’ layers in one item', () => {
    const line = toCartItem(createCustomItem({ product: tee, variant: white, design, layers: bothSides }));
    const body = { items: [toOrderItem(line)], shipping_address_id: OTHER_DESIGN_ID, terms_accepted: true };
    expect(createOrderBodySchema.parse(body).items[0]!.layers).toEqual(bothSides);
  });

  it('names the one side of a one-sided line, layered or not', () => {
    const back = createCustomItem({
      product: tee,
      variant: white,
      design,
      printLocation: 'back',
      layers: { back: [text('Tallinn')] },
    });
    expect(back.name).toBe('Custom (White / M) - back');
    expect(printedSides(toCartItem(back))).toEqual(['back']);
    expect(printedSides({ printLocation: 'front' })).toEqual(['front']);
  });
});
