import { X } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MOBILE_BREAKPOINT } from '@/lib/use-media-query';
import { BrandMark, BrandName } from './brand';
import { navItems } from './nav-items';

/** Small screens: a full-screen panel; tapping a link closes it under 768 px (spec section 2). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      data-testid="mobile-menu"
      className="fixed inset-0 z-50 flex flex-col bg-background md:hidden"
    >
      <div className="flex h-16 items-center justify-between border-b px-4">
        <span className="flex items-center gap-3">
          <BrandMark />
          <BrandName />
        </span>
        <Button variant="ghost" size="icon" aria-label="Close menu" onClick={onClose}>
          <X className="size-6" />
        </Button>
      </div>
      <nav aria-label="Main" className="flex flex-col gap-1 p-4">
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={() => window.innerWidth < MOBILE_BREAKPOINT && onClose()}
            className={({ isActive }) =>
              cn(
                'flex h-14 items-center gap-4 rounded-md px-4 text-lg font-medium hover:bg-muted',
                isActive && 'bg-accent text-accent-foreground',
              )
            }
          >
            <Icon className="size-6" aria-hidden />
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
