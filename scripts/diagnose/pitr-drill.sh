#!/usr/bin/env bash
# npm run pitr-drill: point-in-time recovery of PostgreSQL, shown on a throwaway cluster (Debian's
# postgresql package). The primary archives its WAL (archive_command); pg_basebackup copies it; orders
# are written, a time is noted, more orders are written; the primary is then lost, and the base backup
# plus the archived WAL are recovered to the noted time (recovery_target_time). Prints the orders the
# recovered cluster holds: those before the time, none after. Exits 1 otherwise. See the README's
# "Backups and restore" for the same settings on a production server.
set -euo pipefail
cd "$(dirname "$0")/../.."
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "pitr-drill: PostgreSQL is not installed here (apt-get install postgresql)" >&2
  exit 1
fi
as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

dir=$(mktemp -d /tmp/oils-pitr.XXXXXX)
[ "$(id -u)" = "0" ] && chown postgres "$dir"
primary_port=$(free_port)
restored_port=$(free_port)
cleanup() {
  as_postgres "$pg_bin/pg_ctl" -D "$dir/primary" -m immediate stop >/dev/null 2>&1 || true
  as_postgres "$pg_bin/pg_ctl" -D "$dir/restored" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
psql_at() { as_postgres "$pg_bin/psql" -X -q -h 127.0.0.1 -p "$1" -U postgres -d postgres -v ON_ERROR_STOP=1 "${@:2}"; }

echo "== 1. a primary with continuous WAL archiving ($("$pg_bin/postgres" --version))"
as_postgres mkdir "$dir/archive"
as_postgres "$pg_bin/initdb" -D "$dir/primary" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
cat >>"$dir/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $primary_port
unix_socket_directories = '$dir'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $dir/archive/%f && cp %p $dir/archive/%f'
CONF
grep -E "^(wal_level|archive_mode|archive_command)" "$dir/primary/postgresql.conf" | sed 's/^/   /'
as_postgres "$pg_bin/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w start >/dev/null
psql_at "$primary_port" -c "create table orders (id serial primary key, number text not null, placed_at timestamptz not null default clock_timestamp())"

echo "== 2. a base backup: pg_basebackup -D base -X stream -c fast"
as_postgres "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/base" -X stream -c fast
echo "   $(du -sh "$dir/base" | cut -f1) in $dir/base"

echo "== 3. orders, a time noted, more orders"
for n in 1 2 3 4 5; do psql_at "$primary_port" -c "insert into orders (number) values ('CMD-BEFORE-$n')"; done
sleep 1
target=$(psql_at "$primary_port" -Atc "select clock_timestamp()")
echo "   chosen time: $target"
sleep 1
for n in 1 2 3 4 5; do psql_at "$primary_port" -c "insert into orders (number) values ('CMD-AFTER-$n')"; done
echo "   the primary holds $(psql_at "$primary_port" -Atc "select count(*) from orders") orders"
# The segment in use is archived once it is switched; recovery needs the WAL past the chosen time.
segment=$(psql_at "$primary_port" -Atc "select pg_walfile_name(pg_current_wal_lsn())")
psql_at "$primary_port" -Atc "select pg_switch_wal()" >/dev/null
for _ in $(seq 1 100); do [ -f "$dir/archive/$segment" ] && break; sleep 0.1; done
[ -f "$dir/archive/$segment" ] || { echo "FAIL: WAL segment $segment was not archived" >&2; exit 1; }
echo "   archived WAL: $(ls "$dir/archive" | grep -vc '\.backup$') segments, the last $segment"

echo "== 4. the primary is lost (stopped); the base backup recovered to the chosen time"
as_postgres "$pg_bin/pg_ctl" -D "$dir/primary" -m immediate stop >/dev/null
as_postgres cp -a "$dir/base" "$dir/restored"
cat >>"$dir/restored/postgresql.conf" <<CONF
port = $restored_port
archive_mode = off
restore_command = 'cp $dir/archive/%f %p'
recovery_target_time = '$target'
recovery_target_action = 'promote'
CONF
grep -E "^(restore_command|recovery_target_time|recovery_target_action)" "$dir/restored/postgresql.conf" | sed 's/^/   /'
as_postgres touch "$dir/restored/recovery.signal"
as_postgres "$pg_bin/pg_ctl" -D "$dir/restored" -l "$dir/restored.log" -w start >/dev/null
for _ in $(seq 1 100); do [ "$(psql_at "$restored_port" -Atc "select pg_is_in_recovery()")" = "f" ] && break; sleep 0.1; done
grep -E "recovery stopping|starting point-in-time recovery|archive recovery complete" "$dir/restored.log" | sed 's/^[^]]*] */   log: /;s/^/   /' | sed 's/^      log/   log/' || true

echo "== 5. the orders of the recovered cluster"
psql_at "$restored_port" -c "select number, placed_at from orders order by id"
before=$(psql_at "$restored_port" -Atc "select count(*) from orders where number like 'CMD-BEFORE-%'")
after=$(psql_at "$restored_port" -Atc "select count(*) from orders where number like 'CMD-AFTER-%'")
if [ "$before" = "5" ] && [ "$after" = "0" ]; then
  echo "PASS: recovered to $target: 5 of 5 orders placed before it, 0 of 5 placed after"
else
  echo "FAIL: recovered $before of 5 orders before $target and $after of 5 after" >&2
  exit 1
fi
