import { AUDIT_LOG_PAGE_SIZE, type AdminAuditLogResponse } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { toAuditEntry } from './audit-views';

/** Every operator action in the shop, newest first, one page at a time. */
export async function listAuditLog(
  deps: Pick<UseCaseDeps, 'audit'>,
  input: { page: number },
): Promise<AdminAuditLogResponse> {
  const { rows, total } = await deps.audit.page({
    offset: (input.page - 1) * AUDIT_LOG_PAGE_SIZE,
    limit: AUDIT_LOG_PAGE_SIZE,
  });
  return { entries: rows.map(toAuditEntry), total, page: input.page, page_size: AUDIT_LOG_PAGE_SIZE };
}
