import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { adminErrorMessage } from '../lib/format';

/** A read's three faces: loading, an error with a retry, or its data. */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) return <PageSpinner text={loading} />;
  if (query.isError) {
    return (
      <Alert
        tone="error"
        title={t`Error`}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t({ comment: 'Button: load the page again after an error', message: 'Retry' })}
          </Button>
        }
      >
        {adminErrorMessage(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
