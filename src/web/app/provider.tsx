import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/lib/query-client';
import { theme } from './theme';

// What every screen needs from the first render. The notifications (provider-shell.tsx) and the
// date pickers' LocalizationProvider (provider-dates.tsx) come with the screens that use them, so
// Snackbar, dayjs and @mui/x-date-pickers stay out of the first script.
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
