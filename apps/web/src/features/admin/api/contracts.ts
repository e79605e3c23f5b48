// The console's answer contracts, a chunk of their own: each read loads them beside its request
// (lib/api-client.ts), so the console's first load carries no schema of them.
export {
  adminActionResultSchema,
  adminAlertsResponseSchema,
  adminCustomerDetailSchema,
  adminCustomersResponseSchema,
  adminDesignsResponseSchema,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  adminOverviewSchema,
  adminReplacementResultSchema,
  adminSessionSchema,
} from '@prompttee/domain';
