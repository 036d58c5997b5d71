import { useEffect } from 'react';
import { pageToShowInstead, type ListAddress } from '../lib/list-state';

interface Shown {
  page: number;
  size: number;
  /** Places of the page waiting for their delete to be undone or done: not shown. */
  hidden: ReadonlySet<string>;
  update: ListAddress['update'];
}

/**
 * Moves a page that shows no place though places remain (a stale address, the last row of the last
 * page deleted) to the last page that has some, replacing the address; the page it goes to, until
 * it is there, else undefined.
 */
export function usePageToShowInstead(
  data: { items: { id: string }[]; page?: { totalElements: number } | null } | undefined,
  { page, size, hidden, update }: Shown,
) {
  const onPage = data?.items ?? [];
  const shown = onPage.filter((p) => !hidden.has(p.id)).length;
  const remaining = (data?.page?.totalElements ?? 0) - (onPage.length - shown);
  const instead = data ? pageToShowInstead(page, size, remaining, shown) : undefined;
  useEffect(() => {
    if (instead !== undefined) update({ page: instead ? String(instead + 1) : null }, { replace: true });
    // Once per page to leave: `update` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instead]);
  return instead;
}
