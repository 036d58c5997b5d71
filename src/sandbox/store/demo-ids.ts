// The fixed ids and credentials of the demo data (the runtime contract's demo data, listed in the
// README's "Demo data" table). The accounts, the seed, `npm start`'s demo mode, the tests and the
// benchmark all read them here, so a changed key or id changes everywhere at once.

export const DEMO_ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
/** The demo account's second e-shop, which has no places. */
export const EMPTY_ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2';
/** The e-shop of the account `other`. */
export const OTHER_ESHOP = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1';

/** The demo account's e-shops with the names a demo BFF shows. */
export const DEMO_ESHOPS = [
  { id: DEMO_ESHOP, name: 'Demo Shop CZ' },
  { id: EMPTY_ESHOP, name: 'Demo Shop SK (empty)' },
];

/** X-API-Key of the account `demo`. */
export const DEMO_KEY = 'sandbox-key-demo';
/** X-API-Key of the account `other`. */
export const OTHER_KEY = 'sandbox-key-other';
/** A valid key whose account may not use pickup places (403). */
export const NOACCESS_KEY = 'sandbox-key-noaccess';
/** The Basic REST token of the account `demo`. */
export const DEMO_REST_TOKEN = 'sandbox-rest-token-demo';
/** The one registered OAuth client. */
export const OAUTH_CLIENT_ID = 'sandbox-client';
export const OAUTH_CLIENT_SECRET = 'sandbox-secret';

/** The demo order with two parcels and every kind of timeline. */
export const SHOWCASE_ORDER = 'cccccccc-cccc-4ccc-8ccc-cccccccccc01';
