// The sandbox's accounts and their credentials: the demo data of the runtime contract. Issuing of
// keys is "not shown" in the spec (000, 5.4), so they are fixed (demo-ids.ts) and documented in the README.

import {
  DEMO_ESHOPS,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  NOACCESS_KEY,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  OTHER_ESHOP,
  OTHER_KEY,
} from './demo-ids';

export type AccountId = 'demo' | 'other';

export interface Account {
  id: AccountId;
  eshops: { id: string; name: string }[];
}

export const ACCOUNTS: Record<AccountId, Account> = {
  demo: {
    id: 'demo',
    eshops: DEMO_ESHOPS,
  },
  other: { id: 'other', eshops: [{ id: OTHER_ESHOP, name: 'Other Shop' }] },
};

/** X-API-Key values. `placesAccess: false` is a valid key whose account may not use places (403). */
export const API_KEYS: Record<string, { account: AccountId; placesAccess: boolean }> = {
  [DEMO_KEY]: { account: 'demo', placesAccess: true },
  [OTHER_KEY]: { account: 'other', placesAccess: true },
  [NOACCESS_KEY]: { account: 'demo', placesAccess: false },
};

/** Basic REST tokens (spec 001, 5.1): `Authorization: Basic <token>`, no expiry. */
export const REST_TOKENS: Record<string, AccountId> = {
  [DEMO_REST_TOKEN]: 'demo',
};

/** Platform users who can sign in on the authorize page; each acts for one account. */
export const PLATFORM_USERS: Record<string, { password: string; account: AccountId }> = {
  demo: { password: 'demo', account: 'demo' },
};

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Registered redirect addresses; the first is used when a request names none. */
  redirectUris: string[];
  name: string;
}

export const OAUTH_SCOPES = ['deliveries', 'collection-protocols', 'collection-places'] as const;

/** The one registered OAuth client; its redirect follows OAUTH_REDIRECT_URI like the BFF's. */
export function oauthClients(redirectUri: string, more: string[] = []): OAuthClient[] {
  const redirectUris = [...new Set([redirectUri, ...more])];
  return [
    { clientId: OAUTH_CLIENT_ID, clientSecret: OAUTH_CLIENT_SECRET, redirectUris, name: 'Pickup Desk' },
  ];
}

export function ownsEshop(account: AccountId, eshopId: string): boolean {
  return ACCOUNTS[account].eshops.some((e) => e.id === eshopId);
}
