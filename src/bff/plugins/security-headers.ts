import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';

/** The origin of a tile URL template; `{s}` subdomains become a wildcard. */
export function tileOrigin(template: string): string | undefined {
  try {
    // URL() lower-cases the host, so the placeholder is looked for in lower case.
    const url = new URL(template.replace('{s}', 'subdomain-placeholder').replace(/\{[^}]+\}/g, '0'));
    return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
  } catch {
    return undefined;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with our options. They are the same on every response, so helmet runs
 * once, at start-up, on a throwaway instance; @fastify/helmet itself would build a new helmet
 * middleware (and parse the whole policy again) for every request.
 */
async function helmetHeaders(config: BffConfig): Promise<Record<string, string>> {
  const images = [
    "'self'",
    'data:',
    'blob:',
    ...[tileOrigin(config.mapTileUrl), ...config.imageOrigins].filter((o): o is string => Boolean(o)),
  ];
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: images,
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Loopback installations speak plain HTTP: no forced upgrade, HSTS only where HTTPS is in use.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
    });
    // What helmet set in its onRequest hooks, before anything else touched the response.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers = res.json<Record<string, string | string[]>>();
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      out[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (!out['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
    return out;
  } finally {
    await probe.close();
  }
}

/**
 * Security headers with a Content-Security-Policy that allows only the app itself, the configured
 * tile server and image origins. Styles may be inline: MUI (emotion) injects its style tags.
 * Computed once, then set on every response (API answers, errors, the SPA and its assets).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: BffConfig) {
  const headers = await helmetHeaders(config);
  const secure = { ...headers, 'strict-transport-security': HSTS };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : headers);
    done();
  });
}
