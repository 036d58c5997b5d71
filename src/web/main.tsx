import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { preloadRoute, router } from './app/router';
import { i18nReady } from './shared/lib/i18n';

// The shell's and the first screen's chunks load while the texts and the session are awaited.
preloadRoute();
const root = document.getElementById('root');
// English is in the first script; a remembered other language is fetched before the first render,
// so the screens do not flash English first.
if (root) {
  void i18nReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
