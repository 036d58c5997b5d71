import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresForTests } from '@/testing/postgres';
import { openBffDatabase, WARM_CONNECTIONS } from './db';

// After a quiet spell the pool still holds a few open connections, so the next request does not
// pay for a new one; what a burst opened beyond them is closed once idle.

const pgUrl = postgresForTests().url;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!pgUrl)('PostgreSQL connections kept warm', () => {
  it(`keeps ${WARM_CONNECTIONS} connections of a burst open once idle and closes the rest`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'warm-'));
    const database = await openBffDatabase({
      url: pgUrl,
      schema: `test_${randomBytes(6).toString('hex')}`,
      sqliteFile: join(dir, 'bff.sqlite'),
      poolIdleMs: 100,
    });
    try {
      // Six queries at once, each holding its connection a moment: the pool opens six.
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = await sql<{
            pid: number;
          }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.1)`.execute(database.db);
          return rows[0]!.pid;
        }),
      );
      expect(new Set(pids).size).toBe(6);
      await sleep(600);
      const { rows } = await sql<{ alive: number }>`
        SELECT count(*)::int AS alive FROM pg_stat_activity WHERE pid = ANY(${pids})`.execute(database.db);
      // The query above may take one of the warm ones or open one more; none beyond it stays.
      expect(rows[0]!.alive).toBe(WARM_CONNECTIONS);
    } finally {
      await database.dropSchema();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
