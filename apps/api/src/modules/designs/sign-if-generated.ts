import { readXmp } from '../../images/png-xmp';
import { parseProvenanceXmp } from '../../images/provenance';
import type { ContentCredentials } from '../../ports/content-credentials';

/**
 * A PNG made from a generated design (placed, cut out) signed with the design's C2PA statement,
 * read from the shop's own XMP packet it carries: the design's manifest hashed other pixels. Any
 * other PNG (a customer's picture: uploads are stripped of metadata) is returned as it is.
 */
export async function signIfGenerated(credentials: ContentCredentials, png: Buffer): Promise<Buffer> {
  const packet = readXmp(png);
  const provenance = packet ? parseProvenanceXmp(packet) : null;
  return provenance ? credentials.signPng(png, provenance) : png;
}
