# Sourced by scripts that need a PostgreSQL server: start_throwaway_postgres starts a cluster of its own
# on a free port of 127.0.0.1 (Debian's postgresql package, fsync off: nothing in it is kept) and exports
# its URL as TEST_DATABASE_URL; the cluster is stopped and removed when the script exits. Returns 1
# when PostgreSQL is not installed.
start_throwaway_postgres() {
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then return 1; fi
  pg_dir=$(mktemp -d /tmp/oils-pg.XXXXXX)
  [ "$(id -u)" = "0" ] && chown postgres "$pg_dir"
  local port
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  trap stop_throwaway_postgres EXIT
  as_postgres "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  as_postgres "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $pg_dir -c fsync=off -c max_connections=200" start >/dev/null
  echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

stop_throwaway_postgres() {
  as_postgres "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
