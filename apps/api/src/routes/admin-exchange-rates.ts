import {
  apiErrorSchema,
  exchangeRateDaySchema,
  exchangeRatesParamsSchema,
  exchangeRatesQuerySchema,
  exchangeRatesResponseSchema,
  putExchangeRatesBodySchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listExchangeRates } from '../modules/exchange-rates/list-exchange-rates';
import { setExchangeRates } from '../modules/exchange-rates/set-exchange-rates';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentOperator } from '../plugins/require-operator';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The console's exchange rates: the days the shop has, and an operator's entry of a day's rates. */
export const adminExchangeRateRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];

    app.get(
      '/exchange-rates',
      {
        schema: {
          tags,
          summary: 'Daily rates per 1 EUR (the ECB’s or an operator’s), newest day first',
          querystring: exchangeRatesQuerySchema,
          response: { 200: exchangeRatesResponseSchema, ...errors },
        },
      },
      async (request) => listExchangeRates(deps, request.query),
    );

    app.put(
      '/exchange-rates/:date',
      {
        schema: {
          tags,
          summary: 'Enter a day’s rates per 1 EUR where the ECB import cannot reach them (audited)',
          params: exchangeRatesParamsSchema,
          body: putExchangeRatesBodySchema,
          response: { 200: exchangeRateDaySchema, ...errors },
        },
      },
      async (request) =>
        setExchangeRates(deps, {
          operator: currentOperator(request),
          day: request.params.date,
          body: request.body,
        }),
    );
  };
