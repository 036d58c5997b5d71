import type { ColumnType, Generated } from 'kysely';
import type { AuditEntry } from '@/contract/desk/audit';
import type { ItemState, JobState } from '@/contract/desk/bulk-jobs';
import type { ImportOutcome } from '@/contract/desk/import';
import type { Role } from '@/contract/desk/roles';
import type { PlaceChange } from './place-change';

// The BFF's tables as Kysely sees them, the same on SQLite and PostgreSQL (migrations/ makes them).
// Times are milliseconds since the epoch (BIGINT on PostgreSQL, read back as numbers), except
// audit_log.at (ISO text, as the contract shows it). Booleans are 0/1 integers on both engines.

/**
 * A column of one of the contract's values: written as one of them, read back as the text it
 * holds, which the store parses (storedEnum) instead of trusting: a value written by another
 * version, or by hand, fails there naming its column.
 */
type EnumColumn<T extends string> = ColumnType<string, T, T>;

export interface UsersTable {
  id: Generated<number>;
  /** Unique without case (lower(username) on both engines). */
  username: string;
  password_hash: string;
  role: EnumColumn<Role>;
  disabled: Generated<number>;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the cookie's value: a copy of the table cannot be replayed as cookies. */
  id_hash: string;
  user_id: number;
  csrf: string;
  created_at: number;
  last_seen_at: number;
  /** A session started through single sign-on: its ID token, sealed (the provider's sign-out). */
  id_token: Generated<string | null>;
}

/** An account signed in through an OpenID provider, by the provider's issuer and subject. */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
}

/** A single sign-on in progress: single use, expiring (sso/). */
export interface OidcFlowsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: number;
}

export interface OAuthStatesTable {
  state_hash: string;
  session_hash: string;
  user_id: number;
  return_to: string;
  expires_at: number;
}

/** Sealed with AES-256-GCM (security/crypto-box.ts); never leave the server. */
export interface PlatformTokensTable {
  user_id: number;
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_at: number;
  updated_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  username: string;
  role: EnumColumn<Role>;
  operation: string;
  target: string | null;
  status: number;
  outcome: EnumColumn<AuditEntry['outcome']>;
}

/** Sign-in guesses per username (`u:…`) or address (`a:…`), shared by every instance. */
export interface LoginCountersTable {
  key: string;
  failures: number;
  in_flight: number;
  window_end: number;
  not_before: number;
}

/** Bumped by every change of an e-shop's places: read models older than it are dropped. */
export interface ReadModelGenerationsTable {
  eshop_id: string;
  generation: number;
}

/** Changes of places made through the BFF, for the other instances' read models (issue 25). */
export interface ReadModelChangesTable {
  id: Generated<number>;
  eshop_id: string;
  generation: number;
  place_id: string;
  kind: EnumColumn<PlaceChange['kind']>;
  /** JSON text: the place as the platform answered (upsert), null for a deletion. */
  place: string | null;
  created_ms: number;
}

/** Bulk jobs (issue 12); created_at and finished_at are ISO text, as the contract shows them. */
export interface BulkJobsTable {
  id: string;
  eshop_id: string;
  /** The job's action as JSON text. */
  action: string;
  state: EnumColumn<JobState>;
  created_by: string;
  created_role: string;
  created_at: string;
  started_ms: number;
  finished_at: string | null;
  undo_of: string | null;
  retry_of: string | null;
  skipped: number;
  /** The account that made the job (users.id); null for an old job whose account is gone. */
  created_by_id: number | null;
  /** The instance running the job (its lease), and until when (ms since the epoch). */
  lease_owner: Generated<string | null>;
  lease_until_ms: Generated<number>;
  /** The action's kind (action.kind), for the list's filter. */
  action_kind: string | null;
}

/** Each place of a bulk job and its outcome. */
export interface BulkJobItemsTable {
  job_id: string;
  seq: number;
  place_id: string;
  name: string;
  state: EnumColumn<ItemState>;
  status: number | null;
  message: string | null;
  /** The change being sent (JSON text): after a restart it tells whether it had been applied. */
  changes: string | null;
  settled_ms: number | null;
}

/** Every change the BFF made to a place; at is ISO text. */
export interface PlaceHistoryTable {
  id: Generated<number>;
  eshop_id: string;
  place_id: string;
  at: string;
  username: string;
  role: string;
  operation: string;
  job_id: string | null;
  revert_of: number | null;
  /** ` name openingHours `: one field is found with LIKE '% name %'. */
  fields: string;
  /** The changed fields before and after, JSON text. */
  changes: string;
  /** HistoryDetails (an image, a restore's other place), JSON text; null: none. */
  details: string | null;
}

/** An uploaded import (issue 14): the file's description, mapping and counts as JSON text. */
export interface ImportsTable {
  id: string;
  eshop_id: string;
  created_by: string;
  created_at: string;
  file_name: string;
  format: string;
  /** Encoding, delimiter, sheets and columns (with samples), JSON text. */
  meta: string;
  mapping: string;
  counts: string;
  job_id: string | null;
  /** The account that uploaded it (users.id); null for an old import whose account is gone. */
  created_by_id: number | null;
}

/** Each data row of an import's file, its cells as a JSON array. */
export interface ImportRowsTable {
  import_id: string;
  seq: number;
  row_no: number;
  cells: string;
  /** JSON text of a problem the reader found in the row (ImportRowError), or null. */
  problem: string | null;
}

/** The dry run of each row under the import's current mapping. */
export interface ImportResultsTable {
  import_id: string;
  seq: number;
  row_no: number;
  outcome: EnumColumn<ImportOutcome>;
  place_id: string | null;
  name: string;
  origin_id: string;
  /** JSON text: the fields an update changes, the errors, the changes the job sends. */
  fields: string;
  errors: string;
  changes: string;
  /** JSON text: what came from a default, which coordinate was rounded (ImportRowNote[]). */
  notes: Generated<string>;
}

/** The installation's own settings (token_key_check: store/token-key.ts). */
export interface SettingsTable {
  name: string;
  value: string;
}

export interface BffTables {
  users: UsersTable;
  sessions: SessionsTable;
  oauth_states: OAuthStatesTable;
  user_identities: UserIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  platform_tokens: PlatformTokensTable;
  audit_log: AuditLogTable;
  login_counters: LoginCountersTable;
  read_model_generations: ReadModelGenerationsTable;
  read_model_changes: ReadModelChangesTable;
  bulk_jobs: BulkJobsTable;
  bulk_job_items: BulkJobItemsTable;
  place_history: PlaceHistoryTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_results: ImportResultsTable;
  settings: SettingsTable;
}
