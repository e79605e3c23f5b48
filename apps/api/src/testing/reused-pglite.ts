import type { PGlite } from '@electric-sql/pglite';
import { databaseFingerprint, databaseSnapshot, restoreSnapshot, type Snapshot } from './pglite-reset';

/**
 * A test file's embedded database, handed back for the next file once it is closed instead of
 * thrown away. Loading a migrated copy took ~1.2 s of CPU (the data folder untarred into memory,
 * PostgreSQL started, the garbage collector chasing the copies): 58 loads were ~40 % of the API
 * tests' CPU. A returned database is emptied back to the migrated state (pglite-reset.ts) and kept
 * only if nothing but rows changed: its schema's fingerprint must equal a fresh copy's, otherwise
 * it is closed and the next file loads a fresh one.
 */
export type PgliteLease = { pglite: PGlite; release(): Promise<void> };

/** Taken by a fresh copy as soon as it is loaded: the state every returned database goes back to. */
let migrated: Snapshot | undefined;
/** At most one database waits per worker: files run one after another, a few hold two at once. */
let spare: PGlite | undefined;

export async function leasePglite(load: () => Promise<PGlite>): Promise<PgliteLease> {
  let pglite = spare;
  spare = undefined;
  if (!pglite) {
    pglite = await load();
    migrated ??= await databaseSnapshot(pglite);
  }
  return lend(pglite, migrated!);
}

/**
 * The lent database behind a proxy that stops working when the lease ends: a closed shop's late
 * query fails as it would on a closed database instead of landing in the next file's.
 */
function lend(pglite: PGlite, snapshot: Snapshot): PgliteLease {
  let returned: Promise<void> | undefined;
  const unlistens = new Set<() => Promise<void>>();
  const release = () => (returned ??= giveBack(pglite, snapshot, [...unlistens]));
  const proxy = new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'closed') return returned !== undefined || target.closed;
      if (prop === 'close') return release;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      // A closed shop's late query fails as it would on a closed PGlite.
      if (returned) return () => Promise.reject(new Error('This test database was closed.'));
      if (prop === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => {
          const unlisten = await target.listen(...args);
          unlistens.add(unlisten);
          return async () => {
            unlistens.delete(unlisten);
            await unlisten();
          };
        };
      }
      // PGlite keeps its state in #private fields, which only the instance itself may read.
      return value.bind(target);
    },
  });
  return { pglite: proxy, release };
}

async function giveBack(pglite: PGlite, snapshot: Snapshot, unlistens: (() => Promise<void>)[]) {
  if (pglite.closed) return;
  try {
    for (const unlisten of unlistens) await unlisten();
    await restoreSnapshot(pglite, snapshot);
    if (!spare && (await databaseFingerprint(pglite)) === snapshot.fingerprint) {
      spare = pglite;
      return;
    }
  } catch {
    // A file that left a transaction open or broke the database: it is not reused.
  }
  await pglite.close();
}
