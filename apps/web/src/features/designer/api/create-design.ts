import { createDesignResponseSchema } from '@prompttee/domain';
import { api } from '@/lib/api-client';

/**
 * POST /v1/designs/create with the spec's payload (the file is always an empty string); with
 * `basedOn`, a refinement of that design of the customer's ('add a crown').
 */
export async function createDesign(prompt: string, basedOn?: string): Promise<string> {
  const body = await api('/designs/create', {
    method: 'POST',
    body: { prompt, file: '', ...(basedOn ? { based_on: basedOn } : {}) },
    schema: createDesignResponseSchema,
  });
  return body.job_id;
}
