import type { FieldError } from '../contract/common';

/**
 * A failure the sandbox answers on purpose. The HTTP layer renders it as a ProblemDetail on the
 * pickup place paths and as the platform's error envelope elsewhere (spec 000, 7; spec 001, 7).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Short key of the problem: becomes the ProblemDetail `type` and selects the translated title. */
    readonly kind: string,
    message: string,
    readonly fields: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) =>
  new ApiError(404, 'not-found', `${what} was not found under this account.`);

/** A failure of the authorization pages (spec 001, 4.2): an HTML page, never JSON. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A failure of the token endpoint: RFC 6749, 5.2's `{error, error_description}` (spec 001, 4.3). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    /** RFC 6749's error code (`invalid_client`, `invalid_grant`…). */
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}
