import type { Described } from './describe';
import { bffAdminOperations } from './bff-admin';
import { bffDeskOperations } from './bff-desk';
import { bffGeocodingOperations } from './bff-geocoding';
import { bffImportOperations } from './bff-imports';
import { bffJobOperations } from './bff-jobs';
import { bffRelayedOperations } from './bff-relayed';
import { bffSessionOperations } from './bff-session';

// The BFF's operations for the browser: the platform's it relays (/api, /files) and its own (/bff,
// /auth), each resource in a file of its own.

/** A change needs the CSRF token besides the session; a read the session only. */
const CHANGE = [{ Session: [], CsrfToken: [] }];

export const bffOperations: readonly Described[] = [
  ...bffRelayedOperations,
  ...bffDeskOperations,
  ...bffJobOperations,
  ...bffImportOperations,
  ...bffSessionOperations,
  ...bffAdminOperations,
  ...bffGeocodingOperations,
].map((op) => (op.security || op.method === 'GET' ? op : { ...op, security: CHANGE }));
