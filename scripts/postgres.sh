#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for development and tests: in a temp dir, on a free loopback
# port, trust auth on loopback only, fsync off. PostgreSQL refuses to run as root, so as root it
# runs as the `postgres` system user.
#
#   scripts/postgres.sh start [--var NAME]  prints `export NAME=postgres://…` (default DATABASE_URL)
#                                           and `export HIVEGATE_PG_DIR=…`; use with eval "$(…)"
#   scripts/postgres.sh stop DIR             stops the cluster and deletes DIR
#   scripts/postgres.sh pause DIR            stops the server, keeps its data (tests: "database down")
#   scripts/postgres.sh resume DIR           starts it again on the same port
#   scripts/postgres.sh standby DIR          a synchronous streaming standby of DIR's cluster (issue 62):
#                                            prints `export DATABASE_URL=postgresql://…h1,…h2/…` (both
#                                            hosts, target_session_attrs=read-write) and HIVEGATE_PG_STANDBY_DIR
#   scripts/postgres.sh crash DIR            SIGKILLs the server (its data stays, as a dead machine's)
#   scripts/postgres.sh promote DIR          promotes a standby to primary (pg_ctl promote)
# Exit 3: no PostgreSQL binaries here.
set -euo pipefail

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then
    if [ -x "$PG_BIN/initdb" ]; then echo "$PG_BIN"; return; fi
    echo "postgres.sh: no initdb in PG_BIN=$PG_BIN" >&2
    exit 3
  fi
  if command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; return; fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$newest" ] && [ -x "$newest/initdb" ]; then echo "$newest"; return; fi
  echo "postgres.sh: PostgreSQL binaries not found (apt-get install postgresql, or set PG_BIN)" >&2
  exit 3
}

# Runs a command as the cluster's owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

server_start() {
  local dir=$1 bin port
  bin=$(cat "$dir/bin")
  port=$(cat "$dir/port")
  # $dir/options (a standby, or a primary that has one) comes last: its settings win.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off $(cat "$dir/options" 2>/dev/null)" \
    start >/dev/null
}

psql_at() {
  as_owner "$(cat "$1/bin")/psql" -h 127.0.0.1 -p "$(cat "$1/port")" -U hivegate -d hivegate -tAXc "$2"
}

cmd=${1:-}
case "$cmd" in
  start)
    var=DATABASE_URL
    if [ "${2:-}" = "--var" ]; then var=${3:?--var needs a name}; fi
    bin=$(find_bin)
    dir=$(mktemp -d "${TMPDIR:-/tmp}/hivegate-pg.XXXXXX")
    chmod 755 "$dir"
    echo "$bin" >"$dir/bin"
    free_port >"$dir/port"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U hivegate -A trust --no-sync -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    server_start "$dir" || { cat "$dir/server.log" >&2; exit 1; }
    port=$(cat "$dir/port")
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U hivegate hivegate
    echo "postgres.sh: PostgreSQL on 127.0.0.1:$port (data in $dir); stop with: scripts/postgres.sh stop $dir" >&2
    echo "export $var=postgres://hivegate@127.0.0.1:$port/hivegate"
    echo "export HIVEGATE_PG_DIR=$dir"
    ;;
  stop)
    dir=${2:?usage: postgres.sh stop DIR}
    if [ -f "$dir/bin" ] && [ -f "$dir/data/postmaster.pid" ] && [ ! -f "$dir/crashed" ]; then
      as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
    fi
    case "$dir" in */hivegate-pg.*) rm -rf "$dir" ;; esac
    ;;
  pause)
    dir=${2:?usage: postgres.sh pause DIR}
    as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    dir=${2:?usage: postgres.sh resume DIR}
    server_start "$dir"
    ;;
  standby)
    primary=${2:?usage: postgres.sh standby DIR}
    bin=$(cat "$primary/bin")
    dir=$(mktemp -d "${TMPDIR:-/tmp}/hivegate-pg.XXXXXX")
    chmod 755 "$dir"
    echo "$bin" >"$dir/bin"
    free_port >"$dir/port"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    # Synchronous: a commit is acknowledged once the standby has it too, so a promotion loses none.
    # The primary restarts with it (synchronous_commit is set on its command line), before the copy.
    echo "-c synchronous_commit=on -c synchronous_standby_names=hivegate_standby" >"$primary/options"
    as_owner "$bin/pg_ctl" -D "$primary/data" -m fast -w stop >/dev/null
    server_start "$primary" || { cat "$primary/server.log" >&2; exit 1; }
    as_owner "$bin/pg_basebackup" -h 127.0.0.1 -p "$(cat "$primary/port")" -U hivegate \
      -D "$dir/data" -R -X stream --no-sync >"$dir/basebackup.log" 2>&1 \
      || { cat "$dir/basebackup.log" >&2; exit 1; }
    # -R wrote primary_conninfo; the standby names itself so the primary waits for it, and retries
    # its stream quickly (the default is 5 s).
    echo "-c synchronous_commit=on -c primary_conninfo='host=127.0.0.1 port=$(cat "$primary/port") user=hivegate application_name=hivegate_standby' -c wal_retrieve_retry_interval=200ms" >"$dir/options"
    server_start "$dir" || { cat "$dir/server.log" >&2; exit 1; }
    for _ in $(seq 1 150); do
      [ "$(psql_at "$primary" "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'")" = 1 ] && break
      sleep 0.2
    done
    [ "$(psql_at "$primary" "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'")" = 1 ] \
      || { echo "postgres.sh: the standby did not become synchronous" >&2; cat "$dir/server.log" >&2; exit 1; }
    echo "postgres.sh: synchronous standby on 127.0.0.1:$(cat "$dir/port") (data in $dir)" >&2
    echo "export DATABASE_URL='postgresql://hivegate@127.0.0.1:$(cat "$primary/port"),127.0.0.1:$(cat "$dir/port")/hivegate?target_session_attrs=read-write'"
    echo "export HIVEGATE_PG_STANDBY_DIR=$dir"
    ;;
  crash)
    dir=${2:?usage: postgres.sh crash DIR}
    # As a machine that dies: the postmaster (first line of postmaster.pid), then each of its
    # processes, all at once. `stop` then only deletes the data (pg_ctl would wait on the zombie).
    pid=$(head -n 1 "$dir/data/postmaster.pid")
    children=$(ps -o pid= --ppid "$pid" || true)
    kill -KILL "$pid" $children 2>/dev/null || true
    touch "$dir/crashed"
    ;;
  promote)
    dir=${2:?usage: postgres.sh promote DIR}
    as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -w -t 30 promote >/dev/null
    ;;
  *)
    echo "usage: scripts/postgres.sh start [--var NAME] | stop DIR | pause DIR | resume DIR | standby DIR | crash DIR | promote DIR" >&2
    exit 2
    ;;
esac
