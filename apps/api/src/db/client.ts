import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { isDatabaseConnectionError } from '../errors';
import { createPostgresListener, type Listen } from './listen';
import { TRIGGER_CHANNELS } from './notify-channels';
import * as schema from './schema';
import type { Db } from './types';

export type { Db, Schema, Tx } from './types';
export type { Listen } from './listen';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on the embedded database: pg-boss shares its single connection. */
  pglite?: PGlite;
  /** Present on PostgreSQL: pg-boss gets its own pool from the same URL. */
  url?: string;
  migrate(): Promise<void>;
  /**
   * LISTEN: `onPayload` runs for each NOTIFY on the channel, from any process on this database
   * (PGlite: this process, the only one that can open it). Resolves once listening.
   */
  listen: Listen;
  /** Throws when the database cannot answer (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  inMemory?: boolean;
  /**
   * Embedded only: a data folder tarball (PGlite's dumpDataDir) to start from instead of an empty
   * database. The tests start every file from one migrated copy instead of migrating each time.
   */
  initialData?: Blob;
  onPoolError?: (err: Error) => void;
};

const defaultPoolError = (err: Error) => console.error(`database connection lost: ${err.message}`);

/**
 * A client lent out by `pool.connect()` whose connection dies goes back to the pool at once (and
 * is discarded there), whatever its borrower does next: Drizzle runs BEGIN outside its
 * try/finally, so a connection killed between checkout and BEGIN was never released, and ten of
 * those left the pool empty for good. A later release by the borrower is then a no-op.
 */
function releaseLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    // The callback form is pg-pool's own (pool.query): it releases its clients itself.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onLost);
        release(err);
      };
      const onLost = (err: Error) => releaseOnce(err);
      client.on('error', onLost);
      client.release = releaseOnce;
      return client;
    });
  };
}

/**
 * A single SELECT outside a transaction (pool.query checks out a fresh connection) that fails
 * because its connection was ended is run once more: reading twice changes nothing. Writes and
 * transactions are not retried here; they fail with a 503 and the client retries them.
 */
function retrySelectsOnLostConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const isSelect = (args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    return typeof text === 'string' && /^\s*select\b/i.test(text);
  };
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function' || !isSelect(args)) return query(...args);
    return query(...args).catch((err: unknown) => {
      if (!isDatabaseConnectionError(err)) throw err;
      return query(...args);
    });
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const listener = createPostgresListener(options.databaseUrl, (err) =>
      (options.onPoolError ?? defaultPoolError)(err),
    );
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      onConnect: (client) => listener.hearOwnWrites(client, TRIGGER_CHANNELS),
    });
    const onError = options.onPoolError ?? defaultPoolError;
    // An idle connection that the server drops (restart, failover, admin kill) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', onError);
    // Nor a checked-out one: pg-pool removes its idle listener while a client is lent out (inside
    // a transaction, between two queries), and a Client's 'error' with no listener kills the
    // process. The query in flight fails with the error instead and the request answers 503.
    pool.on('connect', (client) => client.on('error', onError));
    releaseLostClients(pool);
    retrySelectsOnLostConnection(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      url: options.databaseUrl,
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let pglite: PGlite;
  const initial = options.initialData ? { loadDataDir: options.initialData } : {};
  if (options.inMemory) {
    pglite = new PGlite(initial);
  } else {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true });
    pglite = new PGlite(folder, initial);
  }
  await pglite.waitReady;
  return pgliteDatabase(pglite);
}

/** The shop's view of an open PGlite; closing it closes the PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is this process's alone and calls listeners before a write returns: nothing is missed.
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        // Closing the database drops its listeners anyway; a late unlisten must not fail.
        if (!pglite.closed) await unlisten();
      };
    },
    close: () => pglite.close(),
  };
}
