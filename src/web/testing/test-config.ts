import type { AppConfig } from '@/contract/desk/config';

/**
 * What GET /bff/config answers in component tests: one e-shop, no sandbox, map tiles from an
 * address that answers nothing (the map works without tiles), both languages, password sign-in
 * without single sign-on. A test names only
 * what it needs to differ.
 */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  eshops: [{ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', name: 'Demo' }],
  sandbox: false,
  maxImageBytes: 5_242_880,
  mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  mapTileAttribution: '',
  platformOAuth: false,
  languages: ['en', 'cs'],
  sso: null,
  localLogin: true,
  ...overrides,
});
