import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../problem';

// Demo mode: the embedded sandbox listens on a loopback port that a browser on another machine
// cannot reach, so its browser pages (sign-in, consent, approvals) are served on the app's own
// origin. Only these pages: the token endpoint stays a server-to-server call. The platform keeps
// its own session (cookie `sandbox_session`, path /oauth) and its own CSRF tokens in its forms.

const PLATFORM_COOKIE = 'sandbox_session';
const FORM_LIMIT = 64 * 1024;
/** What of the platform's answer reaches the browser; the app's own security headers stay. */
const RELAYED = ['content-type', 'location', 'cache-control'];

export function registerPlatformPages(
  app: FastifyInstance,
  deps: { platformUrl: string; timeoutMs: number },
) {
  const { platformUrl, timeoutMs } = deps;

  async function relay(request: FastifyRequest, reply: FastifyReply) {
    const cookie = request.cookies[PLATFORM_COOKIE];
    const headers: Record<string, string> = { accept: 'text/html' };
    if (cookie) headers.cookie = `${PLATFORM_COOKIE}=${cookie}`;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    const isPost = request.method === 'POST';
    if (isPost) headers['content-type'] = 'application/x-www-form-urlencoded';
    let res: Response;
    try {
      res = await fetch(`${platformUrl}${request.url}`, {
        method: request.method,
        headers,
        body: isPost ? String(request.body ?? '') : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new Problem(502, 'upstream-unavailable', 'Platform unavailable', 'The platform did not answer.');
    }
    reply.code(res.status);
    for (const name of RELAYED) {
      const value = res.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith(`${PLATFORM_COOKIE}=`));
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(Buffer.from(await res.arrayBuffer()));
  }

  app.register(async (pages) => {
    // The platform's forms post url-encoded; the text goes on as it came.
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const path of ['/oauth/authorize', '/oauth/authorize/', '/oauth/approvals']) pages.get(path, relay);
    // Form posts of the platform's pages: its own CSRF token is in the form; the Origin check applies.
    for (const path of ['/oauth/authorize', '/oauth/login', '/oauth/approvals/withdraw'])
      pages.post(path, { config: { csrfExempt: true } }, relay);
  });
}
