import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import { AuditOutcomeSchema, type AuditEntry as AuditRow, type AuditFilters } from '@/contract/desk/audit';
import type { Role } from '@/contract/desk/roles';
import { RoleSchema } from '@/contract/desk/session';
import { storedEnum } from '@/server/stored-json';
import type { Db } from './db';
import type { BffTables } from './tables';

export interface AuditEntry {
  username: string;
  role: Role;
  operation: string;
  target?: string | undefined;
  status: number;
}

/** The stored text of a moment: ISO in UTC, as `record` writes `at`, so that text order is time order. */
const moment = (iso: string) => new Date(iso).toISOString();

/** The filters as conditions (the contract keeps LIKE's wildcards out of `operation` and `place`). */
const matching = (f: AuditFilters) => (eb: ExpressionBuilder<BffTables, 'audit_log'>) =>
  eb.and([
    ...(f.username ? [eb(sql<string>`lower(username)`, '=', f.username.toLowerCase())] : []),
    ...(f.operation
      ? [eb.or([eb('operation', '=', f.operation), eb('operation', 'like', `${f.operation}.%`)])]
      : []),
    ...(f.place ? [eb('target', 'like', `%${f.place}%`)] : []),
    ...(f.from ? [eb('at', '>=', moment(f.from))] : []),
    ...(f.to ? [eb('at', '<', moment(f.to))] : []),
  ]);

/** Who changed what through the BFF, and how it ended. Append-only. */
export function createAuditLog(db: Db) {
  return {
    async record(e: AuditEntry): Promise<void> {
      const outcome = e.status < 400 ? 'success' : e.status === 403 ? 'denied' : 'failure';
      await db
        .insertInto('audit_log')
        .values({
          at: new Date().toISOString(),
          username: e.username,
          role: e.role,
          operation: e.operation,
          target: e.target ?? null,
          status: e.status,
          outcome,
        })
        .execute();
    },
    /** Newest first: `limit` entries older than the entry `before`, that match the filters. */
    async list(limit: number, before?: number, filters: AuditFilters = {}): Promise<AuditRow[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['id', 'at', 'username', 'role', 'operation', 'target', 'status', 'outcome'])
        .where('id', '<', before ?? Number.MAX_SAFE_INTEGER)
        .where(matching(filters))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        role: storedEnum(RoleSchema, r.role, 'audit_log.role'),
        outcome: storedEnum(AuditOutcomeSchema, r.outcome, 'audit_log.outcome'),
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
