import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { resolveSupportHash, type HashIds, type HashTarget } from '../lib/support-hash';

function scrollToId(id: string) {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

/**
 * Support deep links (/support#faq, /support#terms, /support#terms-withdrawal...): opens the item
 * the hash names, then scrolls to it. Returns the target so the accordions can open it.
 */
export function useSupportHash(ids: HashIds): HashTarget | null {
  const { hash } = useLocation();
  const [seen, setSeen] = useState<{ hash: string; target: HashTarget | null } | null>(null);
  // Derived while rendering (not in an effect), so the item is open in the very first paint.
  if (seen?.hash !== hash) setSeen({ hash, target: resolveSupportHash(hash, ids) });
  const target = seen?.hash === hash ? seen.target : null;

  useEffect(() => {
    if (!target) return;
    const frame = requestAnimationFrame(() => scrollToId(target.scrollTo));
    // Once more after the panel has finished opening, as the page grows beneath the target.
    const timer = window.setTimeout(() => scrollToId(target.scrollTo), 260);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [target]);

  return target;
}

/**
 * In a one-open-at-a-time accordion, opening an item closes the one above it, which can pull the
 * newly opened item off the top of the screen. This brings it back once the panels have settled.
 */
export function keepOpenedItemInView(id: string) {
  if (!id) return;
  window.setTimeout(() => {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top < 64) scrollToId(id);
  }, 230);
}
