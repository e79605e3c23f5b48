import { selectActiveDesigns } from '@prompttee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toClientDesign, type ClientDesign } from '../lib/client-design';

export const designsKey = ['designs'] as const;

/** GET /v1/designs: only unexpired designs, soonest expiry first (spec section 5); a failure is only logged. */
export async function getDesigns(signal?: AbortSignal): Promise<ClientDesign[]> {
  try {
    // The contract loads beside the request, not with the page (decision 031).
    const schema = import('@prompttee/domain/contracts/designs').then((m) => m.designListResponseSchema);
    const body = await api('/designs', { schema, signal });
    return selectActiveDesigns(body.designs, Date.now()).map(toClientDesign);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('loading designs failed', err);
    return [];
  }
}

export const designsQuery = () =>
  queryOptions({ queryKey: designsKey, queryFn: ({ signal }) => getDesigns(signal) });

export function useDesigns() {
  return useQuery(designsQuery());
}
