import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createPostgresListener } from '../listen';

// The order-history cache trusts notifications only while they can arrive (decision 023): the
// listener must say when its connection is lost and when it is listening again, and must keep
// trying for as long as the server refuses it. Only PostgreSQL has a connection to lose.
describe.skipIf(!process.env.DATABASE_URL)('LISTEN on PostgreSQL', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    name = new URL(database.url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database "${name}" allow_connections true`);
    await admin.end();
    await database.database.close();
    await database.drop();
  });

  it('reports a lost connection, retries while the server refuses, and reports when it is back', async () => {
    const errors: string[] = [];
    const listener = createPostgresListener(database.url!, (err) => errors.push(err.message));
    const payloads: string[] = [];
    const gaps: string[] = [];
    await listener.listen(
      'listen_probe',
      (payload) => payloads.push(payload),
      (state) => gaps.push(state),
    );
    try {
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      await other.query(`select pg_notify('listen_probe', 'one')`);
      await expect.poll(() => payloads).toEqual(['one']);
      await other.end();

      // No new connections, then every connection dropped: the listener is refused twice (it
      // retries every second) and, refused, does not claim to be listening again.
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1`, [
        name,
      ]);
      await expect.poll(() => gaps).toEqual(['lost']);
      const refusals = () => errors.filter((message) => /not currently accepting connections/.test(message));
      await expect.poll(() => refusals().length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      expect(gaps).toEqual(['lost']);
      await admin.query(`alter database "${name}" allow_connections true`);
      await expect.poll(() => gaps, { timeout: 5000 }).toEqual(['lost', 'restored']);

      const again = new pg.Client({ connectionString: database.url });
      await again.connect();
      await again.query(`select pg_notify('listen_probe', 'two')`);
      await expect.poll(() => payloads).toEqual(['one', 'two']);
      await again.end();
    } finally {
      await listener.close();
    }
  });
});
