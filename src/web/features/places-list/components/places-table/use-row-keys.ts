import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

// The table's body as one Tab stop (issue 45: four a row made 80 presses to reach the paging), as
// the WAI-ARIA grid pattern and MUI X's DataGrid do: a roving tabindex. One row holds tabindex 0,
// every other row and every control inside the rows -1; the arrow keys move the focus. Managed on
// the DOM, not in React state: a row is heavy (issue 25) and an arrow press must not redraw twenty.

const ROWS = ':scope > tr[data-place-id]';
const CONTROLS = 'input, a, button';

const rowsOf = (body: HTMLElement) => [...body.querySelectorAll<HTMLTableRowElement>(ROWS)];
const controlsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(CONTROLS)];

/** Makes `row` the body's Tab stop: tabindex 0 on it alone. */
function rove(body: HTMLElement, row: HTMLElement | undefined) {
  for (const r of rowsOf(body)) r.tabIndex = r === row ? 0 : -1;
}

/** The new focus for a key pressed on a row (`control` -1) or on its control'th control. */
function target(rows: HTMLElement[], at: number, control: number, key: string): HTMLElement | undefined {
  const row = rows[at]!;
  const controls = controlsOf(row);
  // The same column in the next or previous row: the row itself when the focus was on it.
  const vertical = (next: HTMLElement | undefined) =>
    next && (control < 0 ? next : (controlsOf(next)[control] ?? next));
  switch (key) {
    case 'ArrowDown':
      return vertical(rows[at + 1]);
    case 'ArrowUp':
      return vertical(rows[at - 1]);
    case 'PageDown':
      return vertical(rows[Math.min(at + 5, rows.length - 1)]);
    case 'PageUp':
      return vertical(rows[Math.max(at - 5, 0)]);
    case 'ArrowRight':
      return controls[control + 1];
    case 'ArrowLeft':
      return control <= 0 ? row : controls[control - 1];
    case 'Escape':
      return control < 0 ? undefined : row;
    case 'Home':
      return control < 0 ? rows[0] : controls[0];
    case 'End':
      return control < 0 ? rows.at(-1) : controls.at(-1);
    default:
      return undefined;
  }
}

/**
 * The keys of the table's body: Up and Down (Page Up and Down by five) move between rows, Right
 * and Left through a row's controls (its checkbox, pencil and bin) and back to the row, Escape
 * back to the row, Home and End to the first or last row (or control); Space on a row ticks its
 * checkbox, Enter opens it (the row's own handler). Tab leaves the table at once.
 */
export function useRowKeys() {
  const body = useRef<HTMLTableSectionElement>(null);

  // New rows (another page, sort or search) come with their own tabindex: keep one Tab stop, the
  // focused row's if it is still there.
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const rows = rowsOf(root);
    const active = rows.find((r) => r.contains(document.activeElement)) ?? rows.find((r) => r.tabIndex === 0);
    rove(root, active ?? rows[0]);
  });

  const onFocus = useCallback((e: FocusEvent<HTMLTableSectionElement>) => {
    const row = (e.target as Element).closest('tr');
    if (row instanceof HTMLTableRowElement && row.dataset.placeId) rove(e.currentTarget, row);
  }, []);

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const el = e.target as HTMLElement;
    const row = el.closest('tr');
    const rows = rowsOf(e.currentTarget);
    const at = row ? rows.indexOf(row) : -1;
    if (!row || at < 0) return;
    const control = el === row ? -1 : controlsOf(row).indexOf(el);
    if (el !== row && control < 0) return;
    if (e.key === ' ' && el === row) {
      // Space on the row: its checkbox (when places can be selected), not a scroll of the page.
      e.preventDefault();
      row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
      return;
    }
    const next = target(rows, at, control, e.key);
    if (!next) return;
    e.preventDefault();
    next.focus();
  }, []);

  return { ref: body, onFocus, onKeyDown };
}
