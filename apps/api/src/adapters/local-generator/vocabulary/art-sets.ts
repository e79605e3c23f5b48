/**
 * The open-licensed vector art the local generator draws subjects with, one npm package each
 * (licences and attribution: docs/credits.md). `flat` is the default colour art, `noto` a second,
 * more detailed colour drawing of most emoji (seeds alternate between them), `line` one-colour
 * outline drawings (line art) and `silhouette` one-colour cut-outs (retro, silhouette, badges).
 */
export const ART_SETS = {
  flat: 'fluent-emoji-flat',
  noto: 'noto',
  line: 'fluent-emoji-high-contrast',
  silhouette: 'game-icons',
} as const;

export type ArtKind = keyof typeof ART_SETS;
export const ART_KINDS = Object.keys(ART_SETS) as ArtKind[];

/** One drawing of a subject: which set, and the icon's name in it. */
export type ArtRef = { kind: ArtKind; name: string };

// Skin-tone variants repeat a base icon five times: never a different subject, so never indexed.
const TONE_VARIANT = /(-(light|medium-light|medium|medium-dark|dark)(-skin-tone)?$)|skin-tone|-tone\d/;

/** Whether an icon name is a variant of another icon that the index already holds. */
export const isToneVariant = (name: string, exists: (base: string) => boolean) =>
  TONE_VARIANT.test(name) &&
  (/skin-tone|-tone\d/.test(name) ||
    exists(name.replace(/-(light|medium-light|medium|medium-dark|dark)$/, '')));
