import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgresForTests } from '@/testing/postgres';
import { useTestDatabases } from '@/testing/test-databases';
import { isDatabaseUnavailable } from './db';

// A pooled PostgreSQL connection ended by the server (a restart, a failover, an administrator:
// 57P01, then "Connection terminated unexpectedly") while it is checked out, between the queries
// of a transaction or during one, must fail only that work: the error goes to its caller as
// database-unavailable, never to the process as an unhandled 'error' event, and the pool opens a
// new connection for the next query. Only this test's own connections are ended.

const pgUrl = postgresForTests().url;
const openFresh = useTestDatabases('connection-loss');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ends one server process, as a restart does to each (pg_terminate_backend sends 57P01). */
async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!pgUrl)('a PostgreSQL connection lost while in use', () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
  });

  it('fails the transaction it was in, not the process, and the next query gets a new one', async () => {
    const database = await openFresh(pgUrl);
    const failed = await database.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        await terminate(rows[0]!.pid);
        await sleep(300); // the server's goodbye arrives while the connection is idle in the transaction
        await sql`SELECT 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
    expect(uncaught).toEqual([]);
    await database.ping();
  });

  it('fails the query it was running, not the process', async () => {
    const database = await openFresh(pgUrl);
    const failed = await database.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        const ending = sleep(100).then(() => terminate(rows[0]!.pid));
        await Promise.all([sql`SELECT pg_sleep(5)`.execute(trx), ending]);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
    await sleep(300);
    expect(uncaught).toEqual([]);
    await database.ping();
  });
});
