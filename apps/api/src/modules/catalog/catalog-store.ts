import { createHash } from 'node:crypto';
import type { Catalog } from '@prompttee/domain';
import type { Clock } from '../../ports/clock';
import type { CatalogRepository, CatalogState } from './catalog-repository';
import { liveCatalog, type LiveCatalog } from './live-catalog';

/** What customers fetch as /catalog/catalog.json, with its entity tag. */
export type CatalogDocument = { body: string; etag: string };

/**
 * The live catalogue in memory, read from the database. Every read answers at once: a state older
 * than `maxAgeMs` is read again in the background (another process's change arrives within
 * seconds), and this process's own changes are read before their request answers.
 */
export type CatalogStore = {
  /** Every product, those turned off included, at the clock's now. */
  current(): Catalog;
  /** The products customers see, as the JSON document they fetch. */
  document(): CatalogDocument;
  /** Reads the database again (after a change). */
  refresh(): Promise<void>;
};

export async function createCatalogStore(deps: {
  repository: CatalogRepository;
  file: Catalog;
  clock: Clock;
  maxAgeMs?: number;
  onError?: (err: unknown) => void;
}): Promise<CatalogStore> {
  const maxAgeMs = deps.maxAgeMs ?? 5000;
  await deps.repository.seed(deps.file, deps.clock.now());
  let state: CatalogState = await deps.repository.load(deps.clock.now());
  let loadedAt = Date.now();
  let background: Promise<void> | null = null;
  let live: (LiveCatalog & { document: CatalogDocument }) | null = null;
  // Reads may overlap (a background one and one after a change): only a later-started one replaces.
  let started = 0;
  let applied = 0;

  const refresh = async () => {
    const seq = ++started;
    const next = await deps.repository.load(deps.clock.now());
    if (seq < applied) return;
    applied = seq;
    state = next;
    loadedAt = Date.now();
    live = null;
  };

  const derive = () => {
    if (Date.now() - loadedAt > maxAgeMs && !background) {
      background = refresh()
        .catch((err) => deps.onError?.(err))
        .finally(() => {
          background = null;
        });
    }
    const now = deps.clock.now();
    if (!live || +now >= live.validUntil) {
      const next = liveCatalog(state, deps.file.shipping, now);
      const body = JSON.stringify(next.shown);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      live = { ...next, document: { body, etag } };
    }
    return live;
  };

  return {
    current: () => derive().catalog,
    document: () => derive().document,
    refresh,
  };
}

/** A store over a fixed catalogue, for tests and tools that hand the shop one. */
export function staticCatalogStore(catalog: Catalog): CatalogStore {
  const body = JSON.stringify(catalog);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { current: () => catalog, document: () => ({ body, etag }), refresh: async () => {} };
}
