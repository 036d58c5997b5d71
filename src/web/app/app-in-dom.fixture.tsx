import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { AppProvider } from './provider';
import type { router as Router } from './browser-router';

// The whole app with its real router in a happy-dom document, for tests that stub the BFF's fetch:
// registers the set-up and clean-up hooks of the calling test file and answers how to open an
// address and where the app is now.

export function appInDom() {
  let router: typeof Router;
  let root: Root | undefined;

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/signin');
    ({ router } = await import('./browser-router'));
  });

  const unmount = async () => {
    await act(async () => root?.unmount());
    root = undefined;
  };
  afterEach(async () => {
    await unmount();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  return {
    /** Navigates the router to `address`, then renders the app into a fresh element. */
    async open(address: string) {
      await act(async () => void (await router.navigate(address)));
      root = createRoot(document.body.appendChild(document.createElement('div')));
      await act(async () =>
        root!.render(
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>,
        ),
      );
    },
    /** Takes the app off the page (a second visit in the same test opens it again). */
    unmount,
    address: () => `${router.state.location.pathname}${router.state.location.search}`,
    router: () => router,
  };
}
