import { and, asc, inArray, lt } from 'drizzle-orm';
import { composedSides } from '../../db/schema';
import type { Db, Tx } from '../../db/types';

/** composed_sides: when each composed side (its files under composed/<hash>/) was last asked for. */
export function createCompositionRepository(db: Db | Tx) {
  return {
    /** Records that the customer's composition `hash` was asked for at `at`. */
    async touch(hash: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(composedSides)
        .values({ hash, userId, usedAt: at })
        .onConflictDoUpdate({ target: composedSides.hash, set: { usedAt: at } });
    },

    /** Up to `limit` compositions last asked for before `cutoff`, the longest unused first. */
    async unusedSince(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ hash: composedSides.hash })
        .from(composedSides)
        .where(lt(composedSides.usedAt, cutoff))
        .orderBy(asc(composedSides.usedAt))
        .limit(limit);
      return rows.map((r) => r.hash);
    },

    /**
     * Forgets those of `hashes` still unused since `cutoff`, answering which: one asked for again
     * before the row goes stays, and so do its files.
     */
    async forgetUnused(hashes: string[], cutoff: Date): Promise<string[]> {
      if (hashes.length === 0) return [];
      const rows = await db
        .delete(composedSides)
        .where(and(inArray(composedSides.hash, hashes), lt(composedSides.usedAt, cutoff)))
        .returning({ hash: composedSides.hash });
      return rows.map((r) => r.hash);
    },
  };
}

export type CompositionRepository = ReturnType<typeof createCompositionRepository>;
