/**
 * A phone's width as a media query: MUI's md breakpoint down (below 900 px), which use-compact.ts
 * asks MUI for. Here without MUI, for the first script (app/hydrate.ts); a test keeps them equal.
 */
export const COMPACT_QUERY = '(max-width:899.95px)';

/** Whether the window has a phone's width now. */
export const compactNow = () => window.matchMedia?.(COMPACT_QUERY).matches ?? false;
