import { PRINT_AREA } from '@prompttee/catalog/print-area';
import type { CartItem } from '@prompttee/domain';

const pct = (fraction: number) => `${fraction * 100}%`;

/** The shirt with its design on top, small: the same picture the designer showed. */
export function LineThumbnail({ item }: { item: CartItem }) {
  return (
    <div className="relative aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md border bg-muted">
      {item.image && (
        <img
          src={item.image}
          alt=""
          width={56}
          height={70}
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
          style={{
            top: pct(PRINT_AREA.top),
            left: pct(PRINT_AREA.left),
            width: pct(PRINT_AREA.width),
            height: pct(PRINT_AREA.height),
          }}
        />
      )}
    </div>
  );
}
