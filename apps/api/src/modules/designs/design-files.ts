import { randomBytes } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 18 random bytes, 24 URL-safe characters: the folder of a design's files. Thumbnails are served
 * publicly by key, so the key itself is the secret; it is chosen when the job is created and
 * travels in the job's payload, so a retried job rewrites the same files instead of leaving orphans.
 */
export function newDesignFileToken(): string {
  return randomBytes(18).toString('base64url');
}

export type DesignFileKeys = { printKey: string; thumbnailKey: string };

/** The thumbnail is public by its unguessable key; the print file is private (signed URLs only). */
export function designFileKeys(token: string): DesignFileKeys {
  return { printKey: `private/designs/${token}/print.png`, thumbnailKey: `designs/${token}/thumb.webp` };
}

/**
 * Where the composition `hash` (a customer's layers drawn into one side) keeps its files: public
 * thumbnail, private print file, as for a design.
 */
export const composedFileKeys = (hash: string) => ({
  hash,
  printKey: `private/composed/${hash}/print.png`,
  thumbnailKey: `composed/${hash}/thumb.webp`,
});

/** How long a design lives (DESIGN_TTL_DAYS); a composition of layers nobody asks for lives as long. */
export const designLifetimeMs = (config: { DESIGN_TTL_DAYS: number }) => config.DESIGN_TTL_DAYS * DAY_MS;
