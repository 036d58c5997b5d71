import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Area, JobCreate } from '@/contract/desk/bulk-jobs';
import type { SearchFilters } from '@/web/shared/places/lib/search-params';
import type { TableSelection } from '../places-table/places-table';

// The places chosen for a bulk change: rows ticked one by one, every match of the current filter
// ("select all N"), or the matches inside an area of the map (what it shows, or a lasso), which
// the server resolves; the map's worker counts the area's places. A new filter or e-shop starts
// afresh.

/** An area of the map and how many matches it holds. */
export interface AreaSelection {
  area: Area;
  count: number;
}

interface State {
  scope: string;
  ids: ReadonlySet<string>;
  all: boolean;
  area?: AreaSelection;
}

const NOTHING: Omit<State, 'scope'> = { ids: new Set(), all: false };

export function usePlaceSelection(scope: string, filters: SearchFilters, total: number) {
  const [state, setState] = useState<State>({ scope, ids: new Set(), all: false });
  const current = state.scope === scope ? state : NOTHING;
  // The handlers tag a new selection with the scope of the latest render; read through a ref, so
  // that the table's selection keeps its identity while only the filter's text changes.
  const scopeRef = useRef(scope);
  useLayoutEffect(() => {
    scopeRef.current = scope;
  }, [scope]);

  // One object per selection: the table renders deferred (places-table.tsx) but takes its
  // selection at once, so a ticked box shows ticked immediately (a controlled checkbox would
  // otherwise flip back until the deferred render came).
  const table = useMemo<TableSelection>(() => {
    const set = (ids: ReadonlySet<string>) => setState({ scope: scopeRef.current, ids, all: false });
    return {
      isSelected: (id) => current.all || current.ids.has(id),
      onToggle: (id) => {
        const ids = new Set(current.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        set(ids);
      },
      onTogglePage: (pageIds, on) => {
        const ids = new Set(current.all ? [] : current.ids);
        pageIds.forEach((id) => (on ? ids.add(id) : ids.delete(id)));
        set(ids);
      },
    };
  }, [current]);
  const set = (ids: ReadonlySet<string>, all = false) => setState({ scope, ids, all });
  const { q, ...rest } = filters;
  const filter = { ...rest, ...(q ? { q } : {}) };
  const { area } = current;
  const selection: JobCreate['selection'] = area
    ? { filter, area: area.area }
    : current.all
      ? { filter }
      : { ids: [...current.ids] };
  return {
    table,
    all: current.all,
    area,
    count: area ? area.count : current.all ? total : current.ids.size,
    selection,
    selectAll: () => set(new Set(), true),
    selectArea: (chosen: AreaSelection) => setState({ scope, ids: new Set(), all: false, area: chosen }),
    clear: () => set(new Set()),
  };
}

export type PlaceSelection = ReturnType<typeof usePlaceSelection>;
