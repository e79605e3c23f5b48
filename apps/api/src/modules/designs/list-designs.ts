import type { DesignListResponse } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { toDesignListItem } from './design-views';

/** The customer's designs that have not expired yet, soonest expiry first (spec section 5). */
export async function listDesigns(
  deps: Pick<UseCaseDeps, 'designs' | 'clock' | 'blobStore' | 'config'>,
  input: { userId: string },
): Promise<DesignListResponse> {
  const rows = await deps.designs.listUnexpired(input.userId, deps.clock.now());
  return { designs: rows.map((row) => toDesignListItem(row, deps.blobStore, deps.config.PUBLIC_URL)) };
}
