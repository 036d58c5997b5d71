import { defineConfig } from '@playwright/test';

// End-to-end tests in a real Chromium: Debian's, since Playwright cannot download its own here.
// The sandbox platform runs on its own port with a throw-away data folder.

const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8097);
export const E2E_SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
    trace: 'off',
  },
  webServer: [
    {
      command: `rm -rf test-results/e2e-sandbox-data && SANDBOX_PORT=${SANDBOX_PORT} SANDBOX_DATA_DIR=test-results/e2e-sandbox-data npx tsx src/sandbox/server.ts`,
      url: `${E2E_SANDBOX_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
