import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../app';
import type { SandboxOptions } from '../config';
import { DEMO_ESHOP } from '../store/demo-ids';
import { TEST_DIALECT } from './dialect';
import { useStarted } from './use-started';

// A real sandbox on a free loopback port with its own fresh data folder, for integration tests.

export {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  EMPTY_ESHOP,
  NOACCESS_KEY,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  OTHER_ESHOP,
  OTHER_KEY,
  SHOWCASE_ORDER,
} from '../store/demo-ids';
export const REDIRECT_URI = 'http://127.0.0.1:8080/auth/callback';

export async function startTestSandbox(overrides: Partial<SandboxOptions> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox(
    {
      dataDir,
      maxImageBytes: 5 * 1024 * 1024,
      tokenTtlS: 3600,
      codeTtlS: 90,
      seedPlaces: 0,
      redirectUri: REDIRECT_URI,
      dialect: TEST_DIALECT,
      ...overrides,
    },
    0,
  );
  return {
    url: sandbox.url,
    dataDir,
    db: sandbox.db,
    async close() {
      await sandbox.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/**
 * A sandbox for the tests of the enclosing describe (or file): started before them, closed after.
 * Call the returned function inside a test to reach it.
 */
export const useTestSandbox = (overrides: Partial<SandboxOptions> = {}) =>
  useStarted('sandbox', () => startTestSandbox(overrides));

/** A valid creation body for the demo e-shop; override any field. */
export function newPlaceBody(overrides: Record<string, unknown> = {}) {
  return {
    eshopId: DEMO_ESHOP,
    type: 'PARCEL_SHOP',
    originPickupPlaceId: `TEST-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Test výdejna Praha',
    location: {
      line1: 'Dlouhá 1',
      city: 'Praha',
      zipCode: '110 00',
      gps: { latitude: '50.0905', longitude: '14.4255' },
    },
    countryCode: 'CZ',
    phone: '+420 222 333 444',
    email: 'test@example.cz',
    storageTimeInDays: 7,
    openingHours: {
      regular: { monday: [{ from: '08:00', to: '17:00' }], tuesday: [{ from: '08:00', to: '17:00' }] },
      exceptions: [{ date: '2026-12-24', hours: [], reason: 'Christmas Eve' }],
    },
    ...overrides,
  };
}
