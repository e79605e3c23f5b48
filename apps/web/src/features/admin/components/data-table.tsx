import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useAdminFormat, type AdminFormat } from '../lib/format';
import { EmptyList } from './paged-list';

export type Column<T> = {
  /** Worded when the table renders, in the page's language (columns are defined once, at import). */
  header: MessageDescriptor;
  cell: (row: T, format: AdminFormat) => ReactNode;
  /** Shown from this width up; the first column always shows. Keeps phones free of sideways scrolling. */
  from?: 'sm' | 'md' | 'lg';
  align?: 'right';
};

const SHOW_FROM = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' };

/** The console's tables: columns drop away on narrow screens instead of the page scrolling sideways. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  caption,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
  caption: string;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  if (rows.length === 0) return <EmptyList>{empty}</EmptyList>;
  const cellClass = (column: Column<T>) =>
    cn(
      'px-3 py-2.5 align-top',
      column.from && SHOW_FROM[column.from],
      column.align === 'right' && 'text-right',
    );
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cellClass(column)}>
                {t(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-0 hover:bg-muted/30">
              {columns.map((column, index) => (
                <td key={index} className={cellClass(column)}>
                  {column.cell(row, format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
