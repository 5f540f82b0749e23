#!/usr/bin/env bash
# Installs Debian's redis-server when missing and starts one of its own on a loopback port,
# for the tests of what several instances share (rate limits, sessions). Prints its URL.
set -euo pipefail

PORT=${TEST_REDIS_PORT:-6391}
DIR=${TEST_REDIS_DIR:-/tmp/safari-test-redis-$PORT}

if ! command -v redis-server >/dev/null; then
  echo "Installing Debian's redis-server for the tests…" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

if ! redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1; then
  mkdir -p "$DIR"
  # No persistence: a throwaway server that the tests flush as they need.
  redis-server --bind 127.0.0.1 --port "$PORT" --save '' --appendonly no \
    --dir "$DIR" --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >&2
  for _ in $(seq 1 30); do
    redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.2
  done
fi

echo "redis://127.0.0.1:$PORT"
