import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onErrorHookHandler } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import { InvalidInput } from '@/server/contract-routes';
import type { BffConfig } from '@/bff/config';
import { Problem } from '@/bff/problem';
import { refusalOf } from '@/bff/plugins/session';
import type { User } from '@/bff/store/users';
import type { AuditLog } from '@/bff/store/audit';
import type { PlaceHistory } from '@/bff/store/place-history';
import type { UpstreamClient } from '@/bff/upstream/client';
import { PASS_REQUEST_HEADERS, browserHeaders } from '@/bff/upstream/forward';
import { pickupNotConfigured } from '@/bff/upstream/platform-calls';
import { createPlatformClient } from '@/bff/upstream/platform-client';
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
    /** A change under way (set by `beginChange`): what is recorded in the audit log of it. */
    placeChange: PlaceChange | undefined;
  }
}

/** A change to places as the audit log records it: by whom, what, and whether it is recorded yet. */
interface PlaceChange {
  user: User;
  operation: string;
  target: string | undefined;
  recorded: boolean;
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

/**
 * Why an e-shop is out of reach: no pickup place service configured (503), or an e-shop this
 * installation does not manage (404).
 */
export function unmanagedEshop(config: BffConfig, eshopId: string): Problem | undefined {
  if (!config.pickup) return pickupNotConfigured();
  if (!config.eshops.some((e) => e.id === eshopId)) return notManaged();
  return undefined;
}

/**
 * preHandler hooks of a route about the e-shop its query or body names, once its input is checked
 * (a route whose input names no e-shop does not compile with them): `refusal` of that e-shop.
 */
export const eshopHooks = (refusal: (eshopId: string) => Problem | undefined) => ({
  inQuery: (request: { query: { eshopId: string } }, _reply: unknown, done: HookHandlerDoneFunction) =>
    done(refusal(request.query.eshopId)),
  inBody: (request: { body: { eshopId: string } }, _reply: unknown, done: HookHandlerDoneFunction) =>
    done(refusal(request.body.eshopId)),
});

/** The hooks of a route about an e-shop: `unmanagedEshop` (503 without places, 404 not managed). */
export const managedEshop = (config: BffConfig) => eshopHooks((eshopId) => unmanagedEshop(config, eshopId));

/** What the hooks of a change read and write of its request. */
type Changing = Pick<FastifyRequest, 'user' | 'placeChange'>;

/** The status a refused or failed change is recorded with. */
const statusOf = (error: unknown) =>
  error instanceof Problem ? error.status : error instanceof InvalidInput ? 400 : 500;

export function placesContext(deps: PlacesDeps) {
  const { config, audit, readModels } = deps;
  const isManaged = (eshopId: unknown) => config.eshops.some((e) => e.id === eshopId);
  /** The hooks of the list and a creation: 404 for an e-shop this installation does not manage. */
  const managed = eshopHooks((eshopId) => (isManaged(eshopId) ? undefined : notManaged()));
  /** The browser's request headers that go to the platform with its call (the client adds the key). */
  const headers = (request: FastifyRequest) => browserHeaders(request, PASS_REQUEST_HEADERS);
  const platform = createPlatformClient(config, deps.upstream);

  const record = async (change: PlaceChange, status: number) => {
    change.recorded = true;
    const { user, operation, target } = change;
    await audit.record({ username: user.username, role: user.role, operation, target, status });
  };

  /**
   * preValidation hooks of a change, before its input is checked: why the user may not make it.
   * No session: nothing to attribute, so nothing is recorded; from the role on, every outcome is
   * recorded, a refusal before the handler by `recordRefusal`, the rest by `audited`. A change of
   * the place in the path names it (the path is checked first: checkPathFirst).
   */
  function beginChange(request: Changing, operation: string, target?: string) {
    const user = request.user;
    if (user) request.placeChange = { user, operation, target, recorded: false };
    return refusalOf(user, 'places:write');
  }
  const creating =
    (operation: string) => (request: Changing, _reply: unknown, done: HookHandlerDoneFunction) =>
      done(beginChange(request, operation));
  const changingPlace =
    (operation: string) =>
    (request: Changing & { params: { id: string } }, _reply: unknown, done: HookHandlerDoneFunction) =>
      done(beginChange(request, operation, request.params.id));

  /**
   * onError hook of a change: records a refusal before its handler ran (the role, an invalid body,
   * an e-shop not managed); the handler records its own outcome (`audited`).
   */
  const recordRefusal: onErrorHookHandler = async (request, _reply, error) => {
    const change = request.placeChange;
    if (change && !change.recorded) await record(change, statusOf(error));
  };

  /**
   * Runs a change its route's hooks began, then records who did it and how it ended, whatever the
   * outcome. `run` names the e-shop it changes in `changed`, whose read model is dropped after a
   * success (`beforeAnswer`).
   */
  async function audited<T>(
    request: FastifyRequest,
    operation: string,
    target: string | (() => string | undefined),
    run: (changed: ChangedPlace) => Promise<T>,
    status: () => number,
  ) {
    const change = request.placeChange;
    if (!change) throw new Error('A change runs after the hooks of its route (beginChange).');
    const recordAs = (code: number) => {
      change.operation = operation;
      change.target = typeof target === 'function' ? target() : target;
      return record(change, code);
    };
    try {
      const changed: ChangedPlace = {};
      request.changedEshop = changed;
      const result = await run(changed);
      await recordAs(status());
      return result;
    } catch (error) {
      await recordAs(statusOf(error));
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

  return {
    isManaged,
    managed,
    headers,
    platform,
    /** Hears what the relayed places carry that this version does not know. */
    drift: deps.upstream.drift,
    creating,
    changingPlace,
    recordRefusal,
    audited,
    beforeAnswer,
  };
}

export type PlacesContext = ReturnType<typeof placesContext>;
