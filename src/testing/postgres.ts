import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// PostgreSQL for the tests that need one: DATABASE_URL when set, otherwise the machine's own
// server made ready by scripts/ensure-postgres.sh (installed, started, test role and database).
// Where that cannot be done the tests are skipped, and the reason is printed, never silently.

let found: { url?: string; reason?: string } | undefined;

export function postgresForTests(): { url?: string; reason?: string } {
  if (found) return found;
  if (process.env.DATABASE_URL) return (found = { url: process.env.DATABASE_URL });
  try {
    const out = execFileSync('bash', [resolve(import.meta.dirname, '../../scripts/ensure-postgres.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    found = { url: out.trim().split('\n').pop()! };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    found = { reason: stderr || String(error) };
    console.warn(`PostgreSQL tests skipped: ${found.reason}`);
  }
  return found;
}
