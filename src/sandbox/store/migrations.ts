import type { Db } from './db';
import { PLACE_SORT_COLUMNS } from './place-columns';
import { rekeyPlaces } from './rekey-places';

// Schema migrations, applied in order; the index in this list is the schema version
// (PRAGMA user_version). Append, never edit a released one. SQL, or a function for a change SQL
// cannot make (sort keys computed in TypeScript).

const sortIndexes = Object.values(PLACE_SORT_COLUMNS)
  .filter((column) => column !== 'id')
  .map((column) => `CREATE INDEX places_by_${column} ON places (eshop_id, ${column}, seq);`)
  .join('\n');

export const MIGRATIONS: (string | ((db: Db) => void))[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  -- A place: the columns the list can sort by, plus the whole stored document as JSON. Text sort
  -- columns hold a folded key (lower case, no diacritics; see place-columns.ts), not the value.
  CREATE TABLE places (
    seq INTEGER PRIMARY KEY,                -- insertion order: the default sort and the tie-breaker
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL,
    eshop_id TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    carrier TEXT NOT NULL,
    origin TEXT NOT NULL,
    origin_pickup_place_id TEXT NOT NULL,
    country_code TEXT NOT NULL,
    zone_id TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    storage_time_in_days INTEGER,
    storage_time_type TEXT,
    line1 TEXT,
    city TEXT,
    zip_code TEXT,
    region TEXT,
    state TEXT,
    doc TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  -- The conflict behind 409: one origin id once per e-shop.
  CREATE UNIQUE INDEX places_origin_id ON places (eshop_id, origin_pickup_place_id);
  CREATE INDEX places_by_seq ON places (eshop_id, seq);
  ${sortIndexes}

  -- Exact counts per e-shop kept by triggers, so a page never needs COUNT(*) over the table.
  CREATE TABLE eshop_place_counts (eshop_id TEXT PRIMARY KEY, total INTEGER NOT NULL);
  CREATE TRIGGER places_count_insert AFTER INSERT ON places BEGIN
    INSERT INTO eshop_place_counts (eshop_id, total) VALUES (NEW.eshop_id, 1)
      ON CONFLICT (eshop_id) DO UPDATE SET total = total + 1;
  END;
  CREATE TRIGGER places_count_delete AFTER DELETE ON places BEGIN
    UPDATE eshop_place_counts SET total = total - 1 WHERE eshop_id = OLD.eshop_id;
  END;

  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    doc TEXT NOT NULL
  );

  -- OAuth: secrets are stored as SHA-256 hashes, never as issued.
  CREATE TABLE oauth_codes (
    code_hash TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    scope TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE oauth_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    client_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    code_hash TEXT,
    expires_at INTEGER
  );
  CREATE INDEX oauth_tokens_by_grant ON oauth_tokens (client_id, user_id);
  CREATE TABLE oauth_sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    csrf TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  `
  -- A generation per e-shop, bumped by every insert, update and delete of one of its places, by any
  -- connection: the list's cached sort orders (places-repo.ts) are current while it is unchanged.
  ALTER TABLE eshop_place_counts ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;
  DROP TRIGGER places_count_insert;
  CREATE TRIGGER places_count_insert AFTER INSERT ON places BEGIN
    INSERT INTO eshop_place_counts (eshop_id, total, generation) VALUES (NEW.eshop_id, 1, 1)
      ON CONFLICT (eshop_id) DO UPDATE SET total = total + 1, generation = generation + 1;
  END;
  DROP TRIGGER places_count_delete;
  CREATE TRIGGER places_count_delete AFTER DELETE ON places BEGIN
    UPDATE eshop_place_counts SET total = total - 1, generation = generation + 1
      WHERE eshop_id = OLD.eshop_id;
  END;
  CREATE TRIGGER places_generation_update AFTER UPDATE ON places BEGIN
    UPDATE eshop_place_counts SET generation = generation + 1
      WHERE eshop_id IN (OLD.eshop_id, NEW.eshop_id);
  END;
  `,
  `
  -- Whether the document has an image: the compact list copies a document without one as it is
  -- stored, and only one with an image takes the general way (its URL is made absolute).
  ALTER TABLE places ADD COLUMN has_image INTEGER NOT NULL DEFAULT 0;
  UPDATE places SET has_image = 1 WHERE instr(doc, '"image":') > 0 AND json_type(doc, '$.image') IS NOT NULL;
  `,
  // The text columns' sort keys in Czech order (issue 45), for the places stored before.
  rekeyPlaces,
];
