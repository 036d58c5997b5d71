import { lazy, useEffect, type ComponentType } from 'react';
import type * as Choosers from './filter-choosers';

let choosers: typeof Choosers | undefined;
/** The choosers' chunk (filter-choosers.ts); once it is in, a chip's chooser renders at once. */
export const preloadFilterChoosers = () => import('./filter-choosers').then((m) => (choosers = m));

/**
 * A chooser of the chunk: rendered straight away once the chunk is in (no fallback, which React
 * would hold for a while once shown), else lazily, under the chip's Suspense.
 */
function chooser<K extends keyof typeof Choosers>(name: K): (typeof Choosers)[K] {
  const Lazy = lazy(() =>
    preloadFilterChoosers().then((m) => ({ default: m[name] as ComponentType<object> })),
  );
  function Chooser(props: object) {
    const Loaded = choosers?.[name] as ComponentType<object> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Chooser as unknown as (typeof Choosers)[K];
}
export const ChoiceList = chooser('ChoiceList');
export const MultiValuePicker = chooser('MultiValuePicker');
export const ClosedOnForm = chooser('ClosedOnForm');

/** Fetches the choosers once the screen has drawn and is idle, so a chip opens with them at hand. */
export function usePreloadChoosers() {
  useEffect(() => {
    const load = () => void preloadFilterChoosers().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 500);
    return () => clearTimeout(id);
  }, []);
}
