import { MOCKUP_SIZE } from '@prompttee/catalog/print-area';
import type { CartItem } from '@prompttee/domain';
import { cn } from '@/lib/cn';
import { boxStyle, designBoxOnMockup } from '@/lib/placement-box';

/**
 * The shirt photo with the design where the customer placed it, as the designer previewed it.
 * The caller sizes it through className; the 4:5 box is the mockup's own shape.
 */
export function CartItemPreview({ item, className }: { item: CartItem; className?: string }) {
  return (
    <div className={cn('relative aspect-[4/5] overflow-hidden rounded-md bg-muted', className)}>
      {item.image && (
        <img
          src={item.image}
          alt=""
          width={MOCKUP_SIZE.width}
          height={MOCKUP_SIZE.height}
          className="size-full object-cover"
          loading="lazy"
        />
      )}
      {item.designSrc && (
        <img
          src={item.designSrc}
          alt=""
          loading="lazy"
          className="absolute object-contain"
          style={boxStyle(designBoxOnMockup(item.placement, item.printLocation))}
        />
      )}
    </div>
  );
}
