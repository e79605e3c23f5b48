import { ADMIN_PAGE_SIZE, type AdminDesignsResponse } from '@prompttee/domain';
import { epochSeconds } from '../designs/design-views';
import type { UseCaseDeps } from '../use-case-deps';

/** Every customer's designs, newest first, searched by prompt or e-mail. */
export async function listAllDesigns(
  deps: Pick<UseCaseDeps, 'adminCustomers' | 'blobStore'>,
  input: { q?: string | undefined; page: number },
): Promise<AdminDesignsResponse> {
  const { rows, total } = await deps.adminCustomers.listDesigns({
    ...(input.q ? { search: input.q } : {}),
    offset: (input.page - 1) * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE,
  });
  return {
    designs: rows.map((row) => ({
      design_id: row.id,
      customer_id: row.userId,
      customer_email: row.email,
      prompt: row.prompt,
      thumbnail_url: deps.blobStore.publicUrl(row.thumbnailKey),
      created_at: epochSeconds(row.createdAt),
    })),
    total,
    page: input.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}
