import { t } from '@lingui/core/macro';
import { designListItemSchema } from '@prompttee/domain';
import { api, ApiError } from '@/lib/api-client';
import { apiErrorOf } from '@/lib/api-error-body';
import { authorizedFetch } from '@/lib/authorized-fetch';
import { toClientDesign, type ClientDesign } from '../lib/client-design';

// POST /v1/designs/upload (multipart, one field `file`) and POST /v1/designs/{id}/remove-background.
// Both answer with a design list item; the designer holds it as any other design.

export const ACCEPTED_UPLOADS = 'image/png,image/jpeg,image/webp';

export async function uploadDesign(file: File): Promise<ClientDesign> {
  const form = new FormData();
  form.append('file', file);
  const response = await authorizedFetch(new URL('/v1/designs/upload', window.location.origin), {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: form,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, json);
  const parsed = designListItemSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('Unexpected response format', response.status, 'INVALID_RESPONSE');
  return toClientDesign(parsed.data);
}

export async function removeBackground(designId: string): Promise<ClientDesign> {
  const body = await api(`/designs/${encodeURIComponent(designId)}/remove-background`, {
    method: 'POST',
    schema: designListItemSchema,
  });
  return toClientDesign(body);
}

/**
 * The server's own words for a refused upload (413, 415, the daily limit: already in the page's
 * language), else a plain one.
 */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 413) return t`That image is too large: up to 20 MB and 50 megapixels.`;
    if (error.status === 415) return t`That file is not an image we can print: use PNG, JPEG or WebP.`;
    if (error.code === 'NETWORK_ERROR') return t`No connection. Check your network and try again.`;
  }
  return t`The image could not be uploaded. Try again.`;
}
