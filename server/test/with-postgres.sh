#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 server on 127.0.0.1 and TEST_DATABASE_URL pointing at it.
# Installs Debian's postgresql package when it is missing. Usage: with-postgres.sh <command> [args...]
set -euo pipefail

PG_PORT="${PG_TEST_PORT:-54329}"
PG_BIN=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/postgres" ] && PG_BIN="$dir"; done
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL is not installed; installing Debian's postgresql package..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/postgres" ] && PG_BIN="$dir"; done
fi

# PostgreSQL refuses to run as root; run it as the postgres user when we are root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

PG_DIR="$(mktemp -d /tmp/yjf-pg-XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 30 \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
"$@"
