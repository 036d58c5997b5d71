import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import type { BffConfig } from '@/bff/config';
import { Problem } from '@/bff/problem';
import { requireUser } from '@/bff/plugins/session';
import type { AuditLog } from '@/bff/store/audit';
import type { PlaceHistory } from '@/bff/store/place-history';
import type { UpstreamClient } from '@/bff/upstream/client';
import { PASS_REQUEST_HEADERS, browserHeaders } from '@/bff/upstream/forward';
import { createPlatformClient, pickupNotConfigured } from '@/bff/upstream/platform-client';
import type { MadeChange } from '@/bff/store/place-change';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';

// What every pickup place operation shares: input checks with the contract, the platform client
// (with the installation's API key), the e-shops it manages, and the audit of changes.

export const BASE = '/api/v1/pickup-place';

export interface PlacesDeps {
  config: BffConfig;
  upstream: UpstreamClient;
  audit: AuditLog;
  /** The read models (map, search): each change is applied to them with the platform's answer. */
  readModels: Pick<PlacesModelCache, 'applyChange'>;
  /** Every change is recorded with the place's values before and after. */
  history: PlaceHistory;
}

/** What a write changed: the e-shop, and the place as the platform answered (read-model/place-change.ts). */
export interface ChangedPlace {
  eshopId?: string;
  change?: MadeChange;
}

/** The path of one place. */
export const IdParamsSchema = z.object({ id: UuidSchema });

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as the browser sent it: forwarded as it is, not as the schema reshaped it. */
    bodyAsSent: unknown;
    /** The e-shop whose places this request changes (set by `audited`'s write). */
    changedEshop: ChangedPlace | undefined;
  }
}

/**
 * preValidation hook of a route that forwards its body: keeps it before Fastify replaces it with
 * the schema's output (trimmed strings, keys in the schema's order).
 */
export async function keepBodyAsSent(request: FastifyRequest) {
  request.bodyAsSent = request.body;
}

/** A place or e-shop this installation does not manage: the same answer as the list gives. */
export const notManaged = () =>
  new Problem(404, 'not-found', 'Not found', 'This installation does not manage that e-shop.');

/** Throws unless places are configured and the e-shop is one this installation manages. */
export function requireManagedEshop(config: BffConfig, eshopId: string) {
  if (!config.pickup) throw pickupNotConfigured();
  if (!config.eshops.some((e) => e.id === eshopId)) throw notManaged();
}

export function placesContext(deps: PlacesDeps) {
  const { config, audit, readModels } = deps;
  const isManaged = (eshopId: unknown) => config.eshops.some((e) => e.id === eshopId);
  const managed = (eshopId: string) => {
    if (!isManaged(eshopId)) throw notManaged();
  };
  /** The browser's request headers that go to the platform with its call (the client adds the key). */
  const headers = (request: FastifyRequest) => browserHeaders(request, PASS_REQUEST_HEADERS);
  const platform = createPlatformClient(config, deps.upstream);

  /**
   * Runs a write, then records who did it and how it ended, whatever the outcome. `run` names the
   * e-shop it changes in `changed`, whose read model is dropped after a success (`beforeAnswer`).
   */
  async function audited<T>(
    request: FastifyRequest,
    operation: string,
    target: string | (() => string | undefined),
    run: (changed: ChangedPlace) => Promise<T>,
    status: () => number,
  ) {
    const targetOf = () => (typeof target === 'function' ? target() : target);
    const user = requireUser(request); // no session: nothing to attribute, so nothing to record
    try {
      requireUser(request, 'places:write'); // a refused attempt is recorded too
      const changed: ChangedPlace = {};
      request.changedEshop = changed;
      const result = await run(changed);
      await audit.record({
        username: user.username,
        role: user.role,
        operation,
        target: targetOf(),
        status: status(),
      });
      return result;
    } catch (error) {
      await audit.record({
        username: user.username,
        role: user.role,
        operation,
        target: targetOf(),
        status: error instanceof Problem ? error.status : 500,
      });
      throw error;
    }
  }

  /**
   * onSend of every place route: a successful change is applied to the e-shop's read model and
   * logged for the other instances (store/read-model-changes.ts) before the answer leaves.
   * Afterwards, a browser told "done" could ask another instance before the change was counted
   * there.
   */
  async function beforeAnswer(request: FastifyRequest, reply: FastifyReply) {
    const { eshopId, change } = request.changedEshop ?? {};
    if (eshopId && change && reply.statusCode < 400) await readModels.applyChange(eshopId, change);
  }

  return { isManaged, managed, headers, platform, audited, beforeAnswer };
}

export type PlacesContext = ReturnType<typeof placesContext>;
