import type { UseCaseDeps } from '../use-case-deps';

/**
 * An expired design stays on disk an hour longer: an order placed in its last minute captures
 * its files (order_items.print_files) before the purge can get to them.
 */
export const PURGE_GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;

export type PurgeResult = { designs: number; filesDeleted: number; filesKept: number };

/**
 * Deletes expired designs: their files, then their rows. Files an order still refers to are kept,
 * because orders keep their print files when the design itself expires. Files go first, so a run
 * that stops halfway leaves rows the next run finishes, never files nothing points to.
 */
export async function purgeExpiredDesigns(
  deps: Pick<UseCaseDeps, 'designs' | 'orders' | 'blobStore' | 'clock' | 'log'>,
  input: { graceMs?: number } = {},
): Promise<PurgeResult> {
  const cutoff = new Date(deps.clock.now().getTime() - (input.graceMs ?? PURGE_GRACE_MS));
  const result: PurgeResult = { designs: 0, filesDeleted: 0, filesKept: 0 };
  const skipped = new Set<string>();
  for (;;) {
    const batch = (await deps.designs.expiredBefore(cutoff, BATCH + skipped.size)).filter(
      (d) => !skipped.has(d.id),
    );
    if (batch.length === 0) break;

    const keys = batch.flatMap((d) => [d.printKey, d.thumbnailKey]);
    const kept = await deps.orders.printFileKeysInUse(keys);
    const done: string[] = [];
    for (const design of batch) {
      try {
        for (const key of [design.printKey, design.thumbnailKey]) {
          if (kept.has(key)) {
            result.filesKept += 1;
          } else {
            await deps.blobStore.delete(key);
            result.filesDeleted += 1;
          }
        }
        done.push(design.id);
      } catch (err) {
        // Left for the next run; the rest of the batch still goes.
        deps.log.warn({ err, designId: design.id }, 'could not delete an expired design file');
        skipped.add(design.id);
      }
    }
    await deps.designs.deleteDesigns(done);
    result.designs += done.length;
    if (batch.length < BATCH) break;
  }
  return result;
}
