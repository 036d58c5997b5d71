import type { Page } from '@playwright/test';

// Chromium's `layout-shift` entries of a page's whole life, summed at the end (Web Vitals' CLS
// for a short page; none of the journeys' shifts follows an input), and what moved in each.

/** Records every shift of the pages `page` opens from now on. */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    /** The class names of the elements each shift moved. */
    const moved: string[] = [];
    Object.assign(window, { shifts, moved });
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        shifts.push(entry.value);
        for (const source of entry.sources ?? [])
          if (source.node instanceof Element) moved.push(source.node.className);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The sum of the shifts recorded so far. */
export const shiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

/** The class names of the elements the shifts recorded so far moved. */
export const movedElements = (page: Page) =>
  page.evaluate(() => (window as unknown as { moved: string[] }).moved);
