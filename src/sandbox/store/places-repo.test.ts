import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceListQuery } from '@/contract/places';
import { openDatabase } from './db';
import { MIGRATIONS } from './migrations';
import { sortKey } from './place-columns';
import { DEMO_ESHOP, OTHER_ESHOP } from './demo-ids';
import type { StoredPlace } from './place-mapping';
import { createPlacesRepo, type PlacesRepo } from './places-repo';
import { seededUuid, syntheticPlace } from './seed-places';
import { STORED_IMAGE as IMAGE } from './stored-image.fixture';

// The list's two ways to a page (OFFSET near the start, a cached whole order deeper) must give the
// same pages, complete and stable, and the cached order must follow every change of the e-shop.

const ESHOP = DEMO_ESHOP;
const OTHER = OTHER_ESHOP;

/** Places with many equal sort keys (names, cities, storage times) and some missing cities. */
function place(n: number, eshopId = ESHOP): StoredPlace {
  const base = syntheticPlace(n);
  const { city, ...location } = base.location;
  return {
    ...base,
    id: seededUuid(`repo-test/${eshopId}/${n}`),
    eshopId,
    originPickupPlaceId: `T-${n}`,
    name: ['Alfa', 'alfa', 'Álfa', 'Beta', 'Čápi'][n % 5]!,
    location: n % 7 === 0 ? location : { ...location, city: n % 2 ? city : 'Česká Lípa' },
    storageTimeInDays: n % 3,
  };
}

const SORTS: string[][] = [
  [],
  ['name'],
  ['name,desc'],
  ['location.city,desc'],
  ['location.city', 'name,desc'],
  ['storageTimeInDays,DESC', 'location.city'],
  ['id'],
];

const query = (page: number, size: number, sort: string[], eshopId = ESHOP): PlaceListQuery => ({
  eshopId,
  page,
  size,
  sort,
});

/** Every page of a listing, one after another. */
function allPages(repo: PlacesRepo, size: number, sort: string[]) {
  const pages: string[][] = [];
  for (let page = 0; ; page++) {
    const { items, total } = repo.list(query(page, size, sort));
    if (!items.length) {
      expect(page).toBe(Math.ceil(total / size));
      return pages;
    }
    pages.push(items.map((p) => p.id));
  }
}

