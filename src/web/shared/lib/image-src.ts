/** The names one machine answers to: the same server whichever of them the address uses. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the browser loads an image from. In the demo the platform's files are served by this app
 * at /files/…, under the first address it was configured with (127.0.0.1). Opened as localhost,
 * that is another origin to the browser: the session cookie is not sent and the
 * Content-Security-Policy (img-src 'self') blocks it. It is the same server, so the path is enough.
 * Every other address (a real platform's storage) is left as it is.
 */
export function imageSrc(
  url: string,
  here: Pick<Location, 'origin' | 'hostname' | 'port'> = window.location,
) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const sameMachine =
    LOOPBACK.has(parsed.hostname) && LOOPBACK.has(here.hostname) && parsed.port === here.port;
  if (parsed.origin === here.origin || !sameMachine || !parsed.pathname.startsWith('/files/')) return url;
  return `${parsed.pathname}${parsed.search}`;
}
