import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { CartButton } from '@/features/cart';
import { useAuthStore } from '@/stores/auth-store';
import { Footer } from './footer';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';

/**
 * The frame of every route but /, /login and /logout: sidebar (menu on mobile), header, and the
 * footer, which the spec shows only to visitors who are not signed in.
 */
export function PageFrame() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  return (
    <div className="min-h-dvh md:pl-[60px]">
      <Sidebar />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <div className="flex min-h-dvh flex-col">
        <Header onOpenMenu={() => setMenuOpen(true)} menuButtonRef={menuButton} />
        <main className="flex-1">
          <Outlet />
        </main>
        {!isAuthenticated && <Footer />}
      </div>
      {isAuthenticated && <CartButton />}
    </div>
  );
}
