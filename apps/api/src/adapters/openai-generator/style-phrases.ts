import type { DesignStyle } from '@prompttee/domain';

/** How each style the designer offers is put to an image model, after the customer's words. */
const PHRASES: Record<DesignStyle, string> = {
  sticker: 'drawn as a die-cut sticker with a thick white outline',
  badge: 'drawn as a vintage badge emblem',
  line: 'drawn as clean line art with even strokes',
  neon: 'drawn as a glowing neon sign',
  pixel: 'drawn as 8-bit pixel art',
  synthwave: 'in a retro synthwave style with a striped sunset',
  grunge: 'in a distressed grunge screen-print style',
  kawaii: 'in a cute kawaii style',
};

/** The customer's words with the picked style, as the model reads it. */
export const withStyle = (prompt: string, style: DesignStyle | undefined) =>
  style ? `${prompt.trim()}, ${PHRASES[style]}` : prompt;
