import type { Provenance } from '../images/provenance';

/**
 * Content Credentials (C2PA) for generated print files: a signed statement, beside the XMP, of
 * which program made the image and that a generator drew it (EU AI Act Article 50).
 */
export interface ContentCredentials {
  /** The PNG with a signed C2PA manifest added; its other chunks are kept. */
  signPng(png: Buffer, provenance: Provenance): Promise<Buffer>;
}
