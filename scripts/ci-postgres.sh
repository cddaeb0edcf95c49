#!/usr/bin/env bash
# Installs PostgreSQL from Debian's packages (if absent) and starts a throwaway server for the account
# store's PostgreSQL tests: its own data directory, loopback only, trust authentication (nothing but
# this machine's tests can reach it). Idempotent: a server already running there is reused.
# Prints the connection URL the tests read from KEYCRAFT_TEST_POSTGRES_URL.
set -euo pipefail
port="${KEYCRAFT_CI_POSTGRES_PORT:-54329}"
data="${KEYCRAFT_CI_POSTGRES_DATA:-/tmp/keycraft-ci-postgres}"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql; } >&2
fi
bin="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"
as_postgres() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if ! as_postgres "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
    if [ ! -s "$data/PG_VERSION" ]; then
        rm -rf "$data"
        mkdir -p "$data"
        [ "$(id -u)" = 0 ] && chown postgres: "$data"
        as_postgres "$bin/initdb" -D "$data" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
    fi
    # fsync off: a test database that may lose data on a crash, for speed.
    as_postgres "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $data -c fsync=off -c max_connections=200" start >&2
fi
echo "postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
