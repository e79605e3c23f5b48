import { Suspense, useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { CartButton, useCartButtonShown } from '@/features/cart';
import { withTexts } from '@/i18n/with-texts';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useIsMobile } from '@/lib/use-media-query';
import { useAuthStore } from '@/stores/auth-store';
import { Header } from './header';
import { LazyMobileMenu, loadMobileMenu } from './lazy-mobile-menu';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

// Only signed-out visitors see the footer: a chunk of its own, so signed-in pages never load it
// (the public pages preload it, scripts/route-pages.mjs).
const Footer = preloadableLazy(withTexts(['footer'], () => import('./footer').then((m) => m.Footer)));

/** For the server, which renders the public pages for signed-out visitors in one pass. */
export const preloadFooter = () => Footer.preload();

/**
 * The frame of every route but /, /login and /logout: sidebar (menu on mobile), header, and the
 * footer, which the spec shows only to visitors who are not signed in.
 */
export function PageFrame() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const cartShown = useCartButtonShown();
  // One cart button, placed by the screen's width (two copies would mean two of everything).
  const phone = useIsMobile();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="min-h-dvh md:pl-[60px]">
      <SkipLink />
      <Sidebar />
      <LazyMobileMenu open={menuOpen} onClose={closeMenu} returnFocusTo={menuButton} />
      <div className="flex min-h-dvh min-w-0 flex-col">
        <Header
          onOpenMenu={() => setMenuOpen(true)}
          onMenuIntent={() => void loadMobileMenu()}
          menuButtonRef={menuButton}
          cart={cartShown && phone && <CartButton placement="header" />}
        />
        {/* The right gutter keeps every control clear of the floating cart button (decision 016). */}
        <main id="main-content" tabIndex={-1} className={cn('flex-1 outline-none', cartShown && 'md:pr-24')}>
          <Outlet />
        </main>
        {!isAuthenticated && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </div>
      {cartShown && !phone && <CartButton placement="floating" />}
    </div>
  );
}
