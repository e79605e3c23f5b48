import {
  exchangeRateDaySchema,
  exchangeRatesResponseSchema,
  type PutExchangeRatesBody,
} from '@prompttee/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './get-admin-data';

/** GET /v1/admin/exchange-rates: the last 30 days' rates per 1 EUR, newest day first. */
export const exchangeRatesQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'exchange-rates'],
    queryFn: ({ signal }) => api('/admin/exchange-rates', { schema: exchangeRatesResponseSchema, signal }),
  });

/** PUT /v1/admin/exchange-rates/{date}: an operator's rates of a day (audited). */
export const putExchangeRates = (day: string, body: PutExchangeRatesBody) =>
  api(`/admin/exchange-rates/${day}`, { method: 'PUT', body, schema: exchangeRateDaySchema });
