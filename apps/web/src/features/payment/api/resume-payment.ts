import { resumePaymentResponseSchema, type ResumePaymentResponse } from '@prompttee/domain';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';

/** The answer had no client secret: the payment form cannot be mounted. */
export class MissingClientSecretError extends Error {
  constructor() {
    // For the logs: the page words this case itself (ORDER_MESSAGES.resumeNoSecret).
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's message, never shown
    super('client secret is missing');
    this.name = 'MissingClientSecretError';
  }
}

// Read leniently so that an empty secret is told apart from a malformed answer.
const answerSchema = z.extend(resumePaymentResponseSchema, { client_secret: z.nullish(z.string()) });

/**
 * POST /v1/orders/{order_id}/resume-payment: a fresh payment form for an order awaiting payment.
 * Shared: the order history's Resume Payment and checkout's offer to pay a pending order use it.
 */
export async function resumePayment(orderId: string): Promise<ResumePaymentResponse> {
  const answer = await api(`/orders/${encodeURIComponent(orderId)}/resume-payment`, {
    method: 'POST',
    schema: answerSchema,
  });
  if (!answer.client_secret) throw new MissingClientSecretError();
  return { ...answer, client_secret: answer.client_secret };
}

export function useResumePayment() {
  return useMutation({ mutationFn: resumePayment });
}
