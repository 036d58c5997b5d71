import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
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
    <BrowserStyles>
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline />
        {children}
      </ThemeProvider>
    </BrowserStyles>
  );
}

let browserCache: EmotionCache | undefined;

/**
 * Emotion's cache in the browser, made at the first render rather than when emotion's module is
 * evaluated (its default cache). A cache learns at its making which styles the server's HTML
 * brought (server-render.tsx); the places page runs its scripts while that HTML still streams, so
 * the default cache was made before the styles' element arrived: every style of the screen was
 * compiled and inserted a second time in the hydration's commit (30 ms at 1×, and a recalculation
 * of the whole page's style after it). On the server the render's own cache is provided above.
 */
function BrowserStyles({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return children;
  browserCache ??= createCache({ key: 'css' });
  return <CacheProvider value={browserCache}>{children}</CacheProvider>;
}
