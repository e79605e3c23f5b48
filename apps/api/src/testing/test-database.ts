import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '../db/client';
import { leasePglite } from './reused-pglite';

/**
 * The migrated database this test run starts every file from (see global-setup.ts): a PostgreSQL
 * template database, or a PGlite data folder tarball. Absent outside Vitest (the benchmarks), where
 * a test database is migrated the slow way.
 */
export type DatabaseTemplate = { kind: 'postgres'; name: string } | { kind: 'pglite'; tarball: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

async function providedTemplate(): Promise<DatabaseTemplate | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('databaseTemplate') ?? null;
}

let tarball: Promise<Blob> | undefined;
const readTarball = (file: string) => (tarball ??= readFile(file).then((bytes) => new Blob([bytes])));

/** A fresh in-memory copy of the run's migrated embedded template: the load a reused database saves. */
export async function loadTemplateCopy(): Promise<PGlite> {
  const template = await providedTemplate();
  if (template?.kind !== 'pglite') throw new Error('This test run has no embedded template.');
  const initialData = await readTarball(template.tarball);
  return (await openDatabase({ dataDir: '', inMemory: true, initialData })).pglite!;
}

export type TestDatabase = {
  database: Database;
  /** The server database's URL, for a second process on the same data (PostgreSQL only). */
  url: string | undefined;
  /** Drops the server database; call after closing every connection to it. */
  drop(): Promise<void>;
};

/**
 * A database no other test file sees. With DATABASE_URL set (CI), a fresh database on that server,
 * cloned from the run's template and dropped after; otherwise an embedded PGlite, in memory or, with
 * `dataDir`, in that folder (for tests that reopen it as a second process would).
 */
export async function createTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  const template = await providedTemplate();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await createServerDatabase(serverUrl, name, template?.kind === 'postgres' ? template.name : undefined);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: options.dataDir ?? '' });
    return { database, url: url.toString(), drop: () => dropServerDatabase(serverUrl, name) };
  }
  const initialData = template?.kind === 'pglite' ? await readTarball(template.tarball) : undefined;
  if (initialData && !options.dataDir) {
    // In memory, from the run's template: a database an earlier file returned, emptied (reused-pglite.ts).
    const { pglite, release } = await leasePglite(loadTemplateCopy);
    return { database: { ...pgliteDatabase(pglite), close: release }, url: undefined, drop: async () => {} };
  }
  const database = await openDatabase({
    dataDir: options.dataDir ?? '',
    inMemory: !options.dataDir,
    ...(initialData ? { initialData } : {}),
  });
  return { database, url: undefined, drop: async () => {} };
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createServerDatabase(serverUrl: string, name: string, template?: string) {
  await onServer(serverUrl, async (client) => {
    if (!template) return void (await client.query(`create database ${name}`));
    // A template cannot be copied while someone is connected to it; a connection that is
    // still closing after the setup is worth a short wait.
    for (let attempt = 0; ; attempt++) {
      try {
        return void (await client.query(`create database ${name} template ${template}`));
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

export async function dropServerDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
