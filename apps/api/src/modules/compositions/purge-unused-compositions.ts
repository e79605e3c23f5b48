import { composedFileKeys, designLifetimeMs } from '../designs/design-files';
import type { UseCaseDeps } from '../use-case-deps';

const BATCH = 200;

export type CompositionPurge = { compositions: number; filesDeleted: number; filesKept: number };

/**
 * Deletes the composed sides nobody has asked for in a design's lifetime (DESIGN_TTL_DAYS): the
 * cart's previews of layers that were never ordered, and which would otherwise keep a customer's
 * text and pictures, expired designs included, for good. Files an order refers to are kept, as
 * for expired designs. The row goes first, and only while still unused: a composition asked for
 * again meanwhile keeps its files; a run that stops between the two leaves files, never an order
 * without its print file.
 */
export async function purgeUnusedCompositions(
  deps: Pick<UseCaseDeps, 'compositions' | 'orders' | 'blobStore' | 'clock' | 'config' | 'log'>,
): Promise<CompositionPurge> {
  const cutoff = new Date(deps.clock.now().getTime() - designLifetimeMs(deps.config));
  const result: CompositionPurge = { compositions: 0, filesDeleted: 0, filesKept: 0 };
  for (;;) {
    const stale = await deps.compositions.unusedSince(cutoff, BATCH);
    const forgotten = (await deps.compositions.forgetUnused(stale, cutoff)).map(composedFileKeys);
    const keys = forgotten.flatMap((c) => [c.printKey, c.thumbnailKey]);
    const kept = await deps.orders.printFileKeysInUse(keys);
    for (const key of keys) {
      if (kept.has(key)) {
        result.filesKept += 1;
        continue;
      }
      try {
        await deps.blobStore.delete(key);
        result.filesDeleted += 1;
      } catch (err) {
        deps.log.warn({ err, key }, 'could not delete an unused composed file');
      }
    }
    result.compositions += forgotten.length;
    if (stale.length < BATCH) return result;
  }
}
