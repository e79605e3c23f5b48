import type { DesignListResponse } from '@prompttee/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { designs } from '../../db/schema';
import { toDesignListItem } from './design-views';

/** The customer's designs that have not expired yet, soonest expiry first (spec section 5). */
export async function listDesigns(
  deps: Pick<Deps, 'db' | 'clock' | 'blobStore'>,
  options: { userId: string },
): Promise<DesignListResponse> {
  const rows = await deps.db
    .select()
    .from(designs)
    .where(and(eq(designs.userId, options.userId), gt(designs.expiresAt, deps.clock.now())))
    .orderBy(asc(designs.expiresAt), asc(designs.id));
  return { designs: rows.map((row) => toDesignListItem(row, deps.blobStore)) };
}
