import type { DesignListItem } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { cutOutSubject } from '../../images/cut-out-subject';
import { readXmp, withXmp } from '../../images/png-xmp';
import { parseProvenanceXmp } from '../../images/provenance';
import type { UseCaseDeps } from '../use-case-deps';
import { ensurePrintFile } from './ensure-print-file';
import { checkUploadAllowance, storeImageDesign } from './upload-design';

/**
 * A new design: the owner's design with its background made transparent (cutOutSubject, on this
 * machine, no model). The original stays as it was. It counts as one of the day's uploads.
 */
export async function removeDesignBackground(
  deps: Pick<
    UseCaseDeps,
    'designs' | 'blobStore' | 'clock' | 'config' | 'imageGenerator' | 'contentCredentials' | 'log'
  >,
  input: { userId: string; designId: string },
): Promise<DesignListItem> {
  const design = await deps.designs.ownedDesign(input.userId, input.designId);
  if (!design || design.expiresAt <= deps.clock.now()) throw notFound('Design');
  await checkUploadAllowance(deps, input.userId);
  if (!design.printReadyAt) await ensurePrintFile(deps, { designId: design.id });
  const source = await deps.blobStore.get(design.printKey);
  if (!source) throw notFound('Design');
  const cut = await cutOutSubject(source);
  if (cut.removedShare === 0) {
    throw new AppError(
      'BAD_REQUEST',
      'No background could be told apart from the picture: it is left as it is.',
    );
  }
  return storeImageDesign(deps, {
    userId: input.userId,
    png: await keepMarking(deps, source, cut.png),
    width: design.sourceWidth ?? 3600,
    prompt: `${design.prompt} (background removed)`.slice(0, 140),
  });
}

/** A generated design stays marked as generated once cut out: its XMP, and a manifest for the new pixels. */
async function keepMarking(
  deps: Pick<UseCaseDeps, 'contentCredentials'>,
  source: Buffer,
  cut: Buffer,
): Promise<Buffer> {
  const packet = readXmp(source);
  if (!packet) return cut;
  const provenance = parseProvenanceXmp(packet);
  const marked = withXmp(cut, packet);
  return provenance ? deps.contentCredentials.signPng(marked, provenance) : marked;
}
