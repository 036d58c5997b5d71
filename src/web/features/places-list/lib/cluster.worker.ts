/// <reference lib="webworker" />
import { DESTINATION_TYPES } from '@/contract/enums';
import { buildPointSet, expansionZoomOf, extent, featuresIn, type PointColumns } from './cluster-index';
import { isProblem } from '@/web/shared/lib/api-client';
import { countInArea } from './area-count';
import type { ClusterReply, ClusterRequest } from './cluster-protocol';
import { pointSetCache } from './point-set-cache';

// Fetching, parsing and clustering off the main thread: for 100 000 places each of these takes
// long enough to freeze the page, so they happen here and the page only asks for the features of
// its viewport. One point set per e-shop (or per search of it), the most recent few kept while the
// page lives (point-set-cache.ts).

/** Sets kept; an older one asked for again answers `missing`, and the map loads it again. */
const sets = pointSetCache(4);
const reply = (message: ClusterReply) => self.postMessage(message);

const isColumns = (body: unknown): body is PointColumns => {
  const b = body as Partial<Record<keyof PointColumns, unknown>>;
  const n = Array.isArray(b?.ids) ? b.ids.length : -1;
  return (['ids', 'lat', 'lng', 'type', 'carrier', 'name'] as const).every(
    (k) => Array.isArray(b[k]) && (b[k] as unknown[]).length === n,
  );
};

async function load(message: Extract<ClusterRequest, { type: 'load' }>) {
  const { requestId } = message;
  let res: Response;
  try {
    res = await fetch(message.url, {
      headers: { accept: 'application/json', 'accept-language': message.language },
      credentials: 'same-origin',
    });
  } catch {
    return reply({
      type: 'failed',
      requestId,
      status: 0,
      problem: {
        title: 'Offline',
        detail: 'The server cannot be reached. Check the connection and try again.',
      },
    });
  }
  const etag = res.headers.get('etag');
  const unchanged = res.ok ? sets.unchanged(message.key, etag) : undefined;
  if (unchanged) {
    // A poll that brought the same points back: the set held stays, unparsed and unindexed.
    void res.body?.cancel();
    const receivedAt = performance.timeOrigin + performance.now();
    return reply({ type: 'loaded', requestId, ...unchanged, receivedAt, parseMs: 0, indexMs: 0 });
  }
  const text = await res.text().catch(() => '');
  const receivedAt = performance.timeOrigin + performance.now();
  let body: unknown;
  const parseStart = performance.now();
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!res.ok || !isColumns(body)) {
    const problem =
      !res.ok && isProblem(body)
        ? body
        : { title: 'Unexpected answer', detail: `The server answered ${res.status} without the places.` };
    return reply({ type: 'failed', requestId, status: res.ok ? 502 : res.status, problem });
  }
  const indexStart = performance.now();
  const summary = {
    count: body.ids.length,
    extent: extent(body),
    otherTypes: body.type.some((t) => !(DESTINATION_TYPES as readonly string[]).includes(t)),
  };
  sets.keep(message.key, etag, buildPointSet(body), summary);
  reply({
    type: 'loaded',
    requestId,
    ...summary,
    receivedAt,
    parseMs: indexStart - parseStart,
    indexMs: performance.now() - indexStart,
  });
}

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const message = event.data;
  if (message.type === 'load') return void load(message);
  const set = sets.get(message.key);
  if (!set) return reply({ type: 'missing', requestId: message.requestId });
  if (message.type === 'features')
    reply({
      type: 'features',
      requestId: message.requestId,
      features: featuresIn(set, message.bbox, message.zoom),
    });
  else if (message.type === 'countIn') {
    const start = performance.now();
    const count = countInArea(set.points, message.area);
    reply({ type: 'count', requestId: message.requestId, count, ms: performance.now() - start });
  } else
    reply({
      type: 'expansion',
      requestId: message.requestId,
      zoom: expansionZoomOf(set, message.clusterId),
    });
};
