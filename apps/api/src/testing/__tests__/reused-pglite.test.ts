import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { leasePglite } from '../reused-pglite';
import { createTestDatabase, loadTemplateCopy } from '../test-database';

// createTestDatabase hands a file the database an earlier file closed, emptied (reused-pglite.ts).
// These tests only run on the embedded database; on a server each file gets its own database.
const embedded = !process.env.DATABASE_URL;

async function counts(pglite: PGlite) {
  const { rows } = await pglite.query<{ users: number; queues: number; migrations: number }>(`
    select (select count(*)::int from "user") as users, (select count(*)::int from pgboss.queue) as queues,
      (select count(*)::int from drizzle.__drizzle_migrations) as migrations`);
  return rows[0]!;
}

const addUser = (pglite: PGlite) =>
  pglite.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     values ('u1', 'Mari', 'mari@example.com', false, now(), now())`,
  );

describe.runIf(embedded)('a test database handed on', () => {
  it('comes back with only the migrated rows, its sequences and its session reset', async () => {
    const first = await createTestDatabase();
    const migrated = await counts(first.database.pglite!);
    await addUser(first.database.pglite!);
    await first.database.pglite!.exec(`set timezone = 'Pacific/Auckland'`);
    await first.database.pglite!.exec(`delete from drizzle.__drizzle_migrations where id = 1`);
    await first.database.close();

    const second = await createTestDatabase();
    expect(await counts(second.database.pglite!)).toEqual({ ...migrated, users: 0 });
    const { rows } = await second.database.pglite!.query<{ timezone: string }>('show timezone');
    expect(rows[0]!.timezone).not.toBe('Pacific/Auckland');
    await second.database.close();
  });

  it('is reused rather than loaded again, and the closed handle no longer works', async () => {
    const first = await createTestDatabase();
    const heard = vi.fn();
    await first.database.listen('design_events', heard);
    await first.database.close();
    await expect(first.database.pglite!.query('select 1')).rejects.toThrow(/closed/);
    expect(first.database.pglite!.closed).toBe(true);

    const load = vi.fn(loadTemplateCopy);
    const second = await leasePglite(load);
    expect(load).not.toHaveBeenCalled();
    await second.pglite.exec(`notify design_events, 'x'`);
    await second.pglite.query('select 1');
    expect(heard).not.toHaveBeenCalled();
    await second.release();
  });

  it('is not reused once its schema changed: the next file gets a fresh copy', async () => {
    const first = await createTestDatabase();
    await first.database.pglite!.exec('create table stray (id int)');
    await first.database.close();

    const second = await createTestDatabase();
    const { rows } = await second.database.pglite!.query(`select to_regclass('stray') as stray`);
    expect(rows[0]).toEqual({ stray: null });
    expect((await counts(second.database.pglite!)).users).toBe(0);
    await second.database.close();
  });
});
