import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '@/contract/desk/bootstrap';

// index.html with the first render's answers in it (issue 25): the session and the configuration
// arrive with the page, so the first screen's data can be asked for as soon as the first script
// runs, not after two more round trips. A JSON data block, which the browser never runs: the
// Content-Security-Policy keeps `script-src 'self'`, with no nonce and no inline script.

/**
 * JSON safe inside a `<script>` element: `<` can neither close the element (`</script>`) nor open
 * a comment (`<!--`), and the line separators JavaScript once refused are escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the bootstrap block (and whatever else is given for the head, the first screen's
 * preloads) at the end of its head: before the entry script runs, which is deferred.
 */
export function withBootstrap(html: string, bootstrap: Bootstrap, head = ''): string {
  return inHead(html, `${head ? `${head}\n    ` : ''}${bootstrapBlock(bootstrap)}`);
}

/** The bootstrap's data block. */
export const bootstrapBlock = (bootstrap: Bootstrap) =>
  `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptJson(bootstrap)}</script>`;

/** The page with `text` at the end of its head (first, without one). */
export const inHead = (html: string, text: string) => before(html, html.indexOf('</head>'), text, 0);

/** The page (or its end) with `text` at the end of its body (last, without one). */
export const inBody = (html: string, text: string) =>
  before(html, html.lastIndexOf('</body>'), text, html.length);

function before(html: string, at: number, text: string, otherwise: number): string {
  if (!text) return html;
  if (at < 0) return `${html.slice(0, otherwise)}${text}${html.slice(otherwise)}`;
  return `${html.slice(0, at)}  ${text}\n  ${html.slice(at)}`;
}
