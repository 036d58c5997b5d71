#!/usr/bin/env bash
# The representative integration subset again with DATABASE_URL set, so every piece of the BFF's
# state goes to PostgreSQL (each test BFF in a schema of its own): sessions, sign-in and its limits,
# roles, the users CLI, OAuth state and tokens, single sign-on, the audit log, places, orders, bulk
# jobs (their faults, a restart, undo), place history, metrics, imports (their rows and dry run,
# applied as a job), the leak check, and that the schema both engines' migrations make is the same
# (store/migrations/engines-agree.test.ts), the token key's check and `npm run db` backup, restore
# and rekey with pg_dump and pg_restore (store/token-key.test.ts, cli/db.test.ts).
# (The cluster tests under src/testing/cluster run on PostgreSQL in the main run.) Skipped with
# the reason printed where PostgreSQL cannot be had.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! url="$(bash scripts/ensure-postgres.sh)"; then
  echo "PostgreSQL subset skipped: no PostgreSQL (reason above)." >&2
  exit 0
fi
DATABASE_URL="$url" npx vitest run \
  src/bff/routes/auth.test.ts src/bff/routes/auth-session-lifecycle.test.ts \
  src/bff/routes/login-limits.test.ts src/bff/plugins/session.test.ts \
  src/bff/plugins/session-roles.test.ts src/bff/cli/user.test.ts \
  src/bff/routes/platform-oauth.test.ts src/bff/routes/platform-oauth-state.test.ts \
  src/bff/routes/platform-oauth-tokens.test.ts src/bff/routes/bff-info.test.ts \
  src/bff/routes/sso.test.ts src/bff/routes/sso-failures.test.ts \
  src/bff/routes/orders-proxy.test.ts src/bff/routes/places-proxy.test.ts \
  src/bff/routes/places-search/search.test.ts src/bff/leak.test.ts \
  src/bff/routes/jobs src/bff/jobs src/bff/routes/place-history.test.ts \
  src/bff/routes/place-history-retention.test.ts src/bff/routes/metrics.test.ts \
  src/bff/routes/imports/imports-dry-run.test.ts src/bff/routes/imports/imports-apply.test.ts \
  src/bff/store/migrations/engines-agree.test.ts src/bff/store/token-key.test.ts src/bff/cli/db.test.ts
