// The operator console (/admin). Only lazily loaded routes import it: customers never download it.
export { adminSessionQuery } from './api/get-admin-data';
export { isForbidden } from './lib/format';
export { AdminLayout } from './components/admin-layout';
export { OverviewPage } from './components/overview-page';
export { AdminOrdersPage } from './components/admin-orders-page';
export { AdminOrderPage } from './components/admin-order-page';
export { CustomersPage } from './components/customers-page';
export { CustomerPage } from './components/customer-page';
export { DesignsPage } from './components/designs-page';
export { AuditLogPage } from './components/audit-log-page';
export { VatReportPage } from './components/vat-report-page';
