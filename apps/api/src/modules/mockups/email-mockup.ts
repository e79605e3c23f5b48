import { toEmailJpeg } from '../../images/email-image';
import type { UseCaseDeps } from '../use-case-deps';

/** The JPEG copy of a WebP mockup in the blob store, beside it: `...-thumb.webp` -> `...-thumb.jpg`. */
export const emailMockupKey = (mockupKey: string) => mockupKey.replace(/\.webp$/, '.jpg');

/**
 * The public URL of a mockup for an e-mail: its JPEG copy, made once and kept beside the WebP.
 * When the copy cannot be made, the WebP's URL: every client but Outlook shows it.
 */
export async function emailMockupUrl(
  deps: Pick<UseCaseDeps, 'blobStore' | 'log'>,
  mockupKey: string,
): Promise<string> {
  const jpegKey = emailMockupKey(mockupKey);
  if (jpegKey === mockupKey) return deps.blobStore.publicUrl(mockupKey);
  try {
    if (!(await deps.blobStore.get(jpegKey))) {
      const webp = await deps.blobStore.get(mockupKey);
      if (!webp) return deps.blobStore.publicUrl(mockupKey);
      await deps.blobStore.put(jpegKey, await toEmailJpeg(webp), 'image/jpeg');
    }
    return deps.blobStore.publicUrl(jpegKey);
  } catch (err) {
    deps.log.warn({ err, mockupKey }, 'e-mail copy of a mockup could not be made');
    return deps.blobStore.publicUrl(mockupKey);
  }
}
