import { useMediaQuery, useTheme } from '@mui/material';
import { useServerRender } from './server-render-context';

// The server cannot measure the window: its render of the places screen (server-render.tsx) guesses
// a phone from the request (spa-render.ts), gives it through server-render-context.ts and says so in
// the page; the browser hydrates that HTML only when its own width agrees (app/hydrate.ts), so both
// renders take the same layout.

/** A phone's width: filters in a drawer, places as cards, a menu for the app bar's links. */
export function useCompact(): boolean {
  const serverGuess = useServerRender()?.compact ?? false;
  return useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true, defaultMatches: serverGuess });
}
