// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { AuditLogPage } from '@/features/admin/components/audit-log-page';

export const Component = AuditLogPage;
