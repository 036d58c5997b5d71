import { OPEN_FILTERS } from '@/contract/place-search';
import { RefusedFiltersPropertiesSchema } from '@/contract/desk/problem-properties';
import { problemProperties } from '@/web/shared/lib/problem-properties';
import type { SearchFilters } from './search-filters';

// A hand-edited address or an old bookmark may name a type, carrier or country that no place of
// the e-shop holds (`type=BOAT`). The address keeps such a value (a newer platform's carrier must
// survive a reload, issue 42), so only the BFF can tell: its 400 lists what is allowed. The
// filters without the refused values, or undefined when the error is not such a refusal.

export function withoutRefusedValues(
  error: unknown,
  filters: SearchFilters,
): Partial<SearchFilters> | undefined {
  const allowed = problemProperties(error, RefusedFiltersPropertiesSchema, 400)?.allowed;
  if (!allowed) return undefined;
  const changes: Partial<SearchFilters> = {};
  for (const key of OPEN_FILTERS) {
    const values = filters[key];
    const list = allowed[key];
    if (!values?.length || !list) continue;
    const kept = values.filter((v) => list.includes(v));
    if (kept.length !== values.length) changes[key] = kept.length ? kept : undefined;
  }
  return Object.keys(changes).length ? changes : undefined;
}
