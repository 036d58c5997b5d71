import type { Page } from '@playwright/test';

// Chromium's `layout-shift` entries of a page's whole life, summed at the end (Web Vitals' CLS
// for a short page; none of the journeys' shifts follows an input).

/** Records every shift of the pages `page` opens from now on. */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The sum of the shifts recorded so far. */
export const shiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
