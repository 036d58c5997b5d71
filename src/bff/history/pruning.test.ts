import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabases } from '@/testing/test-databases';
import { createPlaceHistory, type NewHistoryEntry } from '../store/place-history';
import { pruneHistory } from './pruning';

// Issue 41: place history kept by age and by a count per place, on both engines; pruned oldest
// first, in bounded DELETEs with the event loop free between them.

const engines = testEngines();
const openFresh = useTestDatabases('history-pruning-test');
const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');

const entry = (placeId: string, n: number, at = NOW - DAY): NewHistoryEntry => ({
  eshopId: ESHOP,
  placeId,
  username: 'staff',
  role: 'staff',
  operation: 'update',
  changes: [{ field: 'name', before: `name ${n - 1}`, after: `name ${n}` }],
  at: new Date(at).toISOString(),
});

async function open(url: string | undefined) {
  const history = createPlaceHistory((await openFresh(url)).db);
  const names = async (placeId: string) =>
    (await history.forPlace(placeId, 10_000)).map((e) => e.changes[0]!.after);
  return { history, names };
}

describe.each(engines)('place history retention on $name', ({ url }) => {
  it('drops the entries older than the retention and keeps the newer ones', async () => {
    const { history, names } = await open(url);
    await history.recordAll([
      entry('p1', 1, NOW - 200 * DAY),
      entry('p1', 2, NOW - 181 * DAY),
      entry('p1', 3, NOW - 179 * DAY),
      entry('p2', 1, NOW - 190 * DAY),
      entry('p2', 2, NOW - DAY),
    ]);
    const result = await pruneHistory(history, { days: 180, perPlace: 200 }, undefined, NOW);
    expect(result.pruned).toBe(3);
    expect(await names('p1')).toEqual(['name 3']);
    expect(await names('p2')).toEqual(['name 2']);
  });

  it('keeps the newest entries of each place up to the cap, and leaves places under it alone', async () => {
    const { history, names } = await open(url);
    // Interleaved, as a job's places are: a place's entries are not next to each other.
    const list: NewHistoryEntry[] = [];
    for (let n = 1; n <= 30; n++) list.push(entry('busy', n), ...(n <= 3 ? [entry('quiet', n)] : []));
    await history.recordAll(list);
    const cursor = { scannedTo: 0 };
    const result = await pruneHistory(history, { days: 180, perPlace: 5, batch: 4, scan: 7 }, cursor, NOW);
    expect(result.pruned).toBe(25);
    expect(await names('busy')).toEqual(['name 30', 'name 29', 'name 28', 'name 27', 'name 26']);
    expect(await names('quiet')).toEqual(['name 3', 'name 2', 'name 1']);
    // Entries added later: only the places they touch are looked at again, and capped again.
    await history.recordAll([entry('busy', 31), entry('busy', 32)]);
    expect((await pruneHistory(history, { days: 180, perPlace: 5 }, cursor, NOW)).pruned).toBe(2);
    expect(await names('busy')).toEqual(['name 32', 'name 31', 'name 30', 'name 29', 'name 28']);
  });

  it('prunes many rows in bounded batches, the event loop free between them', async () => {
    const { history, names } = await open(url);
    const old = Array.from({ length: 2_400 }, (_, n) => entry(`old-${n % 40}`, n, NOW - 365 * DAY));
    const capped = Array.from({ length: 1_300 }, (_, n) => entry('capped', n + 1));
    await history.recordAll([...old, ...capped]);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    const result = await pruneHistory(
      history,
      { days: 180, perPlace: 100, batch: 200, pauseMs: 1 },
      undefined,
      NOW,
    ).finally(() => clearInterval(ticker));
    expect(result.pruned).toBe(2_400 + 1_200);
    // 12 full DELETEs and an empty one for the old, 6 full and an empty one for the capped place.
    expect(result.batches).toBe(13 + 7);
    expect(ticks).toBeGreaterThanOrEqual(result.batches - 2);
    expect(await names('old-0')).toEqual([]);
    const kept = await names('capped');
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('name 1300');
    expect(kept.at(-1)).toBe('name 1201');
  });

  it('stops between batches when asked to (the app closing)', async () => {
    const { history } = await open(url);
    await history.recordAll(Array.from({ length: 500 }, (_, n) => entry('p', n, NOW - 365 * DAY)));
    let statements = 0;
    const result = await pruneHistory(
      history,
      { days: 180, perPlace: 100, batch: 100, pauseMs: 0, stopped: () => ++statements > 2 },
      undefined,
      NOW,
    );
    expect(result).toEqual({ pruned: 200, batches: 2 });
  });
});
