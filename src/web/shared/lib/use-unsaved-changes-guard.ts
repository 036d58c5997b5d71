import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker,
 * closing or reloading the tab through `beforeunload`. `dirty` must compare values, so a change typed
 * and undone is not unsaved (react-hook-form's isDirty does exactly that). `bypass` is read when
 * navigating, not when rendering: a save that navigates right away has no render in between.
 */
export function useUnsavedChangesGuard(dirty: boolean, bypass?: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
