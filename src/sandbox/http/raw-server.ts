import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { errorBody, errorContentType } from './error-body';
import { negotiateLanguage } from '@/contract/language-negotiation';

// Conventions that must act before routing, so they live in front of Fastify's router
// (Fastify's `serverFactory`): the method override and the URI length limit (spec 001, 7).

/** Longest accepted request target; spec 001, 8 leaves the limit "not shown". */
export const MAX_URI_LENGTH = 4096;

const OVERRIDABLE = new Set(['PUT', 'DELETE']);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function reject(req: IncomingMessage, res: ServerResponse, status: number, detail: string) {
  const url = (req.url ?? '/').slice(0, 200);
  const locale = negotiateLanguage(req.headers['accept-language']);
  const body = JSON.stringify(
    errorBody({ status, kind: 'http', detail, fields: [], instance: url.split('?')[0]!, locale }),
  );
  res.writeHead(status, { 'content-type': errorContentType(url), 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function platformServerFactory(handler: Handler) {
  return createServer({ maxHeaderSize: 32 * 1024 }, (req, res) => {
    if ((req.url ?? '').length > MAX_URI_LENGTH) {
      return reject(req, res, 414, `The request URI is longer than ${MAX_URI_LENGTH} characters.`);
    }
    const override = req.headers['x-http-method-override'];
    if (typeof override === 'string' && req.method === 'POST') {
      const method = override.trim().toUpperCase();
      if (!OVERRIDABLE.has(method)) {
        return reject(req, res, 400, 'X-HTTP-Method-Override may only be PUT or DELETE.');
      }
      req.method = method;
    }
    // Any other method with the header keeps its own method: GET cannot be overridden.
    handler(req, res);
  });
}
