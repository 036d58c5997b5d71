import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createPlaceHistory, deletionsQuery } from './place-history';

// The recently deleted places are read from the index of the e-shop's deletions on both engines
// (migration 0014), not by walking the whole history backwards by id: at 206 000 entries an
// e-shop with no deletion took 24 ms on SQLite and 40 ms on PostgreSQL that way, 0.03 and 0.4 ms
// from the index (bench/deleted-places.ts). The restore beside each is found by its own index.

const engines = testEngines();
const openFresh = useTestDatabases('deleted-places-plan-test');

const change = [{ field: 'name' as const, before: 'A', after: 'B' }];

describe.each(engines)('the deleted places query on $name', ({ url }) => {
  it('reads the deletions and their restores from their indexes', async () => {
    const database = await openFresh(url);
    const history = createPlaceHistory(database.db);
    // 2 000 entries of two e-shops, one in a hundred a deletion, so that the planner has a choice.
    await history.recordAll(
      Array.from({ length: 2000 }, (_, k) => ({
        eshopId: k % 2 ? 'e1' : 'e2',
        placeId: `p${k % 700}`,
        username: 'staff',
        role: 'staff',
        operation: k % 100 === 1 ? ('delete' as const) : ('update' as const),
        changes: change,
      })),
    );
    if (database.engine === 'postgres')
      await database.db.executeQuery(CompiledQuery.raw('ANALYZE place_history'));
    const query = deletionsQuery(database.db, 'e1', 51, 1500).compile();
    const explain = database.engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const { rows } = await database.db.executeQuery(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    );
    const plan = rows.map((r) => Object.values(r as object).join(' ')).join('\n');
    expect(plan).toContain('place_history_deletions');
    expect(plan).toContain('place_history_restore');
    expect(plan).not.toMatch(/place_history_pkey|PRIMARY KEY/);
    expect((await history.deletions('e1', 51)).length).toBe(20);
  });
});
