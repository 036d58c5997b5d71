import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from './provider';

/**
 * The whole app on a router: the browser's (main.tsx) or, for the server's render of the first
 * screen, a memory router at the page's address (server-render.tsx). One tree for both, so the
 * browser can take the server's HTML over.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
