import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's render and while the browser hydrates that HTML, true from then on (and from
 * the first render of a page the browser renders itself). For what only the browser can know, such
 * as the time now in the user's zone: rendered after hydration, it never differs from the server's
 * HTML, which React would otherwise throw away.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
