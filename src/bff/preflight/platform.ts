import type { BffConfig } from '../config';
import { send, type Call, type Heard } from './http';
import { check, type Check } from './report';

// What the pre-flight checks and with what: the BFF's own configuration (config.ts,
// resolve-config.ts), so the platform's addresses and credentials are set once for both.

export type PreflightConfig = Pick<
  BffConfig,
  'pickup' | 'rest' | 'eshops' | 'maxImageBytes' | 'upstreamTimeoutMs' | 'platformMidnight'
>;

export interface PreflightOptions {
  /** The one e-shop the pre-flight may write in (a place made, changed, given an image, deleted). */
  writeEshop?: string | undefined;
  /** An order to read for its drift. */
  orderId?: string | undefined;
}

export const PLACES = '/api/v1/pickup-place';
export const ORDERS = '/api/v1/order';
/** Ids no platform holds: a request about them is refused or not found, never served. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The installation's key unless `key` says otherwise (null: none sent). */
export function placesCall(
  config: PreflightConfig,
  path: string,
  call: Call = {},
  key: string | null = config.pickup?.apiKey ?? null,
): Promise<Heard> {
  const headers = {
    accept: 'application/json',
    ...(key === null ? {} : { 'x-api-key': key }),
    ...call.headers,
  };
  return send(`${config.pickup?.baseUrl ?? ''}${path}`, { ...call, headers }, config.upstreamTimeoutMs);
}

/** The installation's Basic token unless `authorization` says otherwise (null: none sent). */
export function ordersCall(
  config: PreflightConfig,
  path: string,
  call: Call = {},
  authorization: string | null = config.rest?.basicToken ? `Basic ${config.rest.basicToken}` : null,
): Promise<Heard> {
  const headers = {
    accept: 'application/json',
    ...(authorization === null ? {} : { authorization }),
    ...call.headers,
  };
  return send(`${config.rest?.url ?? ''}${path}`, { ...call, headers }, config.upstreamTimeoutMs);
}

/** Runs a check; a platform that does not answer fails it with what happened. */
export async function guarded(id: string, title: string, run: () => Promise<Check>): Promise<Check> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return check(id, title, 'fail', `no answer from the platform (${e.code ?? e.message ?? String(error)})`);
  }
}

export const listPath = (eshopId: string, query = '') =>
  `${PLACES}?eshopId=${encodeURIComponent(eshopId)}${query ? `&${query}` : ''}`;

/** Letters of Czech that English has not: an answer to `Accept-Language: cs` in Czech has some. */
export const looksCzech = (text: string) => /[ěščřžýáíéúůťďň]/i.test(text);
