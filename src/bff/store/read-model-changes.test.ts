import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceChange } from './place-change';
import { openBffDatabase, type BffDatabase } from './db';
import { createReadModelChanges } from './read-model-changes';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2';
const removal = (n: number): PlaceChange => ({ kind: 'delete', placeId: `place-${n}` });

describe('the read models’ change log', () => {
  let database: BffDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const open = async () => {
    database = await openBffDatabase({ sqliteFile: ':memory:' });
    return createReadModelChanges(database.db);
  };

  it('numbers changes made together 1, 2, 3… per e-shop, without holes, in the order they came', async () => {
    const changes = await open();
    const made = await Promise.all(
      Array.from({ length: 450 }, (_, n) => changes.record(n % 3 ? A : B, removal(n))),
    );
    const ofA = made.filter((_, n) => n % 3);
    const ofB = made.filter((_, n) => !(n % 3));
    expect(ofA).toEqual(ofA.map((_, i) => i + 1));
    expect(ofB).toEqual(ofB.map((_, i) => i + 1));
    // The log holds each change under its number.
    const logged = await changes.since(A, 0, 300, 300);
    expect(logged.map((l) => l.generation)).toEqual(ofA);
    expect(logged.map((l) => (l.change?.kind === 'delete' ? l.change.placeId : ''))).toEqual(
      made.flatMap((_, n) => (n % 3 ? [`place-${n}`] : [])),
    );
    // And a change after them goes on from there.
    expect(await changes.record(B, removal(1000))).toBe(ofB.length + 1);
  });

  it('fails the changes of a batch that cannot be written, counts none of them, and goes on', async () => {
    const changes = await open();
    const unwritable = {
      kind: 'upsert',
      place: {
        id: 'x',
        toJSON: () => {
          throw new Error('unwritable');
        },
      },
    } as unknown as PlaceChange;
    // Made together, written together: the transaction fails as a whole.
    const results = await Promise.allSettled([changes.record(A, removal(1)), changes.record(A, unwritable)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    // Rolled back: the next change is number 1, and the log holds only it.
    expect(await changes.record(A, removal(2))).toBe(1);
    expect((await changes.since(A, 0, 10, 10)).map((l) => l.generation)).toEqual([1]);
  });
});
