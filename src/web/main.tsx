import './app/first-paint.css';
import './shared/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyBootstrap } from './app/bootstrap';
import { AppProvider } from './app/provider';
import { preloadRoute, router } from './app/router';
import { createQueryClient } from './shared/lib/query-client';

// The session and the configuration come with index.html; the texts, the theme, the shell and the
// first screen load while the first render happens, and the first screen's data starts at once.
const queryClient = createQueryClient();
applyBootstrap(queryClient);
preloadRoute(queryClient);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
