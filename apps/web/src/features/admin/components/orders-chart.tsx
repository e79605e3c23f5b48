import type { AdminOverview } from '@prompttee/domain';

const WIDTH = 280;
const HEIGHT = 80;

/** Orders per day over two weeks, as bars in inline SVG: no chart library for 14 numbers. */
export function OrdersChart({ days }: { days: AdminOverview['orders_by_day'] }) {
  const max = Math.max(1, ...days.map((d) => d.orders));
  const slot = WIDTH / days.length;
  const total = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Orders per day over the last ${days.length} days: ${total} in all`}
      >
        {days.map((d, i) => {
          const h = Math.max(d.orders > 0 ? 3 : 1, (d.orders / max) * HEIGHT);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.orders} order${d.orders === 1 ? '' : 's'}`}</title>
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
          {days[0]?.day.slice(5)}
        </text>
        <text x={WIDTH} y={HEIGHT + 12} textAnchor="end" className="fill-muted-foreground text-[9px]">
          today
        </text>
      </svg>
      <figcaption className="sr-only">Orders per day</figcaption>
    </figure>
  );
}
