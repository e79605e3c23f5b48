import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Coins, LayoutDashboard, Package, Palette, Percent, ScrollText, Shirt, Users } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '@/lib/cn';

const SECTIONS: { to: string; label: MessageDescriptor; icon: typeof Package; end: boolean }[] = [
  { to: '/admin', label: msg`Overview`, icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: msg`Orders`, icon: Package, end: false },
  { to: '/admin/customers', label: msg`Customers`, icon: Users, end: false },
  { to: '/admin/designs', label: msg`Designs`, icon: Palette, end: false },
  {
    to: '/admin/catalog',
    label: msg({
      comment: 'A console tab: the products and their prices. Keep it short.',
      message: 'Catalogue',
    }),
    icon: Shirt,
    end: false,
  },
  { to: '/admin/audit-log', label: msg`Audit log`, icon: ScrollText, end: false },
  {
    to: '/admin/vat-report',
    label: msg({ comment: 'A console tab: the VAT report. Keep it short.', message: 'VAT' }),
    icon: Percent,
    end: false,
  },
  {
    to: '/admin/exchange-rates',
    label: msg({ comment: 'A console tab: the exchange rates. Keep it short.', message: 'Rates' }),
    icon: Coins,
    end: false,
  },
];

/** The console's frame: its name, the operator, and one tab per section. */
export function AdminLayout({ operatorEmail }: { operatorEmail: string }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 px-4 pt-6 pb-24 md:px-8 md:py-10">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
            <Trans>Operator console</Trans>
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>
              Signed in as <span className="font-medium text-foreground">{operatorEmail}</span>
            </Trans>
          </p>
        </div>
      </div>
      <nav aria-label={t`Console sections`} className="mb-6 border-b">
        <ul className="-mb-px flex gap-0 overflow-x-auto sm:gap-1">
          {SECTIONS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 border-b-2 px-1 py-2.5 text-[13px] font-medium sm:px-3 sm:text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isActive
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {/* Icons only where there is room: on a 390 px phone the names alone, the row scrolling if it must. */}
                <Icon className="hidden size-4 sm:block" aria-hidden />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
