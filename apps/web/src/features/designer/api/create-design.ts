import { createDesignResponseSchema } from '@prompttee/domain';
import { api } from '@/lib/api-client';

/** POST /v1/designs/create with the spec's payload (the file is always an empty string). */
export async function createDesign(prompt: string): Promise<string> {
  const body = await api('/designs/create', {
    method: 'POST',
    body: { prompt, file: '' },
    schema: createDesignResponseSchema,
  });
  return body.job_id;
}
