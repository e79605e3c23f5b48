import type { DesignListItem } from '@prompttee/domain';
import type { BlobStore } from '../../ports/blob-store';
import type { DesignRow } from './design-repository';

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A stored design as the API shows it: times in seconds since the epoch (spec section 3). */
export function toDesignListItem(
  design: Pick<DesignRow, 'id' | 'prompt' | 'thumbnailKey' | 'createdAt' | 'expiresAt'>,
  blobStore: Pick<BlobStore, 'publicUrl'>,
): DesignListItem {
  return {
    design_id: design.id,
    thumbnail_url: blobStore.publicUrl(design.thumbnailKey),
    prompt: design.prompt,
    created_at: epochSeconds(design.createdAt),
    expires_at: epochSeconds(design.expiresAt),
  };
}
