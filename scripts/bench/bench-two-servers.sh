#!/usr/bin/env bash
# npm run bench:two-servers: npm run bench's shopping load on one server, then on two, over one
# throwaway PostgreSQL (Debian's postgresql package), the figures side by side.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/support/throwaway-postgres.sh
start_throwaway_postgres || { echo "bench:two-servers needs PostgreSQL (apt-get install postgresql)" >&2; exit 1; }
BENCH_SERVERS=2 DATABASE_URL="$TEST_DATABASE_URL" npx tsx scripts/bench/bench.ts
