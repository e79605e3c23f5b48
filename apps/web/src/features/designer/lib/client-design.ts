import { TEE_PRINT_AREA, type DesignListItem } from '@prompttee/domain';
import { isAiGenerated } from '@/components/ai-generated-badge';

/**
 * A design as the designer holds it (spec section 3): the prompt is its title, the day it was made
 * its description (written in the page's language where it is shown).
 */
export type ClientDesign = {
  id: string;
  src: string;
  title: string;
  /** Seconds since the epoch, as the API sends created_at. */
  createdAt: number;
  /** Seconds since the epoch, as the API sends expires_at. */
  expiryTime: number;
  /** The print file's width in pixels, for the resolution check. */
  sourceWidth: number;
  /** Made by the generator (marked "AI-generated"), not uploaded. */
  generated: boolean;
};

/** Every print file covers the whole print area at its DPI (3600 px) unless the server says otherwise. */
export const DEFAULT_SOURCE_WIDTH = TEE_PRINT_AREA.widthIn * TEE_PRINT_AREA.dpi;

/** What the designer shows of a listed design, or of a completed job's. */
export function toClientDesign(design: Omit<DesignListItem, 'print_file_url'>): ClientDesign {
  return {
    id: design.design_id,
    src: design.thumbnail_url,
    title: design.prompt,
    createdAt: design.created_at,
    expiryTime: design.expires_at,
    sourceWidth: design.source_width ?? DEFAULT_SOURCE_WIDTH,
    generated: isAiGenerated(design.source),
  };
}
