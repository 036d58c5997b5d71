// The ProblemDetail statuses the BFF's operations share, by their meaning (docs/architecture.md,
// what the BFF guarantees); each operation spreads the ones it may answer.

/** What every route under /api and /bff may answer. */
export const COMMON = {
  401: 'No session',
  403: 'The role may not, or a change without X-CSRF-Token or from another Origin',
};
export const INPUT = { 400: 'Invalid input: `properties.errors` names each field' };
export const NOT_FOUND = { 404: 'Not found' };
/** What a relayed or platform-backed operation may answer besides its own. */
export const UPSTREAM = {
  502: 'The platform failed or answered what the contract does not allow',
  504: 'The platform did not answer in time',
};
export const READ = { ...COMMON, ...INPUT };
/** An e-shop outside the installation's ESHOPS, named by the query or the body. */
export const UNKNOWN_ESHOP = { 404: 'The e-shop is not one of the installation’s' };
/** A search or an export of an e-shop outside the installation's ESHOPS. */
export const SEARCHED = { ...READ, ...UNKNOWN_ESHOP };
/** An operation with a JSON body, sent another media type. */
export const NOT_JSON = { 415: 'Content-Type is not JSON' };

/** An answer without a JSON schema: its media type at 200. */
export const mediaAt200 = (media: string) => ({ 200: media });
