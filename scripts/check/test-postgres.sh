#!/usr/bin/env bash
# Runs the server test suite against a throwaway PostgreSQL cluster on 127.0.0.1, as it runs on PGlite.
# Uses TEST_DATABASE_URL when given; otherwise needs Debian's postgresql package (.ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=(tests/server/catalogue.test.ts tests/server/contract.test.ts tests/server/auth.test.ts tests/server/cart.test.ts tests/server/content.test.ts tests/server/orders.test.ts
  tests/server/card-orders.test.ts tests/server/ownership.test.ts tests/server/invariants.test.ts tests/server/account-attacks.test.ts
  tests/server/spec-client.test.ts tests/server/card-webhooks.test.ts tests/server/admin-staff.test.ts tests/server/admin-catalogue.test.ts tests/server/admin-orders.test.ts tests/server/admin-leads.test.ts tests/server/order-fulfilment.test.ts tests/machines/fulfilment.test.ts tests/server/newsletter.test.ts tests/server/shared-limits.test.ts tests/server/periodic-jobs.test.ts tests/server/change-notices.test.ts tests/server/two-servers.test.ts tests/server/catalogue-pdf-shared.test.ts
  tests/server/rate-limit.test.ts tests/server/tokens.test.ts tests/server/order-payload.test.ts
  tests/server/card-provider-other-methods.test.ts tests/server/live-events.test.ts tests/server/confirmation-calls.test.ts tests/server/couriers-and-deliveries.test.ts tests/server/cash-and-dashboard.test.ts tests/server/low-stock-mail.test.ts tests/server/customer-record.test.ts tests/server/backups.test.ts)
# The timing test runs after the others, alone: their work beside it (argon2 hashes, a Vite server)
# would blur the medians it compares to 5 ms.
alone=(tests/server/account-enumeration.test.ts)

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npx vitest run "${suite[@]}"
  TIMED_TESTS=1 exec npx vitest run "${alone[@]}"
fi

source scripts/support/throwaway-postgres.sh
if ! start_throwaway_postgres; then
  if [ "${CI:-}" = "true" ]; then
    echo "test:postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "test:postgres: skipped, PostgreSQL is not installed here (apt-get install postgresql); CI runs it."
  exit 0
fi
npx vitest run "${suite[@]}" "$@"
TIMED_TESTS=1 npx vitest run "${alone[@]}"
