import { execFile, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

// PostgreSQL for the tests that need one: DATABASE_URL when set, otherwise the machine's own
// server made ready by scripts/ensure-postgres.sh (installed, started, test role and database).
// Where that cannot be done the tests are skipped, and the reason is printed, never silently.

const found = new Map<string, { url?: string; reason?: string }>();

/** The URL of a test database, or the reason there is none (printed). */
export function postgresForTests(cluster = 'main'): { url?: string; reason?: string } {
  const known = found.get(cluster);
  if (known) return known;
  if (process.env.DATABASE_URL && cluster === 'main') return { url: process.env.DATABASE_URL };
  let result: { url?: string; reason?: string };
  try {
    const out = execFileSync('bash', [resolve(import.meta.dirname, '../../scripts/ensure-postgres.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
      env: { ...process.env, PG_CLUSTER: cluster },
    });
    result = { url: out.trim().split('\n').pop()! };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    result = { reason: stderr || String(error) };
    console.warn(`PostgreSQL tests skipped: ${result.reason}`);
  }
  found.set(cluster, result);
  return result;
}

/**
 * Stops or starts a test cluster of this machine's newest PostgreSQL (as root). Without blocking:
 * the sandbox and proxies in the test's own process keep answering meanwhile.
 */
export async function postgresCluster(cluster: string, action: 'stop' | 'start') {
  const version = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .pop()!;
  await promisify(execFile)('pg_ctlcluster', [version, cluster, action], { timeout: 60_000 });
}
