import { lazy, Suspense, useState, type ComponentProps } from 'react';

/** Starts loading the menu's chunk; the menu button calls it when pointed at or focused. */
export const loadMobileMenu = () => import('./mobile-menu');

const MobileMenuChunk = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * The menu is a Radix Dialog with its focus trap and scroll lock (~10 kB gzip) that only small
 * screens ever open: it loads when the menu button is first pointed at, focused or pressed, and
 * stays mounted from its first opening on, so closing it animates as before.
 */
export function LazyMobileMenu(props: ComponentProps<typeof MobileMenuChunk>) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!props.open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuChunk {...props} />
    </Suspense>
  );
}
