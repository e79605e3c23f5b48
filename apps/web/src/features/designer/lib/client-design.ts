import type { DesignListItem } from '@prompttee/domain';
import { formatShortDate } from './format-date';

/** A design as the designer holds it (spec section 3): the prompt is its title, the date its description. */
export type ClientDesign = {
  id: string;
  src: string;
  title: string;
  description: string;
  /** Seconds since the epoch, as the API sends expires_at. */
  expiryTime: number;
};

export function toClientDesign(design: DesignListItem): ClientDesign {
  return {
    id: design.design_id,
    src: design.thumbnail_url,
    title: design.prompt,
    description: formatShortDate(new Date(design.created_at * 1000)),
    expiryTime: design.expires_at,
  };
}
