import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { AppProvider } from './provider';
import type { router as Router } from './browser-router';

// The whole app with its real router in a happy-dom document, for tests that stub the BFF's fetch:
// registers the set-up and clean-up hooks of the calling test file and answers how to open an
// address and where the app is now.

export function appInDom() {
  let router: typeof Router;
  let mounted: RenderResult | undefined;

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/signin');
    ({ router } = await import('./browser-router'));
  });

  const unmount = async () => {
    await act(async () => mounted?.unmount());
    mounted = undefined;
  };
  // Vitest runs without globals, so Testing Library's own clean-up is not registered.
  afterEach(() => {
    mounted = undefined;
    cleanup();
    vi.unstubAllGlobals();
  });

  return {
    /** Navigates the router to `address`, then renders the app into a fresh element. */
    async open(address: string) {
      await act(async () => void (await router.navigate(address)));
      // In an async act, so the chunks the address needs have come in when it returns.
      await act(async () => {
        mounted = render(
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>,
        );
      });
    },
    /** Takes the app off the page (a second visit in the same test opens it again). */
    unmount,
    address: () => `${router.state.location.pathname}${router.state.location.search}`,
    router: () => router,
  };
}
