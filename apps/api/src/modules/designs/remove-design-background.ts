import type { DesignListItem } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { readXmp, withXmp } from '../../images/png-xmp';
import type { UseCaseDeps } from '../use-case-deps';
import { ensurePrintFile } from './ensure-print-file';
import { signIfGenerated } from './sign-if-generated';
import { checkUploadAllowance, storeImageDesign } from './upload-design';

const copyXmp = (from: Buffer, to: Buffer) => {
  const packet = readXmp(from);
  return packet ? withXmp(to, packet) : to;
};

/**
 * A new design: the owner's design with its background made transparent (cutOutSubject, on this
 * machine, no model). The original stays as it was. It counts as one of the day's uploads.
 */
export async function removeDesignBackground(
  deps: Pick<
    UseCaseDeps,
    | 'designs'
    | 'blobStore'
    | 'clock'
    | 'config'
    | 'imageGenerator'
    | 'contentCredentials'
    | 'log'
    | 'imageWork'
  >,
  input: { userId: string; designId: string },
): Promise<DesignListItem> {
  const design = await deps.designs.ownedDesign(input.userId, input.designId);
  if (!design || design.expiresAt <= deps.clock.now()) throw notFound('Design');
  await checkUploadAllowance(deps, input.userId);
  if (!design.printReadyAt) await ensurePrintFile(deps, { designId: design.id });
  const source = await deps.blobStore.get(design.printKey);
  if (!source) throw notFound('Design');
  const cut = await deps.imageWork.cutOutSubject(source);
  if (cut.alreadyTransparent) {
    throw new AppError(
      'BAD_REQUEST',
      'This picture has no background left to remove: its edges are already transparent.',
    );
  }
  if (cut.removedShare === 0) {
    throw new AppError(
      'BAD_REQUEST',
      'No background could be told apart from the picture: it is left as it is.',
    );
  }
  return storeImageDesign(deps, {
    userId: input.userId,
    // A generated design stays marked as generated once cut out.
    png: await signIfGenerated(deps.contentCredentials, copyXmp(source, cut.png)),
    width: design.sourceWidth ?? 3600,
    prompt: `${design.prompt} (background removed)`.slice(0, 140),
  });
}
