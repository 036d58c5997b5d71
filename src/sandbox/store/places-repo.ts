import { randomUUID } from 'node:crypto';
import type { PlaceListQuery, PlaceSortProperty } from '@/contract/places';
import type { AccountId } from './accounts';
import type { Db } from './db';
import { ApiError, notFound } from '../errors';
import { PLACE_SORT_COLUMNS, textSortKeysOf } from './place-columns';
import { storedPlace, type StoredPlace, type StoredPlaceJson } from './place-mapping';

// Persistence of pickup places. Every read and write is scoped to the account (spec 000, 5.3):
// another account's place is indistinguishable from a missing one.

export interface PlacePage {
  items: StoredPlace[];
  total: number;
}

/** A stored place as the UTF-8 bytes of its JSON, with its storage_time_in_days and has_image. */
export type PlaceRow = StoredPlaceJson;

export interface PlaceRowPage {
  rows: PlaceRow[];
  total: number;
}

const columnsOf = (p: StoredPlace, now: string) => ({
  id: p.id,
  eshop_id: p.eshopId,
  ...textSortKeysOf(p),
  type: p.type,
  carrier: p.carrier,
  origin: p.origin,
  origin_pickup_place_id: p.originPickupPlaceId,
  country_code: p.countryCode,
  zone_id: p.zoneId,
  phone: p.phone,
  storage_time_in_days: p.storageTimeInDays,
  storage_time_type: p.storageTimeType,
  zip_code: p.location.zipCode ?? null,
  doc: JSON.stringify(p),
  has_image: p.image ? 1 : 0,
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

interface SortKey {
  property: PlaceSortProperty;
  desc: boolean;
}

interface ListStatements {
  page: { all(eshopId: string, limit: number, offset: number): PlaceRow[] };
  seqs: { all(eshopId: string): number[] };
}

interface CachedOrder {
  /** The e-shop's generation (eshop_place_counts) the order was read at. */
  generation: number;
  /** seq of every place of the e-shop, in list order. */
  seqs: number[];
}

const parseSort = (sort: string[]): SortKey[] =>
  sort.map((s) => {
    const [property, dir] = s.split(',');
    return { property: property as PlaceSortProperty, desc: dir?.toLowerCase() === 'desc' };
  });

const sortSignature = (sort: SortKey[]) => sort.map((s) => `${s.property}:${s.desc}`).join('|');

export interface PlacesRepoOptions {
  /** Pages starting below this offset are read by OFFSET, unless the order is cached already. */
  directOffsetLimit?: number;
  /** How many whole sort orders (e-shop and sort) are kept; each is 8 bytes a place. */
  maxCachedOrders?: number;
}

/**
 * Reads one page of an e-shop's places in a sort: by OFFSET near the start, deeper from the sort's
 * whole order, read once and kept while the e-shop's places do not change.
 */
function createPageReader(db: Db, options: PlacesRepoOptions) {
  const directOffsetLimit = options.directOffsetLimit ?? 2000;
  const maxCachedOrders = options.maxCachedOrders ?? 16;
  const stateOf = db.prepare<[string], { total: number; generation: number }>(
    'SELECT total, generation FROM eshop_place_counts WHERE eshop_id = ?',
  );
  // The rows of a JSON array of seqs, in the array's order (CROSS JOIN keeps json_each the outer loop).
  const rowsBySeq = db.prepare<[string], PlaceRow>(
    `SELECT CAST(p.doc AS BLOB) AS doc, p.storage_time_in_days AS storageTimeInDays, p.has_image AS hasImage
      FROM json_each(?) AS j CROSS JOIN places AS p ON p.seq = j.value ORDER BY j.key`,
  );
  const statements = new Map<string, ListStatements>();
  /** Sort orders read whole, by e-shop and sort; least recently used first. */
  const orders = new Map<string, CachedOrder>();

  /** The two statements of one sort, prepared once: a page by OFFSET, and the whole order as seqs. */
  function statementsFor(sort: SortKey[]): ListStatements {
    const key = sortSignature(sort);
    let found = statements.get(key);
    if (!found) {
      const order = sort.map((s) => `${PLACE_SORT_COLUMNS[s.property]} ${s.desc ? 'DESC' : 'ASC'}`);
      // Insertion order breaks ties, in the direction of the last key so one index serves both.
      order.push(`seq ${sort.at(-1)?.desc ? 'DESC' : 'ASC'}`);
      const orderBy = `WHERE eshop_id = ? ORDER BY ${order.join(', ')}`;
      found = {
        page: db.prepare(
          `SELECT CAST(doc AS BLOB) AS doc, storage_time_in_days AS storageTimeInDays, has_image AS hasImage FROM places ${orderBy} LIMIT ? OFFSET ?`,
        ) as unknown as ListStatements['page'],
        // Reads the sort's covering index only (seq is the rowid every index entry ends with).
        seqs: db.prepare(`SELECT seq FROM places ${orderBy}`).pluck() as unknown as ListStatements['seqs'],
      };
      statements.set(key, found);
    }
    return found;
  }

  /** The e-shop's whole order for `sort` as it is now: cached while the e-shop's generation holds. */
  function orderFor(eshopId: string, sort: SortKey[], generation: number, total: number): number[] {
    const key = `${eshopId} ${sortSignature(sort)}`;
    const cached = orders.get(key);
    orders.delete(key);
    if (cached && cached.generation === generation && cached.seqs.length === total) {
      orders.set(key, cached);
      return cached.seqs;
    }
    const seqs = statementsFor(sort).seqs.all(eshopId);
    orders.set(key, { generation, seqs });
    if (orders.size > maxCachedOrders) orders.delete(orders.keys().next().value!);
    return seqs;
  }

  /** One page of stored rows, in order; reads inside one transaction, so from one snapshot. */
  const pageOf = db.transaction((query: PlaceListQuery): PlaceRowPage => {
    const sort = parseSort(query.sort);
    const state = stateOf.get(query.eshopId);
    const total = state?.total ?? 0;
    const offset = query.page * query.size;
    if (!state || offset >= total) return { rows: [], total };
    const key = `${query.eshopId} ${sortSignature(sort)}`;
    // Near the start, OFFSET walks few index entries: cheaper than reading (or keeping) the whole
    // order. Deeper, it walks up to the whole index for each page (about 10 ms at 100 000
    // places), so the order is read once and kept until the next change of the e-shop's places.
    if (offset < directOffsetLimit && orders.get(key)?.generation !== state.generation) {
      return { rows: statementsFor(sort).page.all(query.eshopId, query.size, offset), total };
    }
    const seqs = orderFor(query.eshopId, sort, state.generation, total).slice(offset, offset + query.size);
    const rows = rowsBySeq.all(JSON.stringify(seqs));
    if (rows.length !== seqs.length) {
      // Cannot happen while every change bumps the generation; should it all the same, the order
      // is forgotten and the page read the slow way rather than answered wrong.
      orders.delete(key);
      return { rows: statementsFor(sort).page.all(query.eshopId, query.size, offset), total };
    }
    return { rows, total };
  });
  return pageOf;
}

export function createPlacesRepo(db: Db, options: PlacesRepoOptions = {}) {
  const insert = db.prepare(`
    INSERT INTO places (id, account_id, eshop_id, name, type, carrier, origin, origin_pickup_place_id,
      country_code, zone_id, phone, email, storage_time_in_days, storage_time_type, line1, city, zip_code,
      region, state, doc, has_image, created_at, updated_at)
    VALUES (@id, @account_id, @eshop_id, @name, @type, @carrier, @origin, @origin_pickup_place_id,
      @country_code, @zone_id, @phone, @email, @storage_time_in_days, @storage_time_type, @line1, @city,
      @zip_code, @region, @state, @doc, @has_image, @updated_at, @updated_at)`);
  const update = db.prepare(`
    UPDATE places SET version = version + 1, name = @name, type = @type, carrier = @carrier, origin = @origin,
      origin_pickup_place_id = @origin_pickup_place_id, country_code = @country_code, zone_id = @zone_id,
      phone = @phone, email = @email, storage_time_in_days = @storage_time_in_days,
      storage_time_type = @storage_time_type, line1 = @line1, city = @city, zip_code = @zip_code,
      region = @region, state = @state, doc = @doc, has_image = @has_image, updated_at = @updated_at
    WHERE id = @id`);
  const selectOne = db.prepare<[string, AccountId], { doc: string }>(
    'SELECT doc FROM places WHERE id = ? AND account_id = ?',
  );
  const deleteOne = db.prepare<[string, AccountId]>('DELETE FROM places WHERE id = ? AND account_id = ?');
  // Documents are read as BLOBs: their bytes as stored, so no UTF-8 decoding into JS strings for
  // answers put together from them. Those bytes are UTF-8 in a UTF-8 database (SQLite's default,
  // and openDatabase never asks for another).
  if (db.pragma('encoding', { simple: true }) !== 'UTF-8') {
    throw new Error('The sandbox database must use the UTF-8 encoding.');
  }
  const pageOf = createPageReader(db, options);

  return {
    /** A page of stored places, parsed. */
    list(query: PlaceListQuery): PlacePage {
      const { rows, total } = pageOf(query);
      return { items: rows.map((r) => storedPlace(r.doc.toString('utf8'))), total };
    },

    /** A page of stored places as their stored JSON, for answers built without parsing it. */
    listRows(query: PlaceListQuery): PlaceRowPage {
      return pageOf(query);
    },

    get(account: AccountId, id: string): StoredPlace {
      const row = selectOne.get(id, account);
      if (!row) throw notFound(`Pickup place ${id}`);
      return storedPlace(row.doc);
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
