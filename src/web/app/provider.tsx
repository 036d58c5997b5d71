import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/lib/query-client';
import { NotifyProvider } from '../shared/ui/notify';
import { theme } from './theme';

// The date pickers' LocalizationProvider is not here: it comes with the place editor's screen
// (provider-dates.tsx), so dayjs and @mui/x-date-pickers stay out of the first script.
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline />
        <NotifyProvider>{children}</NotifyProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
