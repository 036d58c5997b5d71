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
/** A search or an export of an e-shop outside the installation's ESHOPS. */
export const SEARCHED = { ...READ, 404: 'The e-shop is not one of the installation’s' };

/** An answer without a JSON schema: its media type at 200. */
export const mediaAt200 = (media: string) => ({ 200: media });
