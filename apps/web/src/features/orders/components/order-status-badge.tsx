import { useLingui } from '@lingui/react/macro';
import { statusGroupOf, type OrderStatusGroup } from '@prompttee/domain';
import {
  BadgeCheck,
  CircleCheckBig,
  CircleHelp,
  CirclePause,
  CircleX,
  Clock,
  Cog,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { orderStatusText } from '@/i18n/order-status-texts';
import { cn } from '@/lib/cn';

type Look = { icon: LucideIcon; tone: string };

// One icon and colour per filter group (spec section 4); `paid` has its own icon, unknown
// statuses a neutral default.
const GROUP_LOOK: Record<OrderStatusGroup, Look> = {
  'Pending Payment': {
    icon: Clock,
    tone: 'bg-amber-500/12 text-amber-700 ring-amber-500/25 dark:text-amber-300',
  },
  Processing: { icon: Cog, tone: 'bg-violet-500/12 text-violet-700 ring-violet-500/25 dark:text-violet-300' },
  'On Hold': {
    icon: CirclePause,
    tone: 'bg-slate-500/12 text-slate-700 ring-slate-500/25 dark:text-slate-300',
  },
  Shipped: { icon: Truck, tone: 'bg-sky-500/12 text-sky-700 ring-sky-500/25 dark:text-sky-300' },
  Delivered: {
    icon: CircleCheckBig,
    tone: 'bg-emerald-500/12 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300',
  },
  'Canceled/Failed': { icon: CircleX, tone: 'bg-red-500/12 text-red-700 ring-red-500/25 dark:text-red-300' },
};
const PAID_LOOK: Look = {
  icon: BadgeCheck,
  tone: 'bg-emerald-500/12 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300',
};
const UNKNOWN_LOOK: Look = { icon: CircleHelp, tone: 'bg-muted text-muted-foreground ring-border' };

export function lookOf(status: string): Look {
  if (status === 'paid') return PAID_LOOK;
  const group = statusGroupOf(status);
  return group ? GROUP_LOOK[group] : UNKNOWN_LOOK;
}

/** The status with its group's icon, in the page's language (English: underscores as spaces). */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  const { icon: Icon, tone } = lookOf(status);
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {orderStatusText(i18n, status)}
    </span>
  );
}
