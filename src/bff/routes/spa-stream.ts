import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Bootstrap } from '@/contract/desk/bootstrap';
import { bootstrapBlock, inHead, inBody } from './spa-bootstrap';
import type { ServerRenderOutput } from '@/contract/desk/render-hints';
import type { RenderPlan } from './spa-render';

// The page of a server-rendered places list, in two parts: its head (the first screen's script
// preloads and the entry script) at once, so the scripts download while the server renders; then
// the render, the bootstrap block with the first page, and the rest. Compressed here, not by
// @fastify/compress (which leaves an answer with a Content-Encoding alone): a compressor holds
// its input until flushed, and the head must leave before the render is done.

const ROOT = '<div id="root"></div>';

/** Ours, best first when the browser weighs them alike (negotiator's `preferred`). */
const ENCODINGS = ['br', 'gzip', 'identity'];
/** negotiator 1.x's `encodings` takes the server's order for ties; @types/negotiator does not say so. */
const encodingsOf = Negotiator.prototype.encodings as (
  this: Negotiator,
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string[];

/**
 * The compressor the browser accepts, read by negotiator (q-values honoured, `br;q=0` refuses
 * brotli): brotli at @fastify/compress's quality 4, else gzip, else none (also when the header
 * refuses even identity: the page is still sent, plain).
 */
function encoder(request: FastifyRequest): { stream: Transform & { flush?: () => void }; encoding?: string } {
  const [best] = encodingsOf.call(new Negotiator(request), ENCODINGS, { preferred: ENCODINGS });
  if (best === 'br')
    return {
      stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: 'br',
    };
  if (best === 'gzip') return { stream: createGzip(), encoding: 'gzip' };
  return { stream: new PassThrough() };
}

/**
 * The root element with the render, marked for main.tsx, its styles before it. Inert until React
 * has taken it over (the places screen lifts it): a click before then would be lost and a key
 * typed into a field overwritten, so the page takes neither (first-paint.css). `data-layout` says
 * which width it was rendered for: a window now of the other width (the cookie told the last one's)
 * does not paint it (first-paint.css), since the browser would replace it and everything would move.
 */
const renderedRoot = ({ html, styles, rendered }: ServerRenderOutput) =>
  `${styles}<div id="root" data-rendered inert data-layout="${rendered.compact ? 'compact' : 'wide'}">${html}</div>`;

export function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  { html, first, links, plan }: { html: string; first: Bootstrap; links: string; plan: RenderPlan },
) {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('index.html has no empty root element');
  // The language and colour scheme the render will be in (MUI's class for dark, as the app sets it).
  const head = inHead(html.slice(0, at), links)
    .replace(
      /<html lang="[a-z]+">/,
      `<html lang="${plan.language}"${plan.scheme === 'dark' ? ' class="dark"' : ''}>`,
    )
    // The entry runs as soon as it has loaded, not after the whole page: it fetches and evaluates
    // the screens' chunks while the server renders, and waits for the page's end itself (main.tsx).
    .replace('<script type="module" ', '<script type="module" async ');
  const rest = html.slice(at + ROOT.length);
  const { stream, encoding } = encoder(request);
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  // A browser that went away destroys the stream; nothing is left to tell it.
  stream.on('error', (error) => request.log.debug({ err: error }, 'page stream ended early'));
  stream.write(head);
  stream.flush?.(); // zlib's: what it holds of the head leaves now
  void plan.finish().then((rendered) => {
    if (stream.destroyed) return;
    const bootstrap = rendered ? { ...first, rendered: rendered.rendered } : first;
    // The bootstrap block at the end of the body: the entry reads it once the page has ended.
    stream.end((rendered ? renderedRoot(rendered) : ROOT) + inBody(rest, bootstrapBlock(bootstrap)));
  });
  return reply.send(stream);
}
