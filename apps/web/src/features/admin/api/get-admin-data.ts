import type { Locale, OrderStatusGroup } from '@prompttee/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contracts = () => import('./contracts');

// The console's reads under /v1/admin. Every key starts with 'admin', so an action can refresh
// everything the console shows with one invalidation.

export const adminKey = ['admin'] as const;

export const adminSessionQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'session'],
    queryFn: ({ signal }) =>
      api('/admin/session', { schema: contracts().then((c) => c.adminSessionSchema), signal }),
    // A 403 is an answer, not a hiccup: asking again will not make a customer an operator.
    retry: false,
  });

// The alerts in these answers are worded by the server in the language the console sends: the
// language is part of their keys, so switching it fetches them again.
export const overviewQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...adminKey, 'overview', locale],
    queryFn: ({ signal }) =>
      api('/admin/overview', { schema: contracts().then((c) => c.adminOverviewSchema), signal }),
    // The page in the old language until the new answer is in, rather than a loading state.
    placeholderData: keepPreviousData,
  });

export const alertsQuery = (all: boolean, locale: Locale) =>
  queryOptions({
    queryKey: [...adminKey, 'alerts', all, locale],
    queryFn: ({ signal }) =>
      api('/admin/alerts', {
        schema: contracts().then((c) => c.adminAlertsResponseSchema),
        query: { all: all ? 'true' : undefined },
        signal,
      }),
  });

export type OrdersFilter = { group: OrderStatusGroup | undefined; q: string; page: number };

export const adminOrdersQuery = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: [...adminKey, 'orders', filter],
    queryFn: ({ signal }) =>
      api('/admin/orders', {
        schema: contracts().then((c) => c.adminOrdersResponseSchema),
        query: { group: filter.group, q: filter.q || undefined, page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...adminKey, 'order', orderId],
    queryFn: ({ signal }) =>
      api(`/admin/orders/${orderId}`, { schema: contracts().then((c) => c.adminOrderDetailSchema), signal }),
  });

export type ListFilter = { q: string; page: number };

export const customersQuery = (filter: ListFilter) =>
  queryOptions({
    queryKey: [...adminKey, 'customers', filter],
    queryFn: ({ signal }) =>
      api('/admin/customers', {
        schema: contracts().then((c) => c.adminCustomersResponseSchema),
        query: { q: filter.q || undefined, page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...adminKey, 'customer', customerId],
    queryFn: ({ signal }) =>
      api(`/admin/customers/${encodeURIComponent(customerId)}`, {
        schema: contracts().then((c) => c.adminCustomerDetailSchema),
        signal,
      }),
  });

export const designsQuery = (filter: ListFilter) =>
  queryOptions({
    queryKey: [...adminKey, 'designs', filter],
    queryFn: ({ signal }) =>
      api('/admin/designs', {
        schema: contracts().then((c) => c.adminDesignsResponseSchema),
        query: { q: filter.q || undefined, page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
