import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
// Not the feature's index, which would bring every screen of the console into this chunk.
import { adminSessionQuery } from '@/features/admin/api/get-admin-data';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { clientErrorMessage, isForbidden } from '@/features/admin/lib/format';
import { ForbiddenPage } from '@/features/errors';

/**
 * /admin: the server says whether the signed-in account is an operator (GET /v1/admin/session);
 * a customer sees the Forbidden page. The server checks every call again, so this only decides
 * what to show.
 */
function AdminRoute() {
  const { t } = useLingui();
  const session = useQuery(adminSessionQuery());
  if (session.isPending) return <PageSpinner text={t`Opening the console...`} />;
  if (session.isError) {
    if (isForbidden(session.error)) return <ForbiddenPage />;
    return (
      <div className="mx-auto max-w-xl p-6">
        <Alert tone="error" title={t`Error`}>
          {clientErrorMessage(session.error)}
        </Alert>
      </div>
    );
  }
  return <AdminLayout operatorEmail={session.data.email} />;
}

export const Component = AdminRoute;
