#!/usr/bin/env bash
# Starts the machine's PostgreSQL (installs Debian's when missing) and makes sure the test role exists.
# Prints the admin URL the tests create their throwaway databases with.
set -euo pipefail

ROLE=safari_test
PASSWORD=safari_test
PORT=${PGPORT:-5432}

# Debian's postgresql when the machine has none (it creates a cluster of its own version).
if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
  echo "Installing Debian's postgresql for the tests…" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >&2 || exit 1
fi
# The first cluster (15 main on this machine), started unless it runs already.
read -r VERSION CLUSTER _ <<<"$(pg_lsclusters -h | head -1)"
if ! pg_lsclusters -h 2>/dev/null | awk '{print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
fi
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p "$PORT" -q && break
  sleep 1
done

as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sh -c "$1"; fi; }
# Host connections need a password: a dedicated role that may create (and drop) test databases.
as_postgres "psql -p $PORT -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='$ROLE'\"" | grep -q 1 ||
  as_postgres "psql -p $PORT -qc \"CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'\"" >&2
# A test database is dropped WITH (FORCE); an autovacuum worker still in it may only be ended by a
# member of pg_signal_backend (else: "must be a member of the role whose process is being terminated").
as_postgres "psql -p $PORT -qc \"GRANT pg_signal_backend TO $ROLE\"" >&2

echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres"
