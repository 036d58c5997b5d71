import type { PickupPlace, PickupPlaceUpdate } from '@/contract/places';
import type { BffConfig } from '../config';
import { Problem } from '../problem';
import type { UpstreamClient } from '../upstream/client';
import type { Answer, Failure, Heard } from '../upstream/platform-answers';
import { unusablePlace } from '../upstream/platform-calls';
import { createPlatformClient } from '../upstream/platform-client';
import type { MadeChange } from '../store/place-change';
import { Retryable } from './retry';

// A job's calls to the platform (platform-client.ts, with the installation's API key): read a place
// with its ETag, change or delete it with that ETag in If-Match. What the platform asks to wait
// for (429, 503) or failed to answer (502, 504, not reached) throws Retryable; every other failure
// is returned for the job to judge, in words it can keep with the item.

export type Refusal = { ok: false; status: number; message: string };
export type ReadResult = { ok: true; place: PickupPlace; etag: string } | Refusal;
export type WriteResult = { ok: true } | Refusal;
export type CreateResult = { ok: true; id: string } | Refusal;

/** A failure as the job's item keeps it: the status, the problem's words and its fields. */
function refusal({ status, problem }: Failure): Refusal {
  const fields = (problem.extra.errors ?? []).map((e) => `${e.field}: ${e.message}`).join('; ');
  return { ok: false, status, message: fields ? `${problem.message} (${fields})` : problem.message };
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
  const places = createPlatformClient(config, upstream).places;
  const changed = async (change: MadeChange) => {
    try {
      await onChange?.(change);
    } catch {
      // logged by the hook's owner; the model catches up at its next refresh
    }
  };
  /** A failure to reach the platform (thrown by the client as a 502 or 504) is worth repeating. */
  async function calling<T>(run: (heard: Heard) => Promise<Answer<T>>): Promise<Answer<T>> {
    await pacing.ready();
    const sentAt = performance.now();
    // The pace hears of a pause the moment a 429 or 503 arrives, before its body is read: the
    // workers whose calls end meanwhile must already find every call held back.
    let told = false;
    const heard: Heard = (status, retryAfterMs) => {
      if (status !== 429 && status !== 503) return;
      told = true;
      pacing.answered(sentAt, performance.now() - sentAt, true, retryAfterMs);
    };
    let answer: Answer<T>;
    try {
      answer = await run(heard);
    } catch (error) {
      if (error instanceof Problem && (error.status === 502 || error.status === 504)) {
        pacing.answered(sentAt, performance.now() - sentAt, true);
        throw new Retryable(error.message, error.status);
      }
      throw error;
    }
    const again = answer.kind === 'rate-limited' || answer.kind === 'unavailable' ? answer : undefined;
    const busy = again !== undefined && (again.status === 429 || again.status === 503);
    if (!told)
      pacing.answered(sentAt, performance.now() - sentAt, busy, busy ? again.retryAfterMs : undefined);
    if (again)
      throw new Retryable(`The platform answered ${again.status}.`, again.status, again.retryAfterMs);
    return answer;
  }

  return {
    async read(id: string): Promise<ReadResult> {
      const answer = await calling((heard) => places.get(id, { signal, heard }));
      if (answer.kind !== 'ok') return refusal(answer);
      // Its ETag is what a change of it is sent with.
      if (answer.etag === undefined) return { ok: false, status: 502, message: unusablePlace().message };
      return { ok: true, place: answer.data, etag: answer.etag };
    },

    async patch(id: string, etag: string, body: PickupPlaceUpdate): Promise<WriteResult> {
      const answer = await calling((heard) => places.patch(id, etag, body, { signal, heard }));
      if (answer.kind !== 'ok') return refusal(answer);
      await changed(answer.data ? { kind: 'upsert', place: answer.data } : { kind: 'reread', placeId: id });
      return { ok: true };
    },

    /** An import's new place. */
    async create(body: Record<string, unknown>): Promise<CreateResult> {
      const answer = await calling((heard) => places.create(body, { signal, heard }));
      if (answer.kind !== 'ok') return refusal(answer);
      // Made, but an answer the contract does not quite accept: its id is enough to read it again.
      const { id, place } = answer.data;
      await changed(place ? { kind: 'upsert', place } : { kind: 'reread', placeId: id });
      return { ok: true, id };
    },

    async remove(id: string, etag: string): Promise<WriteResult> {
      const answer = await calling((heard) => places.remove(id, etag, { signal, heard }));
      if (answer.kind !== 'ok') return refusal(answer);
      await changed({ kind: 'delete', placeId: id });
      return { ok: true };
    },
  };
}

export type PlaceCalls = ReturnType<typeof placeCalls>;
