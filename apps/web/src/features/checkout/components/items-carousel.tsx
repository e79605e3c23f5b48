import { useLingui } from '@lingui/react/macro';
import type { CartItem } from '@prompttee/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CartItemSides } from '@/components/cart-item-sides';
import { useLineName } from '@/components/cart-line/use-line-name';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { carouselLoops } from '../lib/checkout-state';
import type { CarouselApi } from './items-carousel-motion';

const ItemsCarouselMotion = preloadableLazy(() =>
  import('./items-carousel-motion').then((m) => m.ItemsCarouselMotion),
);

/**
 * The order's shirts, one at a time, with previous/next (spec section 2); the first is selected.
 * The slides are drawn here, so the first shows at once and nothing moves when the sliding
 * arrives; until then (and for a single shirt, which has nothing to slide to) the arrows stay off.
 */
export function ItemsCarousel({ items }: { items: readonly CartItem[] }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const slides = items.length > 1;

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const current = Math.min(selected, items.length - 1);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="items-carousel-title"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="items-carousel-title" className="text-xl font-semibold tracking-tight">
        {t`Your items`}
      </h2>
      <div className="overflow-hidden rounded-lg" ref={setViewport}>
        <div className="flex touch-pan-y">
          {items.map((item, index) => {
            const position = index + 1;
            const count = items.length;
            const name = lineName(item);
            return (
              <div
                key={item.id}
                className="min-w-0 shrink-0 grow-0 basis-full"
                role="group"
                aria-roledescription="slide"
                aria-label={t({
                  comment: 'A slide of the carousel of the shirts in the order',
                  message: `${position} of ${count}: ${name}`,
                })}
                aria-hidden={index !== current || undefined}
              >
                <CartItemSides
                  item={item}
                  size="full"
                  shareWidth
                  className="mx-auto w-full justify-center"
                  previewClassName="max-w-[16rem] sm:max-w-[18rem]"
                />
              </div>
            );
          })}
        </div>
      </div>
      {slides && viewport && (
        <Suspense fallback={null}>
          <ItemsCarouselMotion viewport={viewport} loop={carouselLoops(items.length)} onApi={setEmbla} />
        </Suspense>
      )}
      {slides ? (
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Previous item`}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeft className="size-5" />
          </Button>
          <Caption item={items[current]} position={`${current + 1} / ${items.length}`} />
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Next item`}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRight className="size-5" />
          </Button>
        </div>
      ) : (
        // One shirt: nothing to page through, so no arrows and no '1 / 1'.
        <Caption item={items[0]} />
      )}
    </section>
  );
}

function Caption({ item, position }: { item: CartItem | undefined; position?: string }) {
  const lineName = useLineName();
  return (
    <p className="min-w-0 flex-1 text-center text-sm" aria-live="polite" data-testid="carousel-caption">
      <span className="block truncate font-medium">{item && lineName(item)}</span>
      {position && <span className="text-muted-foreground">{position}</span>}
    </p>
  );
}
