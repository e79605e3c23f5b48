import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { cn } from '@/lib/cn';
import { MOBILE_BREAKPOINT } from '@/lib/use-media-query';
import { BrandMark, BrandName } from './brand';
import { navItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-14 items-center gap-4 rounded-md px-4 text-lg font-medium transition-colors hover:bg-muted',
    isActive && 'bg-accent text-accent-foreground hover:bg-accent',
  );

/**
 * Small screens (and desktop windows zoomed to 200 %): a full-screen panel, a Radix Dialog, so
 * focus stays inside while it is open, Escape closes it and focus returns to the menu button.
 * Tapping a link closes it under 768 px (spec section 2).
 */
export function MobileMenu({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose(): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  // Widened past the breakpoint (rotation, zoom out) the panel is hidden by CSS: close it too,
  // or its focus trap and scroll lock would hold a page that shows no menu.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const closeIfWide = () => wide.matches && onClose();
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open, onClose]);

  const { t } = useLingui();
  // Closed by a link, focus goes to the new page's heading (app/route-focus.tsx), not back here.
  const followingLink = useRef(false);
  const closeOnNarrow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.innerWidth >= MOBILE_BREAKPOINT) return;
    followingLink.current = event.currentTarget.pathname !== window.location.pathname;
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        layout="full-screen"
        aria-describedby={undefined}
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          // The menu button is not a Dialog.Trigger (it lives in the header): focus it here.
          event.preventDefault();
          if (!followingLink.current) returnFocusTo.current?.focus();
          followingLink.current = false;
        }}
        className="md:hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
          <span className="flex items-center gap-3">
            <BrandMark />
            <BrandName />
          </span>
          <DialogTitle className="sr-only">
            <Trans>Menu</Trans>
          </DialogTitle>
          <DialogCloseButton label={t`Close menu`} iconClassName="size-6" />
        </div>
        <nav
          aria-label={t({ comment: 'The main menu, as a screen reader names it', message: 'Main' })}
          className="flex flex-1 flex-col gap-1 overflow-y-auto p-4"
        >
          {navItems.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} onClick={closeOnNarrow} className={linkClass}>
              <Icon className="size-6 text-muted-foreground" aria-hidden />
              {t(label)}
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
            <Trans>Support Center</Trans>
          </NavLink>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ModeToggle />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
