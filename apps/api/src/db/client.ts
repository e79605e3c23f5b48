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
import { createPostgresListener, type Listen } from './listen';
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover, admin kill) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (err) => (options.onPoolError ?? defaultPoolError)(err));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const listener = createPostgresListener(options.databaseUrl, (err) =>
      (options.onPoolError ?? defaultPoolError)(err),
    );
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
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder }),
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
