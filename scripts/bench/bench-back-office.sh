#!/usr/bin/env bash
# npm run bench:back-office: bench-back-office.ts on the embedded database, then on a throwaway
# PostgreSQL when Debian's postgresql package is installed (or BENCH_POSTGRES_URL names a database).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${BENCH_POSTGRES_URL:-}" ]; then
  source scripts/support/throwaway-postgres.sh
  if start_throwaway_postgres; then export BENCH_POSTGRES_URL="$TEST_DATABASE_URL"; else echo "bench:back-office: no PostgreSQL here, the embedded database only" >&2; fi
fi
npx tsx scripts/bench/bench-back-office.ts
