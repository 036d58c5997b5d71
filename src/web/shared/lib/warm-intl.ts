// ICU, the engine behind Intl, starts when a page makes its first Intl object: about 15 ms of a
// laptop's main thread (four times that on a phone), whichever object it is; the next ones cost
// 1–2 ms. Started in a task of its own while the first screen's chunks download, it no longer
// lengthens the task of whatever makes the first one: a module evaluated at start (MUI's
// TablePagination makes its number format at load) or the first render (the hours' status).

/** Starts ICU in a task of its own, after the current one. */
export function warmIntlSoon() {
  setTimeout(() => {
    Intl.DateTimeFormat().resolvedOptions();
    new Intl.NumberFormat().format(1);
  }, 0);
}
