import { CssBaseline, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/cs';
import 'dayjs/locale/en-gb';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../shared/lib/query-client';
import { NotifyProvider } from '../shared/ui/notify';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline />
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale={i18n.language === 'cs' ? 'cs' : 'en-gb'}
        >
          <NotifyProvider>{children}</NotifyProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
