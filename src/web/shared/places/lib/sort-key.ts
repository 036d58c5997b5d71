/** One key of the list's order: a property the API sorts by, ascending unless `desc`. */
export interface SortKey {
  property: string;
  desc: boolean;
}

/**
 * How a column shows in the header: its direction when it is one of the keys, and its rank when
 * the list is sorted by several (1 for the first key), so Shift+click's further keys are visible.
 */
export function columnSort(sort: readonly SortKey[], property: string) {
  const active = sort.find((s) => s.property === property);
  const rank = sort.length > 1 && active ? sort.indexOf(active) + 1 : undefined;
  return { direction: active ? (active.desc ? 'desc' : 'asc') : undefined, rank } as const;
}
