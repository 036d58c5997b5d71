import { PickupPlaceSchema, type PickupPlace, type PickupPlaceUpdate } from '@/contract/places';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import type { UpstreamClient, UpstreamResponse } from '../upstream/client';
import { problemFromUpstream } from '../upstream/normalize';
import { discard, parseJson, readCapped } from '../upstream/read-body';
import type { MadeChange } from '../store/place-change';
import { Retryable, retryAfterMs } from './retry';
import { refusedCredentials } from '../upstream/installation-answers';

// A job's calls to the platform, with the installation's API key (the same as the places proxy
// sends): read a place with its ETag, change or delete it with that ETag in If-Match. Answers that
// are worth repeating throw Retryable; every other answer is returned for the job to judge.

const BASE = '/api/v1/pickup-place';
/** Only the id of a created place's answer (made once: zod's pick builds a new schema). */
const PLACE_ID = PickupPlaceSchema.pick({ id: true });
const PLACE_LIMIT = 1024 * 1024;

export type Refusal = { ok: false; status: number; message: string };
export type ReadResult = { ok: true; place: PickupPlace; etag: string } | Refusal;
export type WriteResult = { ok: true } | Refusal;
export type CreateResult = { ok: true; id: string } | Refusal;

const RETRY_STATUSES = new Set([429, 502, 503, 504]);

async function refusal(res: UpstreamResponse): Promise<Refusal> {
  const status = res.statusCode;
  if (RETRY_STATUSES.has(status)) {
    discard(res);
    throw new Retryable(`The platform answered ${status}.`, status, retryAfterMs(res.headers['retry-after']));
  }
  if (refusedCredentials(res)) {
    discard(res);
    return { ok: false, status, message: 'The platform refused the installation’s API key.' };
  }
  const problem = await problemFromUpstream(res);
  const fields = (problem.extra.errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; ');
  return { ok: false, status, message: fields ? `${problem.message} (${fields})` : problem.message };
}

/**
 * Reads a successful change's answer (a place, a few KiB) to its end, for the read model. Read to
 * its end, not destroyed: that would close the keep-alive connection and build an abort error with
 * its stack for every place (measured: the job's slowest part after the platform).
 */
async function answeredPlace(res: UpstreamResponse, id: string): Promise<MadeChange> {
  try {
    const place = PickupPlaceSchema.safeParse(parseJson(await readCapped(res, PLACE_LIMIT)));
    if (place.success) return { kind: 'upsert', place: place.data };
  } catch {
    // a body cut short changes nothing: the platform answered the change already
  }
  return { kind: 'reread', placeId: id };
}

/**
 * The job's pace (pace.ts) hears every answer of the platform: when its call was sent
 * (performance.now()), how long it took, whether the platform was busy (429, 503, or not reached)
 * and the Retry-After it named; and holds every call back while the platform asked for a pause.
 */
export interface Pacing {
  answered(sentAt: number, ms: number, busy: boolean, retryAfterMs?: number): void;
  /** Resolves when calls may go out (not during a Retry-After the platform named). */
  ready(): Promise<void>;
}

const UNPACED: Pacing = { answered: () => {}, ready: () => Promise.resolve() };

const BUSY_STATUSES = new Set([429, 503]);

/**
 * `onChange` hears of every change the platform accepted, with its answer (the read model applies
 * it, read-model/places-model-cache.ts); its failure is the read model's, never the change's.
 */
export function placeCalls(
  config: BffConfig,
  upstream: UpstreamClient,
  signal?: AbortSignal,
  pacing: Pacing = UNPACED,
  onChange?: (change: MadeChange) => Promise<void>,
) {
  const changed = async (change: MadeChange) => {
    try {
      await onChange?.(change);
    } catch {
      // logged by the hook's owner; the model catches up at its next refresh
    }
  };
  /** A failure to reach the platform (thrown by the client as a 502 or 504) is worth repeating. */
  async function calling(run: () => Promise<UpstreamResponse>): Promise<UpstreamResponse> {
    await pacing.ready();
    const sentAt = performance.now();
    try {
      const res = await run();
      const busy = BUSY_STATUSES.has(res.statusCode);
      pacing.answered(
        sentAt,
        performance.now() - sentAt,
        busy,
        busy ? retryAfterMs(res.headers['retry-after']) : undefined,
      );
      return res;
    } catch (error) {
      if (error instanceof Problem && (error.status === 502 || error.status === 504)) {
        pacing.answered(sentAt, performance.now() - sentAt, true);
        throw new Retryable(error.message, error.status);
      }
      throw error;
    }
  }

  const pickup = () => {
    if (!config.pickup) throw new Error('no pickup place service configured');
    return config.pickup;
  };
  const url = (id: string) => `${pickup().baseUrl}${BASE}/${id}?prettyPrint=false`;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-api-key': pickup().apiKey,
    accept: 'application/json',
    ...extra,
  });

  return {
    async read(id: string): Promise<ReadResult> {
      const res = await calling(() =>
        upstream.call(url(id), { method: 'GET', headers: headers(), idempotent: true, signal }),
      );
      if (res.statusCode !== 200) return refusal(res);
      const etag = res.headers.etag;
      const place = PickupPlaceSchema.safeParse(parseJson(await readCapped(res, PLACE_LIMIT)));
      if (!place.success || typeof etag !== 'string')
        return { ok: false, status: 502, message: 'The platform sent a place the app cannot use.' };
      return { ok: true, place: place.data, etag };
    },

    async patch(id: string, etag: string, body: PickupPlaceUpdate): Promise<WriteResult> {
      const res = await calling(() =>
        upstream.call(url(id), {
          method: 'PATCH',
          headers: headers({ 'content-type': 'application/json', 'if-match': etag }),
          body: JSON.stringify(body),
          signal,
        }),
      );
      if (res.statusCode >= 300) return refusal(res);
      await changed(await answeredPlace(res, id));
      return { ok: true };
    },

    /** An import's new place. */
    async create(body: Record<string, unknown>): Promise<CreateResult> {
      const res = await calling(() =>
        upstream.call(`${pickup().baseUrl}${BASE}?prettyPrint=false`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
          signal,
        }),
      );
      if (res.statusCode >= 300) return refusal(res);
      const answer: unknown = parseJson(await readCapped(res, PLACE_LIMIT));
      const whole = PickupPlaceSchema.safeParse(answer);
      if (whole.success) {
        await changed({ kind: 'upsert', place: whole.data });
        return { ok: true, id: whole.data.id };
      }
      // Made, but an answer the contract does not quite accept: its id is enough to read it again.
      const place = PLACE_ID.safeParse(answer);
      if (!place.success)
        return { ok: false, status: 502, message: 'The platform sent a place the app cannot use.' };
      await changed({ kind: 'reread', placeId: place.data.id });
      return { ok: true, id: place.data.id };
    },

    async remove(id: string, etag: string): Promise<WriteResult> {
      const res = await calling(() =>
        upstream.call(url(id), { method: 'DELETE', headers: headers({ 'if-match': etag }), signal }),
      );
      if (res.statusCode >= 300) return refusal(res);
      await res.body.dump({ limit: PLACE_LIMIT }).catch(() => undefined);
      await changed({ kind: 'delete', placeId: id });
      return { ok: true };
    },
  };
}

export type PlaceCalls = ReturnType<typeof placeCalls>;
