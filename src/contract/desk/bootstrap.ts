import type { AppConfig } from './config';
import type { ServerRendered } from './render-hints';
import type { SessionInfo } from './session';

// What the BFF writes into index.html for the app's first render (issue 25): the answers of
// GET /auth/session (null when nobody is signed in) and GET /bff/config for this request, in a
// JSON data block that no browser runs (so the Content-Security-Policy stays `script-src 'self'`).
// No zod here: the first script reads it and leaves zod out.

/** The id of the `<script type="application/json">` element holding the bootstrap. */
export const BOOTSTRAP_ELEMENT_ID = 'pd-bootstrap';

export interface Bootstrap {
  session: SessionInfo | null;
  config: AppConfig;
  /** Present when the page holds the server's render of the first screen (render-hints.ts). */
  rendered?: ServerRendered;
}
