import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLayersStore } from '../layers/layers-store';

/** The page's header: a preview stuck under it must clear it. */
const HEADER_PX = 64;

/**
 * On a phone the preview sits above the editor, so a customer changing a text's arc, outline or
 * colour 1,000 px further down no longer sees the shirt. Once a layer changes while the layer
 * editor has focus and the preview has scrolled away, the preview rides along, small, in the top
 * corner (`mini`). Focus alone changes nothing on screen: a phone's tap that focuses a button
 * loses its click when the page changes under the finger.
 * `markerRef` marks where the editor begins (the preview's end in the page): it does not move
 * when the preview sticks, so watching it cannot flicker as watching the preview would.
 */
export function useMiniPreview() {
  const markerRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const [changed, setChanged] = useState(false);
  const [away, setAway] = useState(false);

  useEffect(
    () =>
      useLayersStore.subscribe((state, previous) => {
        if (state.sides !== previous.sides) setChanged(true);
      }),
    [],
  );

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setAway(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < HEADER_PX),
      { rootMargin: `-${HEADER_PX}px 0px 0px 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);

  const editorFocus = {
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setFocused(true);
      setChanged(false);
    },
    onBlurCapture: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { markerRef, editorFocus, mini: focused && changed && away };
}
