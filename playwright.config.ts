import { defineConfig } from '@playwright/test';

// End-to-end tests in a real Chromium: Debian's, since Playwright cannot download its own here.
// The sandbox platform runs on its own port with a throw-away data folder. E2E_SANDBOX_PORT,
// E2E_APP_PORT and WEB_DIST_DIR (the SPA build) let two runs share one machine.

const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8097);
export const E2E_SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The whole product as `npm start` runs it (BFF + embedded sandbox), on ports of its own. */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8098);
const APP_SANDBOX_PORT = APP_PORT + 100;
export const E2E_APP_URL = `http://127.0.0.1:${APP_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // Speed is measured by the benches, not here: on a loaded 2-core machine a lazy screen can take
  // a few seconds to appear, and that must not fail a journey.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_SANDBOX_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `rm -rf data/e2e-sandbox-${SANDBOX_PORT} && SANDBOX_PORT=${SANDBOX_PORT} SANDBOX_DATA_DIR=data/e2e-sandbox-${SANDBOX_PORT} npx tsx src/sandbox/server.ts`,
      url: `${E2E_SANDBOX_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Tiles point at a closed loopback port: the map must work without them (no network here).
      command:
        `rm -rf data/e2e-app-${APP_PORT} && npx tsx scripts/build-if-stale.ts && ` +
        `PORT=${APP_PORT} SANDBOX_PORT=${APP_SANDBOX_PORT} BFF_DATA_DIR=data/e2e-app-${APP_PORT}/bff ` +
        `SANDBOX_DATA_DIR=data/e2e-app-${APP_PORT}/sandbox MAP_TILE_URL='http://127.0.0.1:9/{z}/{x}/{y}.png' npx tsx src/main.ts`,
      url: `${E2E_APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
