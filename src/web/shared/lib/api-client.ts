import type { FieldError, ProblemDetail } from '@/contract/common';
import type { DeskProblemKind } from '@/contract/desk/problems';

// The one way the SPA talks to the BFF: same origin, JSON, the session's CSRF token on writes, and
// every failure as an ApiError carrying the ProblemDetail (title, detail, field errors).

let csrfToken = '';
let language = 'en';
let onUnauthenticated: (() => void) | undefined;

export const setCsrfToken = (token: string) => (csrfToken = token);
/** The CSRF header for requests made outside `api()` (the upload with progress). */
export const csrfHeader = (): Record<string, string> => (csrfToken ? { 'x-csrf-token': csrfToken } : {});
export const setApiLanguage = (lang: string) => (language = lang);
/** The language problems should come back in, for requests made outside `api()`. */
export const apiLanguage = () => language;
/** Called when the BFF answers 401: the session is gone, so the app sends the user to sign in. */
export const setUnauthenticatedHandler = (handler: () => void) => (onUnauthenticated = handler);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetail,
  ) {
    super(problem.detail || problem.title || `Request failed (${status})`);
  }
  get title() {
    return this.problem.title ?? 'Request failed';
  }
  /** The field errors of `properties.errors` that have FieldError's shape; any other item is left out. */
  get fieldErrors(): FieldError[] {
    const errors = this.problem.properties?.errors;
    return Array.isArray(errors) ? errors.filter(isFieldError) : [];
  }
  get kind() {
    return this.problem.type?.replace(/^\/problems\//, '') ?? '';
  }
  /** Whether the BFF answered with this problem of its own (a kind from the contract, so no typo). */
  is(kind: DeskProblemKind) {
    return this.kind === kind;
  }
}

/** The error for a failed request made outside `api()`; a 401 sends to sign-in, as in `api()`. */
export function failedRequest(status: number, problem: ProblemDetail): ApiError {
  if (status === 401) onUnauthenticated?.();
  return new ApiError(status, problem);
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  etag: string | undefined;
}

export interface ApiOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (sent while the tab closes). */
  keepalive?: boolean;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const OPTIONAL_TEXTS = ['type', 'title', 'detail', 'instance'] as const;

/** FieldErrorSchema's shape (a text `field` and `message`), by hand as isProblem below. */
function isFieldError(item: unknown): item is FieldError {
  if (!item || typeof item !== 'object') return false;
  const fields: Record<string, unknown> = { ...item };
  return typeof fields.field === 'string' && typeof fields.message === 'string';
}

/** An answer of the ProblemDetail's shape (its texts text, its properties an object), checked
 * by hand: zod stays out of the first script (bench/bundle.ts). */
export function isProblem(body: unknown): body is ProblemDetail {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const fields: Record<string, unknown> = { ...body };
  return (
    OPTIONAL_TEXTS.every((key) => fields[key] === undefined || typeof fields[key] === 'string') &&
    (fields.status === undefined || typeof fields.status === 'number') &&
    (fields.properties === undefined || (typeof fields.properties === 'object' && fields.properties !== null))
  );
}

export async function problemOf(res: Response): Promise<ProblemDetail> {
  const text = await res.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (isProblem(body)) return body;
  } catch {
    // not JSON: a proxy error page or nothing at all
  }
  return {
    status: res.status,
    title: res.statusText || 'Request failed',
    detail: `The server answered ${res.status}.`,
  };
}

/** A request by path, its answer unread: callers go through `call()` (call.ts), typed by the contract. */
export async function api(path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
    ...options.headers,
  };
  if (MUTATING.has(method) && csrfToken) headers['x-csrf-token'] = csrfToken;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, {
      title: 'Offline',
      detail: 'The server cannot be reached. Check the connection and try again.',
    });
  }
  if (res.status === 401 && !path.startsWith('/auth/')) onUnauthenticated?.();
  if (!res.ok && res.status !== 304) throw new ApiError(res.status, await problemOf(res));
  const text = res.status === 204 || res.status === 304 ? '' : await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return {
    data,
    status: res.status,
    etag: res.headers.get('etag') ?? undefined,
  };
}
