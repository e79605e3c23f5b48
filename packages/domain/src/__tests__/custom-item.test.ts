import { describe, expect, it } from 'vitest';
import { emptyCart } from '../cart';
import { createOrderBodySchema } from '../contracts/orders';
import {
  addCustomItemToCart,
  createCustomItem,
  CUSTOM_ITEM_ERROR,
  toCartItem,
  toOrderItem,
} from '../custom-item';
import { DEFAULT_PLACEMENT, PLACEMENT_PRESETS, type Placement } from '../placement';
import { DESIGN_ID, OTHER_DESIGN_ID, tee } from './fixtures';

const centreChest = PLACEMENT_PRESETS.find((p) => p.name === 'Centre chest')!.placement;

const design = { id: DESIGN_ID, src: '/media/design.webp' };
const white = tee.variants.find((v) => v.sku === 'TEE-WHI-M')!;
const black = tee.variants.find((v) => v.sku === 'TEE-BLK-L')!;

describe('createCustomItem', () => {
  it('builds the item with defaults: quantity 1, front', () => {
    const item = createCustomItem({ product: tee, variant: white, design, timestamp: 1700000000000 });
    expect(item).toMatchObject({
      id: `TEE-WHI-M-${DESIGN_ID}-1700000000000`,
      quantity: 1,
      printLocation: 'front',
      name: 'Custom (White / M) - front',
      price: 24.99,
      image: '/img/WHI-front.webp',
    });
  });

  it('uses the chosen side, falling back to the front picture', () => {
    expect(createCustomItem({ product: tee, variant: white, design, printLocation: 'back' })).toMatchObject({
      name: 'Custom (White / M) - back',
      image: '/img/WHI-back.webp',
    });
    expect(createCustomItem({ product: tee, variant: black, design, printLocation: 'back' })).toMatchObject({
      name: 'Custom (Black / L) - back',
      image: '/img/BLK-front.webp',
      price: 26.5,
    });
  });

  it('stamps the id with the current time by default', () => {
    const item = createCustomItem({ product: tee, variant: white, design });
    expect(item.id).toMatch(new RegExp(`^TEE-WHI-M-${DESIGN_ID}-\\d{13}$`));
  });

  it('keeps the quantity at 1 or more', () => {
    expect(createCustomItem({ product: tee, variant: white, design, quantity: 0 }).quantity).toBe(1);
    expect(createCustomItem({ product: tee, variant: white, design, quantity: 3 }).quantity).toBe(3);
  });

  it('falls back to codes for colours the options do not name', () => {
    const variant = { ...white, attributes: { color: 'GRN', size: 'XS' } };
    const item = createCustomItem({ product: { ...tee, variants: [variant] }, variant, design });
    expect(item.name).toBe('Custom (GRN / XS) - front');
    expect(toCartItem(item)).toMatchObject({ colorName: 'GRN', colorHex: '#CCCCCC', sizeName: 'XS' });
  });

  it.each([
    { product: null, variant: white, design },
    { product: tee, variant: undefined, design },
    { product: tee, variant: white, design: null },
    { product: tee, variant: white, design: { id: '', src: '' } },
  ])('throws without product, variant or design', (options) => {
    expect(() => createCustomItem(options)).toThrow(CUSTOM_ITEM_ERROR);
  });
});

describe('toCartItem', () => {
  it('fills every field the designer stores', () => {
    const item = createCustomItem({ product: tee, variant: white, design, timestamp: 1 });
    expect(toCartItem(item)).toEqual({
      id: `TEE-WHI-M-${DESIGN_ID}-1`,
      price: 24.99,
      quantity: 1,
      name: 'Custom (White / M) - front',
      productId: 'classic-tee',
      sku: 'TEE-WHI-M',
      sizeCode: 'M',
      sizeName: 'Medium',
      colorCode: 'WHI',
      colorName: 'White',
      colorHex: '#FFFFFF',
      image: '/img/WHI-front.webp',
      designId: DESIGN_ID,
      designSrc: '/media/design.webp',
      printLocation: 'front',
      placement: DEFAULT_PLACEMENT,
      stripePriceId: 'price_M',
    });
  });

  it('keeps the chosen placement, as a copy the designer cannot change afterwards', () => {
    const placement = { ...centreChest };
    const line = toCartItem(createCustomItem({ product: tee, variant: white, design, placement }));
    placement.x = 0.1;
    expect(line.placement).toEqual(centreChest);
  });
});

