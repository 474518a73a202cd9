#!/usr/bin/env bash
# `npm test`, the README's one test command: everything, on a machine that has only Node and npm.
# Installs what is missing from Debian's packages (when run as root: Chromium and a font for the
# end-to-end tests, PostgreSQL, Caddy), starts PostgreSQL when it is installed but stopped, then runs
# type check, lint, unit and server tests, end-to-end tests, the server suite on PostgreSQL and the
# production smoke test. Developers run the parts alone: npm run test:unit, test:e2e, test:postgres, …
set -euo pipefail
cd "$(dirname "$0")/.."

# The server tests' PostgreSQL; with a password so that Debian's default `scram-sha-256` for TCP works too.
POSTGRES=${TEST_POSTGRES_URL:-postgres://postgres:postgres@127.0.0.1:5432}
export TEST_POSTGRES_URL=$POSTGRES

step() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

missing=()
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing+=(chromium)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
# The print tests rasterise PDF pages to read their QR codes.
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing: ${missing[*]}. Install them (Debian: sudo apt-get install ${missing[*]}) and run again." >&2
    exit 1
  fi
  step "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  step "starting PostgreSQL"
  cluster=$(ls /etc/postgresql | sort -V | tail -n 1)
  if [ "$(id -u)" -eq 0 ]; then
    pg_ctlcluster --skip-systemctl-redirect "$cluster" main start
  else
    sudo pg_ctlcluster "$cluster" main start
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
if ! psql "$POSTGRES/postgres" -qtAc 'select 1' >/dev/null 2>&1; then
  # A fresh cluster: the postgres role has no password yet (only the local socket lets it in).
  runuser -u postgres -- psql -qc "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
fi
if [ -z "$(psql "$POSTGRES/postgres" -qtAc "select 1 from pg_database where datname = 'test'")" ]; then
  psql "$POSTGRES/postgres" -qc 'CREATE DATABASE test' >/dev/null
fi

step "type check"
npm run typecheck
step "lint"
npm run lint
step "build (the server tests render guests' pages with the web build)"
npm run build
step "unit and server tests (embedded database)"
npm run test:unit
step "end-to-end tests"
npm run test -w @eventsite/e2e
step "server tests on PostgreSQL"
npm run test:postgres
step "production smoke test"
SMOKE_POSTGRES_URL=$POSTGRES bash scripts/production-smoke.sh
step "all tests passed"
