import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * MUI's theme and baseline. A chunk of its own, fetched at start with the first screen's chunks
 * (router.tsx): MUI and emotion stay out of the first script, and no screen renders before the
 * theme is in, so nothing shows unstyled.
 */
export default function ThemeFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
