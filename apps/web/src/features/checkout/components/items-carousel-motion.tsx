import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type Props = {
  /** The carousel's viewport, already drawn with its first slide showing. */
  viewport: HTMLElement;
  loop: boolean;
  onApi(api: CarouselApi | undefined): void;
};

/**
 * Swiping and sliding for the items carousel: Embla on a viewport ItemsCarousel has already
 * drawn. A chunk of its own (~6.5 kB gzip), loaded only when there are two shirts or more to page
 * through. It draws nothing itself.
 */
export function ItemsCarouselMotion({ viewport, loop, onApi }: Props) {
  const [attach, api] = useEmblaCarousel({ loop, align: 'center' });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
