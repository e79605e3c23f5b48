import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BrandMark, BrandName } from './brand';
import { navItems } from './nav-items';

/** Desktop sidebar: 60 px of icons, opening to 300 px while the pointer is over it (spec section 2). */
export function Sidebar() {
  const [open, setOpen] = useState(false);
  return (
    <aside
      data-testid="sidebar"
      data-state={open ? 'open' : 'collapsed'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      style={{ width: open ? 300 : 60 }}
      className="fixed inset-y-0 left-0 z-40 hidden flex-col overflow-hidden border-r bg-card shadow-sm transition-[width] duration-200 ease-out md:flex"
    >
      <div className="flex h-16 items-center px-3">
        {open ? (
          <Link to={paths.design} className="flex items-center gap-3 rounded-md" aria-label="Designer">
            <BrandMark />
            <BrandName />
          </Link>
        ) : (
          <BrandMark />
        )}
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1 px-2 py-2">
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              cn(
                'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                isActive && 'bg-accent text-accent-foreground',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            <span className={cn('whitespace-nowrap transition-opacity', open ? 'opacity-100' : 'opacity-0')}>
              {label}
            </span>
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
