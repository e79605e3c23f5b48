import { LifeBuoy, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MOBILE_BREAKPOINT } from '@/lib/use-media-query';
import { BrandMark, BrandName } from './brand';
import { navItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-14 items-center gap-4 rounded-md px-4 text-lg font-medium transition-colors hover:bg-muted',
    isActive && 'bg-accent text-accent-foreground hover:bg-accent',
  );

/** Small screens: a full-screen panel; tapping a link closes it under 768 px (spec section 2). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    // The panel covers the page; the page behind it must not scroll.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  const closeOnNarrow = () => window.innerWidth < MOBILE_BREAKPOINT && onClose();
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      data-testid="mobile-menu"
      className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-background md:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
        <span className="flex items-center gap-3">
          <BrandMark />
          <BrandName />
        </span>
        <Button ref={closeButton} variant="ghost" size="icon" aria-label="Close menu" onClick={onClose}>
          <X className="size-6" />
        </Button>
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1 overflow-y-auto p-4">
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} onClick={closeOnNarrow} className={linkClass}>
            <Icon className="size-6 text-muted-foreground" aria-hidden />
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="flex shrink-0 items-center justify-between border-t px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <NavLink
          to={paths.support}
          onClick={closeOnNarrow}
          className="flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <LifeBuoy className="size-4" aria-hidden />
          Support Center
        </NavLink>
        <ModeToggle />
      </div>
    </div>
  );
}
