import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { ensurePrintFile } from './ensure-print-file';

/** Long enough to start a download, short enough that a shared link is soon worthless. */
export const PRINT_FILE_LINK_MS = 5 * 60 * 1000;

/**
 * A short-lived signed URL of the owner's print file (decision 021). Anyone else's design, or an
 * expired one, answers 404 exactly like a missing one. A print file still being rendered (the
 * second stage) is rendered now, so the link always leads to the file.
 */
export async function getPrintFileLink(
  deps: Pick<
    UseCaseDeps,
    'designs' | 'blobStore' | 'imageGenerator' | 'contentCredentials' | 'clock' | 'log'
  >,
  input: { userId: string; designId: string },
): Promise<{ url: string; expiresAt: Date }> {
  const design = await deps.designs.ownedDesign(input.userId, input.designId);
  const now = deps.clock.now();
  if (!design || design.expiresAt <= now) throw notFound('Design');
  if (!design.printReadyAt) await ensurePrintFile(deps, { designId: design.id });
  const expiresAt = new Date(now.getTime() + PRINT_FILE_LINK_MS);
  return { url: await deps.blobStore.signedUrl(design.printKey, expiresAt), expiresAt };
}
