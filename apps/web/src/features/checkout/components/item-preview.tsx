import type { CartItem } from '@prompttee/domain';
import { cn } from '@/lib/cn';

/** The shirt photo with the design laid over it, as the designer previewed it (about 35 % wide). */
export function ItemPreview({ item, className }: { item: CartItem; className?: string }) {
  return (
    <div className={cn('relative aspect-square overflow-hidden rounded-md bg-muted', className)}>
      {item.image && (
        <img
          src={item.image}
          alt=""
          width={600}
          height={600}
          className="size-full object-cover"
          loading="lazy"
        />
      )}
      {item.designSrc && (
        <img
          src={item.designSrc}
          alt=""
          width={210}
          height={280}
          loading="lazy"
          className="absolute top-[45%] left-1/2 w-[35%] -translate-x-1/2 -translate-y-1/2"
        />
      )}
    </div>
  );
}
