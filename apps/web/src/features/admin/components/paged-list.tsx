import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import { QueryState } from './query-state';

type PageOfRows = { page: number; page_size: number; total: number };

/**
 * A console list page: its search and filters over the rows, the read's loading and error faces,
 * the rows, and the pager under them.
 */
export function PagedList<T extends PageOfRows>({
  toolbar,
  query,
  loading,
  onPage,
  children,
}: {
  toolbar?: ReactNode;
  query: UseQueryResult<T>;
  loading: string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <div>
      {toolbar && <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">{toolbar}</div>}
      <QueryState query={query} loading={loading}>
        {(data) => (
          <>
            {children(data)}
            <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={onPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** What a list shows in place of rows when there are none. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">{children}</p>;
}
