import type { Generated } from 'kysely';
import type { Role } from '@/contract/desk/roles';

// The BFF's tables as Kysely sees them, the same on SQLite and PostgreSQL (migrations/ makes them).
// Times are milliseconds since the epoch (BIGINT on PostgreSQL, read back as numbers), except
// audit_log.at (ISO text, as the contract shows it). Booleans are 0/1 integers on both engines.

export interface UsersTable {
  id: Generated<number>;
  /** Unique without case (lower(username) on both engines). */
  username: string;
  password_hash: string;
  role: Role;
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
  role: Role;
  operation: string;
  target: string | null;
  status: number;
  outcome: 'success' | 'denied' | 'failure';
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

export interface BffTables {
  users: UsersTable;
  sessions: SessionsTable;
  oauth_states: OAuthStatesTable;
  platform_tokens: PlatformTokensTable;
  audit_log: AuditLogTable;
  login_counters: LoginCountersTable;
  read_model_generations: ReadModelGenerationsTable;
}
