import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createOidcFlows } from './oidc-flows';

// Sign-ins in progress are rows anyone can make: their number is bounded, the expired ones are swept
// (by the expiry's index, not at every start), and a flow is taken once.

describe.each(testEngines())('single sign-on flows on $name', ({ url }) => {
  const open = useTestDatabases('oidc-flows');

  it('stores no more than the bound of open flows; expired ones make room again', async () => {
    const { db } = await open(url);
    let clock = 1_000_000;
    const flows = createOidcFlows(db, () => clock, 3);
    for (const state of ['a', 'b', 'c']) expect(await flows.begin(state, 'n', 'v')).toBe(true);
    expect(await flows.begin('d', 'n', 'v')).toBe(false);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('oidc_flows')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(3);
    // Ten minutes later the three have expired: a start sweeps them and is stored.
    clock += 11 * 60_000;
    expect(await flows.begin('e', 'n', 'v')).toBe(true);
    expect(await count()).toBe(1);
    expect(await flows.take('a')).toBeUndefined();
    expect(await flows.take('e')).toEqual({ nonce: 'n', codeVerifier: 'v' });
    expect(await flows.take('e')).toBeUndefined();
  });

  it('finds expired flows by an index on their expiry', async () => {
    const database = await open(url);
    const indexed =
      database.engine === 'postgres'
        ? await database.db
            .selectFrom('pg_indexes' as never)
            .select('indexdef' as never)
            .where('tablename' as never, '=', 'oidc_flows' as never)
            .execute()
        : await database.db
            .selectFrom('sqlite_master' as never)
            .select('sql' as never)
            .where('tbl_name' as never, '=', 'oidc_flows' as never)
            .execute();
    expect(JSON.stringify(indexed)).toMatch(/\(\s*"?expires_at"?\s*\)/);
  });
});
