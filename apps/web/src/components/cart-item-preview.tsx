import { MOCKUP_SIZE } from '@prompttee/catalog/print-area';
import type { CartItem, PrintLocation } from '@prompttee/domain';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useItemMockup } from '@/lib/item-mockup';
import { boxStyle, designBoxOnMockup } from '@/lib/placement-box';

/**
 * One side of a cart line on its shirt: the server's mockup (a layered side composed as it will
 * print, or the design at its placement, taking the fabric's folds and light) once it is there.
 * Meanwhile a design-only side shows the shirt photo with the design laid where the customer
 * placed it, as the designer previewed it; a layered side shows the shirt alone, since a browser
 * picture without its texts and photos would be a different shirt. `size` picks the mockup's
 * 320 px thumbnail (cart and summary lines) or its 800 px image (the checkout carousel). The
 * caller sizes it through className; the 4:5 box is the mockup's own shape, on the mockups'
 * neutral stage.
 */
export function CartItemPreview({
  item,
  side = item.printLocation,
  className,
  size = 'thumbnail',
}: {
  item: CartItem;
  side?: PrintLocation;
  className?: string;
  size?: 'thumbnail' | 'full';
}) {
  const mockup = useItemMockup(item, side);
  const layered = Boolean(item.layers?.[side]);
  const src = mockup && (size === 'full' ? mockup.mockup_url : mockup.thumbnail_url);
  const [loaded, setLoaded] = useState<string | null>(null);
  const showMockup = Boolean(src) && loaded === src;
  return (
    <div
      className={cn(
        'relative aspect-[4/5] overflow-hidden rounded-md bg-[#ecebe8] dark:bg-[#2e2e32]',
        className,
      )}
      data-testid="cart-item-preview"
      data-mockup={showMockup ? 'server' : 'browser'}
    >
      {!showMockup && item.image && side === item.printLocation && (
        <img
          src={item.image}
          alt=""
          width={MOCKUP_SIZE.width}
          height={MOCKUP_SIZE.height}
          className="size-full object-cover"
          loading="lazy"
        />
      )}
      {!showMockup && !layered && item.designSrc && (
        <img
          src={item.designSrc}
          alt=""
          loading="lazy"
          className="absolute object-contain"
          style={boxStyle(designBoxOnMockup(item.placement, item.printLocation, item.productId))}
        />
      )}
      {src && (
        <img
          key={src}
          src={src}
          alt=""
          width={MOCKUP_SIZE.width}
          height={MOCKUP_SIZE.height}
          onLoad={() => setLoaded(src)}
          className={cn('absolute inset-0 size-full object-cover', !showMockup && 'opacity-0')}
        />
      )}
    </div>
  );
}
