import { OPEN_FILTERS } from '@/contract/place-search';
import { ApiError } from '@/web/shared/lib/api-client';
import type { SearchFilters } from './search-filters';

// A hand-edited address or an old bookmark may name a type, carrier or country that no place of
// the e-shop holds (`type=BOAT`). The address keeps such a value (a newer platform's carrier must
// survive a reload, issue 42), so only the BFF can tell: its 400 lists what is allowed. The
// filters without the refused values, or undefined when the error is not such a refusal.

export function withoutRefusedValues(
  error: unknown,
  filters: SearchFilters,
): Partial<SearchFilters> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const allowed = (error.problem.properties as { allowed?: Record<string, unknown> } | undefined)?.allowed;
  if (!allowed) return undefined;
  const changes: Partial<SearchFilters> = {};
  for (const key of OPEN_FILTERS) {
    const values = filters[key];
    const list = allowed[key];
    if (!values?.length || !Array.isArray(list)) continue;
    const kept = values.filter((v) => list.includes(v));
    if (kept.length !== values.length) changes[key] = kept.length ? kept : undefined;
  }
  return Object.keys(changes).length ? changes : undefined;
}
