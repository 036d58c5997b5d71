import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify';
import { Readable, pipeline } from 'node:stream';
import { AuditFiltersSchema, type AuditFilters } from '@/contract/desk/audit';
import { adminOperations } from '@/contract/operations/admin';
import { contractRoutes } from '@/server/contract-routes';
import { requireRole } from '../plugins/session';
import type { AuditLog } from '../store/audit';
import { safeCell } from './places-search/csv-columns';
import { routeOf } from './operation-route';

// The audit log's matches as CSV (GET /bff/audit/export.csv), with the filters of GET /bff/audit:
// read a page at a time, newest first, and written as the client reads it, so a long log never
// sits in memory. As the places' export: a byte order mark for Excel, CRLF, and a text a
// spreadsheet would run as a formula (a username or target typed as `=…`) kept as text.

/** Entries read per query. */
const PAGE = 500;

export const AUDIT_CSV_COLUMNS = ['id', 'at', 'username', 'role', 'operation', 'target', 'status', 'outcome'];

async function* rowsOf(audit: AuditLog, filters: AuditFilters) {
  let before: number | undefined;
  for (;;) {
    const page = await audit.list(PAGE, before, filters);
    for (const e of page)
      yield [e.id, e.at, e.username, e.role, e.operation, e.target ?? '', e.status, e.outcome].map(safeCell);
    if (page.length < PAGE) return;
    before = page.at(-1)!.id;
  }
}

export function registerAuditExport(app: FastifyInstance, deps: { audit: AuditLog }) {
  contractRoutes(app).route({
    ...routeOf(adminOperations.auditCsv),
    schema: { querystring: AuditFiltersSchema },
    preValidation: requireRole('audit:read'),
    handler: async (request, reply) => {
      const csv = stringify({
        bom: true,
        header: true,
        columns: AUDIT_CSV_COLUMNS,
        record_delimiter: 'windows',
        quoted_match: /[\r\n]/,
      });
      // A client that goes away ends the whole chain, the reading of pages included.
      pipeline(Readable.from(rowsOf(deps.audit, request.query)), csv, () => {});
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="audit-${date}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  });
}