describe('addCustomItemToCart', () => {
  const line = (options: {
    variant?: typeof white;
    designId?: string;
    side?: 'front' | 'back';
    placement?: Placement;
    t: number;
  }) =>
    toCartItem(
      createCustomItem({
        product: tee,
        variant: options.variant ?? white,
        design: { id: options.designId ?? DESIGN_ID, src: '' },
        printLocation: options.side ?? 'front',
        ...(options.placement ? { placement: options.placement } : {}),
        timestamp: options.t,
      }),
    );

  it('raises the matching line by 1, else adds a line of 1', () => {
    let cart = addCustomItemToCart(emptyCart(), line({ t: 1 }));
    cart = addCustomItemToCart(cart, line({ t: 2 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: `TEE-WHI-M-${DESIGN_ID}-1`, quantity: 2 });

    cart = addCustomItemToCart(cart, line({ t: 3, side: 'back' }));
    cart = addCustomItemToCart(cart, line({ t: 4, designId: OTHER_DESIGN_ID }));
    cart = addCustomItemToCart(cart, line({ t: 5, variant: black }));
    expect(cart.items.map((i) => i.quantity)).toEqual([2, 1, 1, 1]);
  });

  it('keeps one line per placement: the same placement grows, another placement is another line', () => {
    let cart = addCustomItemToCart(emptyCart(), line({ t: 1, placement: centreChest }));
    cart = addCustomItemToCart(cart, line({ t: 2, placement: { ...centreChest } }));
    // Float noise from dragging is the same placement.
    cart = addCustomItemToCart(cart, line({ t: 3, placement: { ...centreChest, x: 0.5000000001 } }));
    cart = addCustomItemToCart(cart, line({ t: 4 }));
    cart = addCustomItemToCart(cart, line({ t: 5, placement: { ...centreChest, rotation: 10 } }));
    cart = addCustomItemToCart(cart, line({ t: 6, placement: { ...centreChest, width: 0.5 } }));
    expect(cart.items.map((i) => [i.placement, i.quantity])).toEqual([
      [centreChest, 3],
      [DEFAULT_PLACEMENT, 1],
      [{ ...centreChest, rotation: 10 }, 1],
      [{ ...centreChest, width: 0.5 }, 1],
    ]);
  });

  it('adds a new line with quantity 1 whatever the item says', () => {
    const cart = addCustomItemToCart(emptyCart(), { ...line({ t: 1 }), quantity: 5 });
    expect(cart.items[0]?.quantity).toBe(1);
  });
});

describe('order payload', () => {
  const front = toCartItem(createCustomItem({ product: tee, variant: white, design, quantity: 2 }));
  const back = toCartItem(createCustomItem({ product: tee, variant: black, design, printLocation: 'back' }));

  it('maps a cart line to the order creation item', () => {
    expect(toOrderItem(front)).toEqual({
      product_id: 'TEE-WHI-M',
      quantity: 2,
      designs: { front: DESIGN_ID },
      placements: { front: DEFAULT_PLACEMENT },
    });
    expect(toOrderItem(back)).toEqual({
      product_id: 'TEE-BLK-L',
      quantity: 1,
      designs: { back: DESIGN_ID },
      placements: { back: DEFAULT_PLACEMENT },
    });
    const body = {
      items: [front, back].map(toOrderItem),
      shipping_address_id: OTHER_DESIGN_ID,
      terms_accepted: true,
    };
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the placement keyed by the print location, next to the design, as JSON', () => {
    const placed = toCartItem(
      createCustomItem({
        product: tee,
        variant: white,
        design,
        printLocation: 'back',
        placement: { x: 0.5, y: 0.35, width: 0.6, rotation: -12.5 },
      }),
    );
    const wire = JSON.parse(JSON.stringify(toOrderItem(placed)));
    expect(wire).toEqual({
      product_id: 'TEE-WHI-M',
      quantity: 1,
      designs: { back: DESIGN_ID },
      placements: { back: { x: 0.5, y: 0.35, width: 0.6, rotation: -12.5 } },
    });
    expect(
      createOrderBodySchema.parse({
        items: [wire],
        shipping_address_id: OTHER_DESIGN_ID,
        terms_accepted: true,
      }).items[0],
    ).toEqual(wire);
  });
});

describe('a line with layers', () => {
  const layers = {
    front: [
      { type: 'image' as const, design_id: DESIGN_ID, x: 0.5, y: 0.5, width: 0.8, rotation: 0 },
      {
        type: 'text' as const,
        text: 'Hi',
        font: 'anton' as const,
        color: '#E11D48',
        x: 0.5,
        y: 0.2,
        width: 0.5,
        rotation: 0,
        arc: 90,
        align: 'center' as const,
        letter_spacing: 0,
      },
    ],
  };

  it('is another line than the same design without them, and orders as its layers alone', () => {
    const plain = toCartItem(createCustomItem({ product: tee, variant: white, design, timestamp: 1 }));
    const layered = toCartItem(
      createCustomItem({ product: tee, variant: white, design, layers, timestamp: 2 }),
    );
    const cart = addCustomItemToCart(addCustomItemToCart(emptyCart(), plain), layered);
    expect(cart.items).toHaveLength(2);
    const wire = toOrderItem(layered);
    expect(wire).toEqual({ product_id: 'TEE-WHI-M', quantity: 1, layers });
    const body = { items: [wire], shipping_address_id: OTHER_DESIGN_ID, terms_accepted: true };
    expect(createOrderBodySchema.safeParse(body).success).toBe(true);
  });
});
