import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BrandMark, BrandName } from './brand';
import { navItems } from './nav-items';

/** Desktop sidebar: 60 px of icons, opening to 300 px while the pointer is over it (spec section 2). */
export function Sidebar() {
  const [open, setOpen] = useState(false);
  const aside = useRef<HTMLElement>(null);
  const { t } = useLingui();
  // A page the server sent rendered shows the sidebar before the app takes it over: focus that
  // reached it before then was never reported to the app, so look once (a pointer resting on it
  // opens it as it moves, below).
  useEffect(() => {
    if (aside.current?.contains(document.activeElement)) setOpen(true);
  }, []);
  return (
    <>
      {/* Dims the page under the open sidebar; it never takes the pointer, so leaving closes it. */}
      <div
        aria-hidden
        className={cn(
          'pointer-events-none fixed inset-0 z-[35] hidden bg-black/15 transition-opacity duration-200 md:block dark:bg-black/40',
          open ? 'opacity-100' : 'opacity-0',
        )}
      />
      <aside
        ref={aside}
        data-testid="sidebar"
        data-state={open ? 'open' : 'collapsed'}
        onMouseEnter={() => setOpen(true)}
        onMouseMove={() => !open && setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        // Keyboard users open it by tabbing in; it closes when focus leaves it.
        onFocus={() => setOpen(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
        style={{ width: open ? 300 : 60 }}
        className={cn(
          'fixed inset-y-0 left-0 z-40 hidden flex-col overflow-hidden border-r bg-card transition-[width,box-shadow] duration-200 ease-out md:flex',
          open ? 'shadow-2xl shadow-black/10 dark:shadow-black/50' : 'shadow-sm',
        )}
      >
        <div className="flex h-16 shrink-0 items-center border-b px-[10px]">
          {open ? (
            <Link to={paths.design} className="flex items-center gap-3 rounded-md">
              <BrandMark className="size-10" />
              <BrandName />
            </Link>
          ) : (
            <BrandMark className="size-10" />
          )}
        </div>
        <nav
          aria-label={t({ comment: 'The main menu, as a screen reader names it', message: 'Main' })}
          className="flex flex-1 flex-col gap-1 px-2 py-3"
        >
          {navItems.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center gap-3 rounded-md px-[12px] text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                  isActive && 'bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              <span
                className={cn(
                  'whitespace-nowrap transition-opacity duration-200',
                  open ? 'opacity-100' : 'opacity-0',
                )}
              >
                {t(label)}
              </span>
            </NavLink>
          ))}
        </nav>
      </aside>
    </>
  );
}
