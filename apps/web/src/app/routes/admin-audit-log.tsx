import { AuditLogPage } from '@/features/admin';

export const Component = AuditLogPage;
