#!/usr/bin/env bash
# Every test, with what they need: Debian's Chromium, PostgreSQL and Redis (started here), a
# production build. First the linter (a lint error fails the run before anything else), then unit
# and API tests on SQLite and PostgreSQL, then the browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/unit.json reports/e2e.json

echo "Linting (ESLint: Next's rules, typescript-eslint, public APIs only)…"
npx eslint . || { echo "tests: 0 passed, 1 failed (lint errors above)"; exit 1; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || exit 1
fi

if ! command -v java >/dev/null; then
  echo "Installing Debian's Java for the Nu HTML Checker (vnu-jar) in the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null || exit 1
fi

# nginx, and envsubst (gettext-base) for deploy/nginx/render.sh, which the test renders the site with.
if [ ! -x /usr/sbin/nginx ] || ! command -v envsubst >/dev/null; then
  echo "Installing Debian's nginx for tests/e2e/nginx.spec.ts (not started: the test runs its own)…"
  # Debian starts a service it installs unless policy-rc.d refuses (101): one only for this install.
  policy=/usr/sbin/policy-rc.d
  own_policy=
  [ -e "$policy" ] || { printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && own_policy=1; }
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx gettext-base >/dev/null
  installed=$?
  [ -z "$own_policy" ] || rm -f "$policy"
  [ "$installed" = 0 ] || exit 1
fi
export REQUIRE_NGINX=1

TEST_DATABASE_URL="$(bash scripts/start-test-postgres.sh)" || { echo "PostgreSQL could not be started"; exit 1; }
export TEST_DATABASE_URL REQUIRE_POSTGRES=1
TEST_REDIS_URL="$(bash scripts/start-test-redis.sh)" || { echo "Redis could not be started"; exit 1; }
export TEST_REDIS_URL REQUIRE_REDIS=1

status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json || status=1
if node scripts/build-e2e.mjs; then
  npx playwright test || status=1
else
  echo "The production build for the browser tests failed"; status=1
fi

node scripts/test-summary.mjs || status=1
exit $status