const dbs: Database.Database[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fresh(count = 120) {
  const db = openDatabase(':memory:');
  dbs.push(db);
  // Direct: every page by OFFSET; cached: every page from the whole order.
  const direct = createPlacesRepo(db, { directOffsetLimit: Infinity });
  const cached = createPlacesRepo(db, { directOffsetLimit: 0 });
  direct.insertMany(
    'demo',
    Array.from({ length: count }, (_, n) => place(n)),
  );
  direct.insertMany(
    'demo',
    Array.from({ length: 10 }, (_, n) => place(n, OTHER)),
  );
  return { db, direct, cached };
}

describe('places list paging', () => {
  it('gives the same pages by OFFSET and from the cached order, each place exactly once', () => {
    const { direct, cached } = fresh();
    for (const sort of SORTS) {
      for (const size of [1, 7, 20, 2000]) {
        const a = allPages(direct, size, sort);
        expect(allPages(cached, size, sort), `${sort.join('&')} size ${size}`).toEqual(a);
        const ids = a.flat();
        expect(ids, `${sort.join('&')} size ${size}`).toHaveLength(120);
        expect(new Set(ids).size).toBe(120);
      }
    }
  });

  it('sorts by folded keys with insertion order breaking ties, in the last key’s direction', () => {
    const { cached } = fresh(20);
    const names = cached.list(query(0, 20, ['name'])).items.map((p) => [p.name, p.originPickupPlaceId]);
    // "Alfa", "alfa" and "Álfa" fold to one key, so they stay in insertion order among themselves.
    expect(names.slice(0, 12)).toEqual(
      [0, 1, 2, 5, 6, 7, 10, 11, 12, 15, 16, 17].map((n) => [place(n).name, `T-${n}`]),
    );
    const desc = cached.list(query(0, 20, ['name,desc'])).items.map((p) => p.originPickupPlaceId);
    expect(desc.slice(0, 4)).toEqual(['T-19', 'T-14', 'T-9', 'T-4']); // "Čápi", newest first
  });

  it('follows creates, updates and deletes, also ones made past the repository', () => {
    const { db, direct, cached } = fresh();
    const sort = ['name,desc'];
    const page = (repo: PlacesRepo) => repo.list(query(3, 7, sort));
    const same = () => {
      const a = page(direct);
      expect(page(cached)).toEqual(a);
      return a;
    };
    const before = same();

    cached.create('demo', { ...place(500), name: 'Zulu' }); // first in the descending order
    const afterCreate = same();
    expect(afterCreate.total).toBe(before.total + 1);
    // Everything after the new first place moved one on.
    expect(afterCreate.items.slice(1).map((p) => p.id)).toEqual(before.items.slice(0, -1).map((p) => p.id));
    expect(cached.list(query(0, 1, sort)).items[0]!.name).toBe('Zulu');

    const moved = before.items[0]!;
    cached.update('demo', moved.id, (p) => ({ ...p, name: 'Aaa' })); // last now
    const last = cached.list(query(0, 1, ['name'])).items[0]!;
    expect(last.id).toBe(moved.id);
    same();

    cached.remove('demo', moved.id, () => {});
    expect(same().total).toBe(before.total);

    // A write that bypasses the repository still bumps the e-shop's generation (triggers).
    const first = cached.list(query(0, 1, sort)).items[0]!;
    db.prepare("UPDATE places SET name = 'aaaa' WHERE id = ?").run(first.id);
    expect(cached.list(query(0, 1, sort)).items[0]!.id).not.toBe(first.id);
    same();
    db.prepare('DELETE FROM places WHERE id = ?').run(first.id);
    expect(same().total).toBe(before.total - 1);
  });

  it('sees a change another connection committed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'places-repo-'));
    dirs.push(dir);
    const file = join(dir, 'sandbox.sqlite');
    const a = openDatabase(file);
    const b = openDatabase(file);
    dbs.push(a, b);
    const reader = createPlacesRepo(a, { directOffsetLimit: 0 });
    const writer = createPlacesRepo(b);
    writer.insertMany(
      'demo',
      Array.from({ length: 30 }, (_, n) => place(n)),
    );
    const deep = () => reader.list(query(2, 10, ['name'])).items.map((p) => p.id);
    const before = deep();
    // Same count, new order: only the generation tells the cached order is stale.
    writer.update('demo', before[0]!, (p) => ({ ...p, name: '0 first' }));
    const after = deep();
    expect(after).not.toContain(before[0]);
    expect(after).toEqual(
      createPlacesRepo(a, { directOffsetLimit: Infinity })
        .list(query(2, 10, ['name']))
        .items.map((p) => p.id),
    );
    writer.remove('demo', after[0]!, () => {});
    expect(reader.list(query(2, 10, ['name'])).total).toBe(29);
    expect(deep()).not.toContain(after[0]);
  });

  it('stays right when more sorts are asked for than it keeps', () => {
    const { db, direct } = fresh();
    const small = createPlacesRepo(db, { directOffsetLimit: 0, maxCachedOrders: 2 });
    for (let round = 0; round < 2; round++) {
      for (const sort of SORTS) {
        expect(small.list(query(2, 9, sort))).toEqual(direct.list(query(2, 9, sort)));
        expect(small.list(query(0, 9, sort, OTHER))).toEqual(direct.list(query(0, 9, sort, OTHER)));
      }
    }
  });

  it('keeps has_image with the document through create, update and delete of the image', () => {
    const { cached } = fresh(3);
    const hasImage = () =>
      cached
        .listRows(query(0, 10, ['id']))
        .rows.map((r) => [
          Boolean(r.hasImage),
          (JSON.parse(r.doc.toString('utf8')) as StoredPlace).image !== undefined,
        ]);
    expect(hasImage()).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    const p = cached.create('demo', { ...place(50), image: IMAGE });
    expect(hasImage().filter(([a]) => a)).toEqual([[true, true]]);
    cached.update('demo', p.id, ({ image: _, ...rest }) => rest);
    expect(hasImage().every(([a, b]) => a === b && !a)).toBe(true);
    cached.update('demo', p.id, (q) => ({ ...q, image: IMAGE }));
    expect(hasImage().filter(([a, b]) => a && b)).toHaveLength(1);
  });

  it('answers rows whose bytes are the stored document', () => {
    const { cached } = fresh(10);
    const { rows, total } = cached.listRows(query(0, 5, ['name']));
    expect(total).toBe(10);
    for (const row of rows) {
      const text = row.doc.toString('utf8');
      const doc = JSON.parse(text) as StoredPlace;
      expect(JSON.stringify(doc)).toBe(text);
      expect(row.storageTimeInDays).toBe(doc.storageTimeInDays);
    }
    expect(cached.listRows(query(2, 5, ['name']))).toEqual({ rows: [], total: 10 });
    expect(cached.listRows(query(0, 5, [], 'cccccccc-cccc-4ccc-8ccc-cccccccccc01'))).toEqual({
      rows: [],
      total: 0,
    });
  });
});

