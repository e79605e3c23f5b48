import { api } from '@/lib/api-client';

// The console's actions: each answers what it did, as a code the dialog (ConfirmAction) words in
// the page's language and an English sentence; the dialog then refreshes everything the console shows.

const contracts = () => import('./contracts');
const result = () => contracts().then((c) => c.adminActionResultSchema);

const post = (path: string, body?: unknown) =>
  api(`/admin${path}`, { method: 'POST', body, schema: result() });

export const adminActions = {
  retrySubmission: (orderId: string) => post(`/orders/${orderId}/retry-submission`),
  refund: (orderId: string, reason: string) => post(`/orders/${orderId}/refund`, { reason }),
  refundClaim: (orderId: string, reason: string) => post(`/orders/${orderId}/claim-refund`, { reason }),
  sendReplacement: (orderId: string, reason: string) =>
    api(`/admin/orders/${orderId}/replacement`, {
      method: 'POST',
      body: { reason },
      schema: contracts().then((c) => c.adminReplacementResultSchema),
    }),
  addNote: (orderId: string, text: string) => post(`/orders/${orderId}/notes`, { text }),
  disable: (customerId: string) => post(`/customers/${encodeURIComponent(customerId)}/disable`),
  enable: (customerId: string) => post(`/customers/${encodeURIComponent(customerId)}/enable`),
  grantQuota: (customerId: string, units: number) =>
    post(`/customers/${encodeURIComponent(customerId)}/quota-grants`, { units }),
  removeDesign: (designId: string) =>
    api(`/admin/designs/${designId}`, { method: 'DELETE', schema: result() }),
  resolveAlert: (alertId: string) => post(`/alerts/${alertId}/resolve`),
};
