import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { overviewQuery } from '../api/get-admin-data';
import { useAdminFormat } from '../lib/format';
import { AlertList } from './alert-list';
import { OrdersChart } from './orders-chart';
import { QueryState } from './query-state';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card className="min-w-0 p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

/** /admin: the week in numbers, orders per day, and what needs attention. */
export function OverviewPage() {
  const { t } = useLingui();
  const { money, locale } = useAdminFormat();
  const query = useQuery({ ...overviewQuery(locale), refetchInterval: 60_000 });
  return (
    <QueryState query={query} loading={t`Loading the overview...`}>
      {(o) => {
        const orders = o.orders_this_week;
        const designs = o.designs_this_week;
        return (
          <div className="space-y-6">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat
                label={t`Orders today`}
                value={o.orders_today}
                hint={t({ comment: 'Orders in the last 7 days', message: `${orders} in the last 7 days` })}
              />
              <Stat
                label={t`Revenue, 7 days`}
                value={money(o.revenue_this_week)}
                hint={t`Paid, not refunded`}
              />
              <Stat
                label={t`Designs today`}
                value={o.designs_today}
                hint={t({ comment: 'Designs in the last 7 days', message: `${designs} in the last 7 days` })}
              />
              <Stat label={t`Open alerts`} value={o.open_alerts.length} />
            </div>
            <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
              <Card className="min-w-0">
                <CardHeader className="pb-3">
                  <CardTitle className="text-base">{t`Orders per day, last 14 days`}</CardTitle>
                </CardHeader>
                <CardContent>
                  <OrdersChart days={o.orders_by_day} />
                </CardContent>
              </Card>
              <Card className="min-w-0">
                <CardHeader className="pb-3">
                  <CardTitle className="text-base">{t`Alerts`}</CardTitle>
                </CardHeader>
                <CardContent>
                  <AlertList alerts={o.open_alerts} />
                </CardContent>
              </Card>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
