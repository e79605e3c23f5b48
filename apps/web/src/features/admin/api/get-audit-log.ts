import { adminAuditLogResponseSchema } from '@prompttee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-admin-data';

/** GET /v1/admin/audit-log: the shop's operator actions, newest first, a page at a time. */
export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'audit-log', page],
    queryFn: ({ signal }) =>
      api('/admin/audit-log', { schema: adminAuditLogResponseSchema, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
