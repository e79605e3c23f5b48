import type { QuotaResponse } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const quotaKey = ['designs', 'quota'] as const;

/** GET /v1/designs/jobs/quota; a failure is only logged (spec section 7) and hides the display. */
export async function getQuota(signal?: AbortSignal): Promise<QuotaResponse | null> {
  try {
    // The contract loads beside the request, not with the page (decision 031).
    const schema = import('@prompttee/domain/contracts/designs').then((m) => m.quotaResponseSchema);
    return await api('/designs/jobs/quota', { schema, signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('loading the design quota failed', err);
    return null;
  }
}

export const quotaQuery = () =>
  queryOptions({ queryKey: quotaKey, queryFn: ({ signal }) => getQuota(signal) });

export function useQuota() {
  return useQuery(quotaQuery());
}
