import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditFilters } from '@/contract/desk/audit';
import { deskOperations } from '@/contract/operations/desk';
import { adminOperations } from '@/contract/operations/admin';
import { pathOf } from '@/contract/operations/operation';
import { call } from '@/web/shared/lib/call';

// The audit log with its filters (GET /bff/audit), page after page ("Show more"), and the address
// of its CSV with the same filters (GET /bff/audit/export.csv, a plain download).

const PAGE = 50;

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        deskOperations.audit,
        { query: { ...filters, limit: PAGE, before: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as number | null,
    // A full page may have more behind it; the next is older than its last entry.
    getNextPageParam: (page) => (page.items.length === PAGE ? page.items.at(-1)!.id : null),
  });

export const auditCsvUrl = (filters: AuditFilters) => pathOf(adminOperations.auditCsv, {}, { ...filters });
