import type { ReactNode } from 'react';
import { useHydrated } from '@/web/shared/lib/use-hydrated';
import { useAfterFirstPaint } from '@/web/shared/ui/after-first-paint';

/**
 * The rows (or cards) of a page that first shows: as many as the grey placeholders stood for (the
 * first screenful) are drawn at once, the rest in a deferred render that follows their paint. A row
 * is some 130 elements of MUI (cells, chips, buttons, a checkbox), so a page of twenty mounted in one
 * piece was most of the places screen's first render (issue 25: the cold load of the table).
 * Later pages of the same table (paging, sorting, searching) are drawn whole.
 */
export function FirstRowsFirst<T>({
  items,
  first,
  children,
  rest,
}: {
  items: readonly T[];
  first: number;
  children: (item: T) => ReactNode;
  /**
   * What stands for the rows not drawn yet, keeping their room: without it, what is below the
   * list (the pagination) moved down when they came (Lighthouse desktop: CLS 0.196 on /places).
   */
  rest?: (count: number) => ReactNode;
}) {
  // State, not useDeferredValue's initial value: that one is skipped when the table mounts inside
  // a deferred render (the list's answer arriving after the screen, through PlacesTable's own).
  // The server's render (and the browser's hydration of it) draws them all: its HTML paints at once.
  const hydrated = useHydrated();
  // The first rows are committed: the rest once the frame that paints them has begun.
  const whole = useAfterFirstPaint(!hydrated);
  if (whole || items.length <= first) return items.map(children);
  return (
    <>
      {items.slice(0, first).map(children)}
      {rest?.(items.length - first)}
    </>
  );
}