describe('schema versions 2 and 3', () => {
  it('brings a version 1 database up: counts kept, generations and images added', () => {
    const dir = mkdtempSync(join(tmpdir(), 'places-repo-'));
    dirs.push(dir);
    const file = join(dir, 'sandbox.sqlite');
    const old = new Database(file);
    old.exec(MIGRATIONS[0] as string);
    old.pragma('user_version = 1');
    const insert = old.prepare(`INSERT INTO places (id, account_id, eshop_id, name, type, carrier, origin,
      origin_pickup_place_id, country_code, zone_id, phone, email, doc, created_at, updated_at)
      VALUES (?, 'demo', ?, ?, 'PARCEL_SHOP', 'PPL', 'CARRIER', ?, 'CZ', 'Europe/Prague', '', '', ?, '', '')`);
    for (let n = 0; n < 5; n++) {
      const p = n === 4 ? { ...place(n), image: IMAGE } : place(n);
      insert.run(p.id, ESHOP, sortKey(p.name), p.originPickupPlaceId, JSON.stringify(p));
    }
    old.close();

    const db = openDatabase(file);
    dbs.push(db);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const state = () => db.prepare('SELECT total, generation FROM eshop_place_counts').get();
    // Version 3 marked the one document with an image (and bumped the generation doing it); the
    // last wrote each row's sort keys from its document (a generation each: 1 + 5).
    expect(state()).toEqual({ total: 5, generation: 6 });
    const withImage = db.prepare('SELECT id FROM places WHERE has_image = 1').pluck().all();
    expect(withImage).toEqual([place(4).id]);
    const repo = createPlacesRepo(db, { directOffsetLimit: 0 });
    expect(repo.list(query(1, 2, ['name'])).items).toHaveLength(2);
    repo.create('demo', place(5));
    expect(state()).toEqual({ total: 6, generation: 7 });
    repo.update('demo', place(5).id, (p) => ({ ...p, name: 'x' }));
    repo.remove('demo', place(0).id, () => {});
    expect(state()).toEqual({ total: 5, generation: 9 });
    expect(
      repo
        .list(query(0, 10, ['name']))
        .items.map((p) => p.name)
        .at(-1),
    ).toBe('x');
  });
});

describe('a stored place of another shape', () => {
  it('fails loudly, naming the column, instead of answering a place with a field missing', () => {
    const { db, direct } = fresh(3);
    const id = place(1).id;
    // A row as an older version (or a hand edit) might have left it: no opening hours.
    const { doc } = db.prepare('SELECT doc FROM places WHERE id = ?').get(id) as { doc: string };
    const { openingHours: _, ...withoutHours } = JSON.parse(doc) as Record<string, unknown>;
    db.prepare('UPDATE places SET doc = ? WHERE id = ?').run(JSON.stringify(withoutHours), id);
    expect(() => direct.get('demo', id)).toThrow(/places\.doc does not match the contract/);
    expect(() => direct.list(query(0, 10, []))).toThrow(/openingHours/);
    // The others read as before.
    expect(direct.get('demo', place(2).id).name).toBe(place(2).name);
  });
});
