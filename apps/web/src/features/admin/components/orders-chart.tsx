import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminOverview, Locale } from '@prompttee/domain';
import { useFormat } from '@/i18n/use-format';

const WIDTH = 280;
const HEIGHT = 80;

/**
 * A bar's day ('2026-11-26', a Tallinn day) and the axis's first one ('11-26'): as the server
 * sends them in English, as Estonians write them otherwise ('26.11.2026', '26.11').
 */
function dayLabels(day: string, locale: Locale) {
  if (locale === 'en') return { full: day, short: day.slice(5) };
  const [year, month, date] = day.split('-');
  return { full: `${date}.${month}.${year}`, short: `${date}.${month}` };
}

/** Orders per day over two weeks, as bars in inline SVG: no chart library for 14 numbers. */
export function OrdersChart({ days }: { days: AdminOverview['orders_by_day'] }) {
  const { t } = useLingui();
  const { locale } = useFormat();
  const max = Math.max(1, ...days.map((d) => d.orders));
  const slot = WIDTH / days.length;
  const total = days.reduce((sum, d) => sum + d.orders, 0);
  const count = days.length;
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`}
        className="h-auto w-full"
        role="img"
        aria-label={t`Orders per day over the last ${count} days: ${total} in all`}
      >
        {days.map((d, i) => {
          const h = Math.max(d.orders > 0 ? 3 : 1, (d.orders / max) * HEIGHT);
          const day = dayLabels(d.day, locale).full;
          const orders = d.orders;
          return (
            <g key={d.day}>
              <title>{t`${day}: ${plural(orders, { one: '# order', other: '# orders' })}`}</title>
              <rect
                x={i * slot + 2}
                y={HEIGHT - h}
                width={slot - 4}
                height={h}
                rx={2}
                className={d.orders > 0 ? 'fill-primary' : 'fill-muted-foreground/30'}
              />
            </g>
          );
        })}
        <text x={0} y={HEIGHT + 12} className="fill-muted-foreground text-[9px]">
          {days[0] && dayLabels(days[0].day, locale).short}
        </text>
        <text x={WIDTH} y={HEIGHT + 12} textAnchor="end" className="fill-muted-foreground text-[9px]">
          {t({ comment: 'Under the last bar of the orders chart', message: 'today' })}
        </text>
      </svg>
      <figcaption className="sr-only">{t`Orders per day`}</figcaption>
    </figure>
  );
}
