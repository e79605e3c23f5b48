import { createHash } from 'node:crypto';
import { GENERATION_CANDIDATES } from '@prompttee/domain';

/**
 * One GENERATE makes GENERATION_CANDIDATES designs. The first keeps the id chosen when the job was
 * created; the others' ids are derived from it, so a retried job writes the same rows and files.
 * A derived id is a UUID version 8 that starts with the first's eight hex digits (so all share
 * its seed, see seedOf) and ends with its candidate number (so a print file drawn again later
 * asks for the same candidate).
 */
export function candidateIds(designId: string): string[] {
  return Array.from({ length: GENERATION_CANDIDATES }, (_, k) =>
    k === 0 ? designId : derivedId(designId, k),
  );
}

/** Which candidate of its GENERATE a design is: 0 for the first and for every design made before. */
export function candidateOf(designId: string): number {
  return designId[14] === '8' ? Number.parseInt(designId.at(-1)!, 16) % GENERATION_CANDIDATES : 0;
}

/** The files of candidate k live in their own folder next to the first's. */
export const candidateFileToken = (fileToken: string, k: number) =>
  k === 0 ? fileToken : `${fileToken}-${k}`;

function derivedId(designId: string, k: number): string {
  const hex = createHash('sha256').update(`${designId}:${k}`).digest('hex');
  const seedPart = designId.replace(/-/g, '').slice(0, 8);
  // 8 seed + 4 + version 8 + 3 + variant (8-b) + 3 + 11 + candidate = 32 hex digits.
  const variant = ((Number.parseInt(hex[0]!, 16) & 0x3) | 0x8).toString(16);
  const rest = `${hex.slice(1, 5)}8${hex.slice(5, 8)}${variant}${hex.slice(8, 11)}${hex.slice(11, 22)}${k.toString(16)}`;
  const all = seedPart + rest;
  return `${all.slice(0, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}-${all.slice(16, 20)}-${all.slice(20, 32)}`;
}
