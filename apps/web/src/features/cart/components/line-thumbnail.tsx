import type { CartItem } from '@prompttee/domain';

/** The shirt with its design on top, small: the same picture the designer showed. */
export function LineThumbnail({ item }: { item: CartItem }) {
  return (
    <div className="relative size-16 shrink-0 overflow-hidden rounded-md border bg-muted">
      {item.image && (
        <img
          src={item.image}
          alt=""
          width={64}
          height={64}
          className="size-full object-cover"
          loading="lazy"
        />
      )}
      {item.designSrc && (
        <img
          src={item.designSrc}
          alt=""
          width={24}
          height={24}
          className="absolute top-1/2 left-1/2 w-[38%] -translate-x-1/2 -translate-y-1/2"
          loading="lazy"
        />
      )}
    </div>
  );
}
