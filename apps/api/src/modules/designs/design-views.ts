import type { DesignListItem } from '@prompttee/domain';
import type { BlobStore } from '../../ports/blob-store';
import type { DesignRow } from './design-repository';

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The owner's way to the print file: an API URL behind their bearer token, which redirects to a
 * short-lived signed URL (decision 021). Absolute, like the thumbnail's.
 */
export const printFileUrl = (publicUrl: string, designId: string) =>
  `${publicUrl.replace(/\/$/, '')}/v1/designs/${designId}/print-file`;

/** A stored design as the API shows it: times in seconds since the epoch (spec section 3). */
export function toDesignListItem(
  design: Pick<DesignRow, 'id' | 'prompt' | 'thumbnailKey' | 'createdAt' | 'expiresAt' | 'sourceWidth'> &
    Partial<Pick<DesignRow, 'source'>>,
  blobStore: Pick<BlobStore, 'publicUrl'>,
  publicUrl: string,
): DesignListItem {
  return {
    design_id: design.id,
    thumbnail_url: blobStore.publicUrl(design.thumbnailKey),
    prompt: design.prompt,
    created_at: epochSeconds(design.createdAt),
    expires_at: epochSeconds(design.expiresAt),
    ...(design.sourceWidth ? { source_width: design.sourceWidth } : {}),
    print_file_url: printFileUrl(publicUrl, design.id),
    ...(design.source ? { source: design.source } : {}),
  };
}
