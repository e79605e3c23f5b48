import type { DesignStyle } from '@prompttee/domain';
import { api } from '@/lib/api-client';

/**
 * POST /v1/designs/create with the spec's payload (the file is always an empty string); with
 * `basedOn`, a refinement of that design of the customer's ('add a crown'); with `style`, a style
 * picked beside the words.
 */
export async function createDesign(prompt: string, basedOn?: string, style?: DesignStyle): Promise<string> {
  const body = await api('/designs/create', {
    method: 'POST',
    body: { prompt, file: '', ...(basedOn ? { based_on: basedOn } : {}), ...(style ? { style } : {}) },
    schema: import('@prompttee/domain/contracts/designs').then((m) => m.createDesignResponseSchema),
  });
  return body.job_id;
}
