// The server's render of the places screen arrives inert (src/bff/routes/spa.ts): clicks and keys
// before React has the page would be lost. Whatever React then shows lifts it: the screen, taken
// over or rendered afresh, or an error screen whose Reload must work.

/** Lets the page take clicks and keys (a no-op for a page the server did not render). */
export function releaseServerHtml() {
  document.getElementById('root')?.removeAttribute('inert');
}

/**
 * The places screen is React's: released, and marked for the journeys that open /places by its
 * address and must not type into the server's HTML before then.
 */
export function markPlacesLive() {
  releaseServerHtml();
  document.documentElement.dataset.placesLive = '';
}
