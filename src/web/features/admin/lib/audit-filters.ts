import type { AuditFilters } from '@/contract/desk/audit';

// The audit log's filters in the address (so reload and Back keep them), and the moments of the
// time range between the address's ISO text and a datetime-local field's local time.

export const AUDIT_FILTER_KEYS = ['username', 'operation', 'place', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function paramsOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local field shows it, in local time ('' when there is none). */
export function localInput(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's local time as an ISO moment (undefined when empty or not a time). */
export function isoOf(local: string): string | undefined {
  const date = local ? new Date(local) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}
