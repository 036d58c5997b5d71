import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { visuallyHidden } from './visually-hidden';

// After a route change the browser leaves the focus where it was (on an element that is gone, so on
// the page's body) and a screen reader says nothing. This moves the focus to the new page's heading
// (its h1, made focusable with tabIndex -1) and announces the heading in a live region.
//
// Not on the first load of the app: the browser reads the new document then, and taking the focus
// would skip what comes before the heading. The first load lasts until a first heading has shown
// (redirects on the way, such as / → /places or to sign-in, are part of it). A change of the query
// only (sorting, paging, the map's position) is no route change: the focus stays.

/** How long to wait for a page's heading (its data may take a while). */
const WAIT_MS = 10_000;

let firstPageShown = false;

/** The page's heading, once it has one (not while its area is still a loading skeleton). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  return heading && !heading.closest('[aria-busy="true"]') ? heading : null;
}

export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const moveFocus = firstPageShown;
    const settle = () => {
      const heading = pageHeading();
      if (!heading) return false;
      firstPageShown = true;
      if (moveFocus) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
        setAnnouncement(heading.textContent ?? '');
      }
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => settle() && stop());
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return stop;
  }, [pathname]);

  return (
    // A plain element: this is part of the first script, which leaves MUI out (router.tsx).
    <div aria-live="polite" aria-atomic="true" data-testid="route-announcer" style={visuallyHidden}>
      {announcement}
    </div>
  );
}
