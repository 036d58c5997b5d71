import { useMediaQuery, useTheme } from '@mui/material';

// The server cannot measure the window: its render of the places screen (server-render.tsx) guesses
// a phone from the request (spa-render.ts) and says so in the page; the browser hydrates that HTML
// only when its own width agrees (app/hydrate.ts), so both renders take the same layout.
let serverGuess = false;

/** For the server's render only: whether the render about to run is for a phone's width. */
export function setServerCompact(compact: boolean) {
  serverGuess = compact;
}

/** A phone's width: filters in a drawer, places as cards, a menu for the app bar's links. */
export function useCompact(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true, defaultMatches: serverGuess });
}
