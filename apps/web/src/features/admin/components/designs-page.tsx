import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { adminActions } from '../api/admin-actions';
import { designsQuery } from '../api/get-admin-data';
import { useAdminFormat } from '../lib/format';
import { ConfirmAction } from './confirm-action';
import { SearchBox } from './list-toolbar';
import { EmptyList, PagedList } from './paged-list';

/** /admin/designs: the newest designs with their prompts, to spot abuse and take a design down. */
export function DesignsPage() {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const query = useQuery(designsQuery(filter));
  const onSearch = useCallback((q: string) => setFilter({ q, page: 1 }), []);
  return (
    <PagedList
      toolbar={<SearchBox value={filter.q} onChange={onSearch} label={t`Search by prompt or e-mail`} />}
      query={query}
      loading={t`Loading designs...`}
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {(data) =>
        data.designs.length === 0 ? (
          <EmptyList>
            <Trans>No designs match.</Trans>
          </EmptyList>
        ) : (
          <ul
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t`Designs, newest first`}
          >
            {data.designs.map((d) => (
              <li key={d.design_id}>
                <Card className="flex h-full gap-3 p-3">
                  <img
                    src={d.thumbnail_url}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 shrink-0 rounded-md border bg-muted object-contain"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="line-clamp-3 text-sm break-words">“{d.prompt}”</p>
                    <Link
                      to={`/admin/customers/${encodeURIComponent(d.customer_id)}`}
                      className="truncate text-xs text-primary underline-offset-4 hover:underline"
                    >
                      {d.customer_email}
                    </Link>
                    <p className="text-xs text-muted-foreground">{dateTime(d.created_at)}</p>
                    <div className="mt-auto pt-1">
                      <ConfirmAction
                        label={t({ comment: 'Button: take a design down', message: 'Remove' })}
                        title={t`Remove this design?`}
                        description={t`It disappears from the customer's designs. Orders that already use it keep their print files and print as bought.`}
                        confirmLabel={t`Remove design`}
                        destructive
                        run={() => adminActions.removeDesign(d.design_id)}
                      />
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )
      }
    </PagedList>
  );
}
