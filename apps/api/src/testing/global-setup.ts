import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { allJobs } from '../jobs/definitions';
import { createQueue } from '../jobs/queue';
import { createServerDatabase, dropServerDatabase, type DatabaseTemplate } from './test-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const migrationsDir = path.resolve(here, '../db/migrations');

/** Migrations and pg-boss's own schema and queues: everything a test file would otherwise set up. */
async function prepare(database: Database) {
  await database.migrate();
  const queue = createQueue(database, (msg, err) => console.error(msg, err), allJobs);
  await queue.start();
  await queue.stop();
}

/** Changes whenever what `prepare` builds could change: the migrations, the jobs, the engines. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsDir, { recursive: true })).sort()) {
    const full = path.join(migrationsDir, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(full));
  }
  hash.update(JSON.stringify(allJobs.map(({ name, queue }) => ({ name, queue }))));
  hash.update('without template databases');
  for (const pkg of ['@electric-sql/pglite', 'pg-boss', 'drizzle-orm']) {
    const manifest = path.join(repoRoot, 'node_modules', pkg, 'package.json');
    hash.update(JSON.parse(await readFile(manifest, 'utf8')).version);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The embedded database's template: a tarball of a migrated PGlite data folder, kept in
 * node_modules/.cache between runs (its name is a hash of everything that shapes it), because
 * making one costs ~5 s, which a single-file run would otherwise pay every time.
 */
async function pgliteTemplate(): Promise<DatabaseTemplate> {
  const dir = path.join(repoRoot, 'node_modules/.cache/prompttee-test-db');
  const tarball = path.join(dir, `pglite-${await templateKey()}.tar`);
  if (!existsSync(tarball)) {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    await prepare(database);
    // Every test file loads this tarball into a new PGlite. The two template databases are 15 of
    // its 42 MB (a third of each load's CPU) and nothing here creates a database from them.
    for (const name of ['template0', 'template1']) {
      await database.pglite!.exec(`update pg_database set datistemplate = false where datname = '${name}'`);
      await database.pglite!.exec(`drop database ${name}`);
    }
    await database.pglite!.exec('checkpoint');
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a run started at the same moment never reads half a file.
    const partial = `${tarball}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, tarball);
  }
  return { kind: 'pglite', tarball };
}

/**
 * Runs once per `vitest run`: one migrated database, which every test file then copies
 * (test-database.ts). Opening and migrating a database per file took ~4 s each; a copy takes
 * well under one. On PostgreSQL the template is a database of this run, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('databaseTemplate', await pgliteTemplate());
    return;
  }
  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  await createServerDatabase(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await prepare(database);
  await database.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => dropServerDatabase(serverUrl, name);
}
