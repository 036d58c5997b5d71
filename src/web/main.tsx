import './app/first-paint.css';
import './shared/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { preloadRoute, router } from './app/router';
import { createQueryClient } from './shared/lib/query-client';

// The texts, the shell, the first screen, the session and the configuration load while the first
// render happens; the first screen's data starts as soon as the session is known.
const queryClient = createQueryClient();
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
