#!/usr/bin/env bash
# Makes sure a PostgreSQL server runs on this machine with the test role and database that the
# BFF's PostgreSQL tests use (postgres://pickup_desk_test:pickup_desk_test@127.0.0.1:PORT/pickup_desk_test).
# Idempotent: installs Debian's postgresql when missing (as root), creates and starts the cluster,
# creates the role and database. PostgreSQL refuses to run as root, so everything runs as `postgres`.
# Prints the database URL as its last line; exits non-zero with the reason on stderr otherwise.
set -euo pipefail
NAME="${PG_TEST_NAME:-pickup_desk_test}"

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL not found: installing Debian's postgresql package…" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is not installed, and installing it needs root and apt-get." >&2
    exit 1
  fi
fi
if [ "$(id -u)" != "0" ]; then
  echo "Starting PostgreSQL and creating the test database needs root (to act as the postgres user)." >&2
  exit 1
fi

version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$version main"; then
  pg_createcluster "$version" main >/dev/null
fi
status="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $4}')"
port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')"
if [ "$status" != "online" ]; then
  pg_ctlcluster "$version" main start
fi
for _ in $(seq 1 50); do
  if runuser -u postgres -- pg_isready -q -p "$port"; then break; fi
  sleep 0.2
done
runuser -u postgres -- pg_isready -q -p "$port" || { echo "PostgreSQL $version did not start on port $port." >&2; exit 1; }

psql_postgres() { runuser -u postgres -- psql -p "$port" -qtAX -v ON_ERROR_STOP=1 "$@"; }
if [ "$(psql_postgres -c "SELECT 1 FROM pg_roles WHERE rolname = '$NAME'")" != "1" ]; then
  psql_postgres -c "CREATE ROLE $NAME LOGIN PASSWORD '$NAME'"
fi
if [ "$(psql_postgres -c "SELECT 1 FROM pg_database WHERE datname = '$NAME'")" != "1" ]; then
  psql_postgres -c "CREATE DATABASE $NAME OWNER $NAME"
fi
echo "postgres://$NAME:$NAME@127.0.0.1:$port/$NAME"
