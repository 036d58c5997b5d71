import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers with a Content-Security-Policy that allows only the app itself, the configured
 * tile server and image origins. Styles may be inline: MUI (emotion) injects its style tags.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: BffConfig) {
  const images = [
    "'self'",
    'data:',
    'blob:',
    ...[tileOrigin(config.mapTileUrl), ...config.imageOrigins].filter((o): o is string => Boolean(o)),
  ];
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
