import { createOrderResponseSchema, type CreateOrderBody, type CreateOrderResponse } from '@prompttee/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CreateOrderRequest = { body: CreateOrderBody; idempotencyKey: string };

/**
 * POST /v1/orders; the spec expects 201 with client_secret. The Idempotency-Key makes a retried
 * request (a lost answer, a second click) return the order already created instead of a new one.
 */
export function createOrder({ body, idempotencyKey }: CreateOrderRequest): Promise<CreateOrderResponse> {
  return api('/orders', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: createOrderResponseSchema,
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
