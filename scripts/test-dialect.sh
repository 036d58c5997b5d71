#!/usr/bin/env bash
# The product against a platform that moved on (issue 42): the integration subset that reads the
# platform's places and orders (proxy, search and its exports, the map's points, the order lookup,
# bulk jobs, history and restore) and the places and order journeys, with the sandbox speaking the
# grown dialect (SANDBOX_DIALECT=grown: nulls for absent optional fields, fields and enumeration
# values the documents do not list; src/sandbox/dialect.ts, store/seed-grown.ts). The same tests
# run in the documented dialect in the main run; src/testing/stack.ts and the sandbox's test helper
# take the dialect from SANDBOX_DIALECT, and the journeys' servers inherit it.
set -euo pipefail
cd "$(dirname "$0")/.."
export SANDBOX_DIALECT=grown
npx vitest run \
  src/bff/routes/places-proxy.test.ts src/bff/routes/places-scope.test.ts \
  src/bff/routes/places-search/search.test.ts src/bff/routes/places-search/csv-columns.test.ts \
  src/bff/routes/places-points.test.ts src/bff/routes/orders-proxy.test.ts \
  src/bff/routes/jobs src/bff/jobs/jobs-restart.test.ts src/bff/jobs/retry.test.ts \
  src/bff/routes/place-history.test.ts src/bff/routes/place-history-entries.test.ts \
  src/bff/routes/place-restore.test.ts
bash scripts/ensure-chromium.sh
npx playwright test e2e/places.spec.ts e2e/places-search.spec.ts e2e/places-grown.spec.ts e2e/orders.spec.ts
