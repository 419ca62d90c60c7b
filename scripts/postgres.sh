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
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null
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
    if [ -f "$dir/bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
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
  *)
    echo "usage: scripts/postgres.sh start [--var NAME] | stop DIR | pause DIR | resume DIR" >&2
    exit 2
    ;;
esac
