/**
 * The styles a customer can pick for a design besides describing it, offered by the designer and
 * taken by `POST /v1/designs/create` as `style`. Each generator draws or phrases it its own way.
 */
export const DESIGN_STYLES = [
  'sticker',
  'badge',
  'line',
  'neon',
  'pixel',
  'synthwave',
  'grunge',
  'kawaii',
] as const;
export type DesignStyle = (typeof DESIGN_STYLES)[number];

export const isDesignStyle = (value: unknown): value is DesignStyle =>
  typeof value === 'string' && (DESIGN_STYLES as readonly string[]).includes(value);
