import { randomUUID } from 'node:crypto';
import type { PlaceListQuery, PlaceSortProperty } from '../../contract/places';
import type { AccountId } from './accounts';
import type { Db } from './db';
import { ApiError, notFound } from '../errors';
import { PLACE_SORT_COLUMNS, sortKey } from './place-columns';
import type { StoredPlace } from './place-mapping';

// Persistence of pickup places. Every read and write is scoped to the account (spec 000, 5.3):
// another account's place is indistinguishable from a missing one.

export interface PlacePage {
  items: StoredPlace[];
  total: number;
}

const columnsOf = (p: StoredPlace, now: string) => ({
  id: p.id,
  eshop_id: p.eshopId,
  name: sortKey(p.name),
  type: p.type,
  carrier: p.carrier,
  origin: p.origin,
  origin_pickup_place_id: p.originPickupPlaceId,
  country_code: p.countryCode,
  zone_id: p.zoneId,
  phone: p.phone,
  email: sortKey(p.email),
  storage_time_in_days: p.storageTimeInDays,
  storage_time_type: p.storageTimeType,
  line1: sortKey(p.location.line1),
  city: sortKey(p.location.city),
  zip_code: p.location.zipCode ?? null,
  region: sortKey(p.location.region),
  state: sortKey(p.location.state),
  doc: JSON.stringify(p),
  updated_at: now,
});

const duplicateOrigin = (p: StoredPlace) =>
  new ApiError(
    409,
    'conflict',
    `Another place of this e-shop already has originPickupPlaceId "${p.originPickupPlaceId}".`,
    [{ field: 'originPickupPlaceId', message: 'is already used by another place of this e-shop' }],
  );

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function createPlacesRepo(db: Db) {
  const insert = db.prepare(`
    INSERT INTO places (id, account_id, eshop_id, name, type, carrier, origin, origin_pickup_place_id,
      country_code, zone_id, phone, email, storage_time_in_days, storage_time_type, line1, city, zip_code,
      region, state, doc, created_at, updated_at)
    VALUES (@id, @account_id, @eshop_id, @name, @type, @carrier, @origin, @origin_pickup_place_id,
      @country_code, @zone_id, @phone, @email, @storage_time_in_days, @storage_time_type, @line1, @city,
      @zip_code, @region, @state, @doc, @updated_at, @updated_at)`);
  const update = db.prepare(`
    UPDATE places SET version = version + 1, name = @name, type = @type, carrier = @carrier, origin = @origin,
      origin_pickup_place_id = @origin_pickup_place_id, country_code = @country_code, zone_id = @zone_id,
      phone = @phone, email = @email, storage_time_in_days = @storage_time_in_days,
      storage_time_type = @storage_time_type, line1 = @line1, city = @city, zip_code = @zip_code,
      region = @region, state = @state, doc = @doc, updated_at = @updated_at
    WHERE id = @id`);
  const selectOne = db.prepare<[string, AccountId], { doc: string }>(
    'SELECT doc FROM places WHERE id = ? AND account_id = ?',
  );
  const deleteOne = db.prepare<[string, AccountId]>('DELETE FROM places WHERE id = ? AND account_id = ?');
  const countOf = db.prepare<[string], { total: number }>(
    'SELECT total FROM eshop_place_counts WHERE eshop_id = ?',
  );
  const listCache = new Map<string, ReturnType<typeof db.prepare>>();

  function listStatement(sort: { property: PlaceSortProperty; desc: boolean }[]) {
    const key = sort.map((s) => `${s.property}:${s.desc}`).join('|');
    let stmt = listCache.get(key);
    if (!stmt) {
      const order = sort.map((s) => `${PLACE_SORT_COLUMNS[s.property]} ${s.desc ? 'DESC' : 'ASC'}`);
      // Insertion order breaks ties, in the direction of the last key so one index serves both.
      order.push(`seq ${sort.at(-1)?.desc ? 'DESC' : 'ASC'}`);
      stmt = db.prepare(
        `SELECT doc FROM places WHERE eshop_id = ? ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
      );
      listCache.set(key, stmt);
    }
    return stmt as unknown as { all(...args: unknown[]): { doc: string }[] };
  }

  return {
    list(query: PlaceListQuery): PlacePage {
      const sort = query.sort.map((s) => {
        const [property, dir] = s.split(',');
        return { property: property as PlaceSortProperty, desc: dir?.toLowerCase() === 'desc' };
      });
      const total = countOf.get(query.eshopId)?.total ?? 0;
      const offset = query.page * query.size;
      if (offset >= total) return { items: [], total };
      const rows = listStatement(sort).all(query.eshopId, query.size, offset);
      return { items: rows.map((r) => JSON.parse(r.doc) as StoredPlace), total };
    },

    get(account: AccountId, id: string): StoredPlace {
      const row = selectOne.get(id, account);
      if (!row) throw notFound(`Pickup place ${id}`);
      return JSON.parse(row.doc) as StoredPlace;
    },

    create(account: AccountId, place: StoredPlace): StoredPlace {
      try {
        insert.run({ ...columnsOf(place, new Date().toISOString()), account_id: account });
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicateOrigin(place);
        throw e;
      }
      return place;
    },

    /** Reads, changes and writes in one transaction, so a concurrent write cannot slip between. */
    update(account: AccountId, id: string, change: (current: StoredPlace) => StoredPlace): StoredPlace {
      return db.transaction(() => {
        const next = change(this.get(account, id));
        try {
          update.run(columnsOf(next, new Date().toISOString()));
        } catch (e) {
          if (isUniqueViolation(e)) throw duplicateOrigin(next);
          throw e;
        }
        return next;
      })();
    },

    remove(account: AccountId, id: string, check: (current: StoredPlace) => void): StoredPlace {
      return db.transaction(() => {
        const current = this.get(account, id);
        check(current);
        deleteOne.run(id, account);
        return current;
      })();
    },

    /** Bulk insert for seeding: one transaction, one prepared statement. */
    insertMany(account: AccountId, places: Iterable<StoredPlace>): number {
      const now = new Date().toISOString();
      let n = 0;
      db.transaction(() => {
        for (const p of places) {
          insert.run({ ...columnsOf(p, now), account_id: account });
          n++;
        }
      })();
      return n;
    },

    newId: () => randomUUID(),
  };
}

export type PlacesRepo = ReturnType<typeof createPlacesRepo>;
