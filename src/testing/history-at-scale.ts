import { CompiledQuery } from 'kysely';
import { openBffDatabase, type BffDatabase, type DatabaseOptions, type Db } from '@/bff/store/db';
import { deletionsQuery } from '@/bff/store/place-history';
import type { FieldChange } from '@/contract/desk/place-fields';
import { DEMO_ESHOP, EMPTY_ESHOP } from '@/sandbox/store/demo-ids';

// A place history as a year of work on a 100 000-place network leaves it, for the bench of the
// recently deleted places (bench/deleted-places.ts): every place's creation (the demo e-shop's
// 100 000 and two smaller e-shops' 20 000 each, one after the other as imports made them), then
// a stream of edits with the deletions spread through it (5 000 in the demo e-shop, 1 000 in the
// second, none in the third) and a restore after one deletion in ten. Written in chunks of 500
// rows, as recordAll does. With the plan of the route's query and its index, dropped and made
// again: the baseline of the same run.

/** An e-shop the BFF does not manage: its history is only more rows to walk past. */
const OTHER_ESHOP = 'bench-eshop-b';
/** An e-shop with places and edits but no deletion: its page is empty. */
export const QUIET_ESHOP = EMPTY_ESHOP;
const INDEX = `CREATE INDEX place_history_deletions ON place_history (eshop_id, id) WHERE operation = 'delete'`;

const PLACES = { [DEMO_ESHOP]: 100_000, [OTHER_ESHOP]: 20_000, [QUIET_ESHOP]: 20_000 };
const EDITS = 60_000;
const DELETIONS = { [DEMO_ESHOP]: 5_000, [OTHER_ESHOP]: 1_000 };
const CHUNK = 500;

interface Row {
  eshop_id: string;
  place_id: string;
  at: string;
  username: string;
  role: string;
  operation: string;
  job_id: null;
  revert_of: number | null;
  fields: string;
  changes: string;
  details: string | null;
}

/** A deterministic pseudo-random sequence (the same history every run). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** A place's id (a UUID, as the routes read it back): its e-shop's number and its own. */
const placeId = (eshop: string, n: number, variant = 'a') =>
  `0000000${Object.keys(PLACES).indexOf(eshop)}-0000-4000-${variant}000-${n.toString(16).padStart(12, '0')}`;

/** Entries a minute apart, in the order they are written. */
let minute = 0;

const row = (
  eshop: string,
  place: string,
  operation: string,
  changes: FieldChange[],
  extra?: Partial<Row>,
) => ({
  eshop_id: eshop,
  place_id: place,
  at: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000).toISOString(),
  username: 'staff',
  role: 'staff',
  operation,
  job_id: null,
  revert_of: null,
  fields: ` ${changes.map((c) => c.field).join(' ')} `,
  changes: JSON.stringify(changes),
  details: null,
  ...extra,
});

const made = (n: number): FieldChange[] => [
  { field: 'name', before: null, after: `Place ${n}` },
  { field: 'location', before: null, after: { city: 'Brno', street: `Street ${n}`, zip: '60200' } },
];
const gone = (n: number): FieldChange[] => made(n).map((c) => ({ ...c, before: c.after, after: null }));

/** Fills place_history; answers how many entries it wrote. */
async function seedHistory(db: Db): Promise<number> {
  const next = random(45);
  let written = 0;
  let pending: Row[] = [];
  const flush = async () => {
    for (let i = 0; i < pending.length; i += CHUNK)
      await db
        .insertInto('place_history')
        .values(pending.slice(i, i + CHUNK))
        .execute();
    written += pending.length;
    pending = [];
  };
  for (const [eshop, places] of Object.entries(PLACES)) {
    for (let n = 0; n < places; n++) pending.push(row(eshop, placeId(eshop, n), 'create', made(n)));
    await flush();
  }
  const eshops = Object.keys(PLACES);
  const events = EDITS + DELETIONS[DEMO_ESHOP] + DELETIONS[OTHER_ESHOP];
  const deleteShare = (DELETIONS[DEMO_ESHOP] + DELETIONS[OTHER_ESHOP]) / events;
  for (let k = 0; k < events; k++) {
    const deleting = next() < deleteShare;
    const eshop = deleting ? (next() < 5 / 6 ? DEMO_ESHOP : OTHER_ESHOP) : eshops[Math.floor(next() * 3)]!;
    const n = Math.floor(next() * PLACES[eshop as keyof typeof PLACES]);
    const place = placeId(eshop, n);
    if (!deleting) {
      pending.push(
        row(eshop, place, 'update', [{ field: 'phone', before: '+420 600 000 000', after: `+420 600 ${n}` }]),
      );
      continue;
    }
    pending.push(row(eshop, place, 'delete', gone(n)));
    if (next() < 0.1) {
      // The restore names its deletion, so the deletion must be written first to know its id.
      await flush();
      const deletion = await db
        .selectFrom('place_history')
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const details = JSON.stringify({ restoredAs: placeId(eshop, n, 'b') });
      pending.push(row(eshop, place, 'restore', made(n), { revert_of: Number(deletion.id), details }));
    }
  }
  await flush();
  return written;
}

/** The plan the engine picks for the deleted places query, one line. */
async function planOf(database: BffDatabase, eshopId: string, before?: number) {
  const query = deletionsQuery(database.db, eshopId, 51, before).compile();
  const explain = database.engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (COSTS OFF) ';
  const { rows } = await database.db.executeQuery(
    CompiledQuery.raw(explain + query.sql, [...query.parameters]),
  );
  return rows
    .map((r) => Object.values(r as object).at(-1) as string)
    .map((l) => l.trim())
    .join('; ');
}

/**
 * Opens the BFF's database (migrated), fills its history and answers the id before which the demo
 * e-shop has 30 deletions left (fewer than a page), with the index's drop and remake and the plan.
 */
export async function historyAtScale(options: DatabaseOptions) {
  const database = await openBffDatabase(options);
  const run = (statement: string) => database.db.executeQuery(CompiledQuery.raw(statement));
  const analyze = async () => {
    if (database.engine === 'postgres') await run('ANALYZE place_history');
  };
  const entries = await seedHistory(database.db);
  await analyze();
  const oldest = await database.db
    .selectFrom('place_history')
    .select('id')
    .where('eshop_id', '=', DEMO_ESHOP)
    .where('operation', '=', 'delete')
    .orderBy('id')
    .offset(30)
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    entries,
    lastPageBefore: Number(oldest.id),
    dropIndex: () => run('DROP INDEX place_history_deletions'),
    createIndex: () => run(INDEX).then(analyze),
    plan: (eshopId: string, before?: number) => planOf(database, eshopId, before),
    close: async () => {
      await database.dropSchema();
      await database.close();
    },
  };
}
