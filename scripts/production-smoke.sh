#!/usr/bin/env bash
# The production topology of deploy/ started on this machine and checked from outside (README: Production):
# Caddy (deploy/Caddyfile, its internal CA, certificates on demand) balancing over two compiled server
# processes with NODE_ENV=production, on a fresh database of the local PostgreSQL, uploads in s3rver.
# Then the documented backup (deploy/backup-and-restore.md): pg_dump while a process serves, pg_restore into
# another fresh database, and a third process on it must serve the site, its RSVP and its image. Last, the
# single-process installation: a compiled process on the embedded database, `npm run backup` while it serves,
# `npm run restore` into an empty DATA_DIR, and a process on that must serve the same three things.
# Prints PASS or FAIL; everything it started is stopped and the database dropped, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO_ROOT=$PWD

HTTPS_PORT=${SMOKE_HTTPS_PORT:-4711}
HTTP_PORT=${SMOKE_HTTP_PORT:-4712}
PORT_A=${SMOKE_SERVER_PORT_A:-4713}
PORT_B=${SMOKE_SERVER_PORT_B:-4714}
S3_PORT=${SMOKE_S3_PORT:-4715}
ADMIN_PORT=${SMOKE_CADDY_ADMIN_PORT:-4716}
RESTORED_PORT=${SMOKE_RESTORED_PORT:-4717}
EMBEDDED_PORT=${SMOKE_EMBEDDED_PORT:-4718}
EMBEDDED_RESTORED_PORT=${SMOKE_EMBEDDED_RESTORED_PORT:-4719}
POSTGRES=${SMOKE_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}
DOMAIN=festsidan.test
DATABASE=eventsite_smoke_$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')
RESTORED=${DATABASE}_restored
WORK=$(mktemp -d -t eventsite-smoke-XXXXXX)
PIDS=()

log() { printf '%s  %s\n' "$(date -u +%H:%M:%S)" "$*"; }

cleanup() {
  local status=$?
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  for database in "$DATABASE" "$RESTORED"; do
    psql "$POSTGRES/postgres" -qc "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  done
  if [ "$status" -ne 0 ]; then
    for file in "$WORK"/{s3rver,server-*,caddy,backup,restore}.log; do
      [ -f "$file" ] && { echo "--- last lines of $(basename "$file")"; tail -n 15 "$file"; }
    done
    echo "production smoke: FAIL"
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

wait_for() { # url, what; 60 s at most
  for _ in $(seq 1 120); do
    curl -sf -o /dev/null "$1" && return 0
    sleep 0.5
  done
  log "$2 did not come up ($1)"
  return 1
}

log "building the web app and the server"
npm run build --silent >"$WORK/build.log" 2>&1

log "fresh PostgreSQL database $DATABASE"
psql "$POSTGRES/postgres" -qc "CREATE DATABASE \"$DATABASE\"" >/dev/null

log "s3rver on $S3_PORT"
S3_PORT=$S3_PORT S3_DIR=$WORK/s3 S3_BUCKET=eventsite-smoke node scripts/production-smoke/s3-server.mjs >"$WORK/s3rver.log" 2>&1 &
PIDS+=($!)

server_env=(
  NODE_ENV=production
  BRAND=party
  BRAND_DOMAIN=$DOMAIN
  PUBLIC_URL=https://$DOMAIN:$HTTPS_PORT
  DATABASE_URL=$POSTGRES/$DATABASE
  DATA_DIR=$WORK/data
  HOST=127.0.0.1
  TRUST_PROXY=127.0.0.1
  STORAGE=s3
  S3_BUCKET=eventsite-smoke
  S3_ENDPOINT=http://127.0.0.1:$S3_PORT
  S3_FORCE_PATH_STYLE=true
  S3_ACCESS_KEY_ID=S3RVER
  S3_SECRET_ACCESS_KEY=S3RVER
  SWISH_SIMULATOR_AUTO_APPROVE=true
  LOG_LEVEL=warn
)
for port in "$PORT_A" "$PORT_B"; do
  log "server process on $port (node apps/server/dist/server.js)"
  env "${server_env[@]}" PORT="$port" node --enable-source-maps apps/server/dist/server.js >"$WORK/server-$port.log" 2>&1 &
  PIDS+=($!)
  wait_for "http://127.0.0.1:$port/health/ready" "server $port"
done
PID_A=${PIDS[1]}

log "Caddy on $HTTPS_PORT/$HTTP_PORT (deploy/Caddyfile, internal CA)"
XDG_DATA_HOME=$WORK/caddy-data XDG_CONFIG_HOME=$WORK/caddy-config \
  HTTPS_PORT=$HTTPS_PORT HTTP_PORT=$HTTP_PORT CADDY_ADMIN=127.0.0.1:$ADMIN_PORT \
  BRAND_DOMAIN=$DOMAIN TLS_ISSUER=internal \
  UPSTREAMS="127.0.0.1:$PORT_A 127.0.0.1:$PORT_B" ASK_UPSTREAM=127.0.0.1:$PORT_A \
  caddy run --config deploy/Caddyfile --adapter caddyfile >"$WORK/caddy.log" 2>&1 &
PIDS+=($!)
ROOT_CERT=$WORK/caddy-data/caddy/pki/authorities/local/root.crt
for _ in $(seq 1 60); do
  [ -f "$ROOT_CERT" ] && curl -sf -o /dev/null --cacert "$ROOT_CERT" --resolve "$DOMAIN:$HTTPS_PORT:127.0.0.1" \
    "https://$DOMAIN:$HTTPS_PORT/health/ready" && break
  sleep 0.5
done

log "checks through the balancer"
BRAND_DOMAIN=$DOMAIN HTTPS_PORT=$HTTPS_PORT CADDY_ROOT_CERT=$ROOT_CERT SERVER_PORTS="$PORT_A $PORT_B" \
  STOPPED_PID=$PID_A REPO_ROOT=$REPO_ROOT SMOKE_FACTS=$WORK/facts.json \
  node --import tsx scripts/production-smoke/check.ts

set +e
wait "$PID_A"
code=$?
set -e
if [ "$code" -ne 0 ]; then
  log "the stopped process exited with $code, not 0"
  exit 1
fi
log "ok  the stopped process exited 0"

log "backup: pg_dump while the process on $PORT_B serves, pg_restore into $RESTORED"
pg_dump --format=custom --file="$WORK/backup.dump" "$POSTGRES/$DATABASE"
psql "$POSTGRES/postgres" -qc "CREATE DATABASE \"$RESTORED\"" >/dev/null
pg_restore --no-owner --exit-on-error --dbname="$POSTGRES/$RESTORED" "$WORK/backup.dump"
log "server process on $RESTORED_PORT on the restored database, the same bucket"
env "${server_env[@]}" DATABASE_URL="$POSTGRES/$RESTORED" PORT="$RESTORED_PORT" \
  node --enable-source-maps apps/server/dist/server.js >"$WORK/server-$RESTORED_PORT.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$RESTORED_PORT/health/ready" "server $RESTORED_PORT"
SMOKE_FACTS=$WORK/facts.json RESTORED_PORT=$RESTORED_PORT node --import tsx scripts/production-smoke/check-restored.ts

# The embedded database keeps the environment above but for DATABASE_URL and the bucket.
embedded_env=(NODE_ENV=production BRAND=party BRAND_DOMAIN=$DOMAIN HOST=127.0.0.1 STORAGE=local
  SWISH_SIMULATOR_AUTO_APPROVE=true LOG_LEVEL=warn)
log "server process on $EMBEDDED_PORT on the embedded database in $WORK/embedded"
env -u DATABASE_URL "${embedded_env[@]}" DATA_DIR="$WORK/embedded" PORT="$EMBEDDED_PORT" \
  node --enable-source-maps apps/server/dist/server.js >"$WORK/server-$EMBEDDED_PORT.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$EMBEDDED_PORT/health/ready" "server $EMBEDDED_PORT"
BRAND_DOMAIN=$DOMAIN EMBEDDED_PORT=$EMBEDDED_PORT REPO_ROOT=$REPO_ROOT SMOKE_FACTS=$WORK/embedded-facts.json \
  node --import tsx scripts/production-smoke/check-embedded.ts
log "npm run backup while the process on $EMBEDDED_PORT serves"
env -u DATABASE_URL "${embedded_env[@]}" DATA_DIR="$WORK/embedded" \
  npm run backup --silent -- "$WORK/embedded-backup.zip" >"$WORK/backup.log" 2>&1
log "ok  $(tail -n 1 "$WORK/backup.log")"
log "npm run restore into the empty $WORK/embedded-restored"
env -u DATABASE_URL "${embedded_env[@]}" DATA_DIR="$WORK/embedded-restored" \
  npm run restore --silent -- "$WORK/embedded-backup.zip" >"$WORK/restore.log" 2>&1
log "ok  $(head -n 1 "$WORK/restore.log")"
env -u DATABASE_URL "${embedded_env[@]}" DATA_DIR="$WORK/embedded-restored" PORT="$EMBEDDED_RESTORED_PORT" \
  node --enable-source-maps apps/server/dist/server.js >"$WORK/server-$EMBEDDED_RESTORED_PORT.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$EMBEDDED_RESTORED_PORT/health/ready" "server $EMBEDDED_RESTORED_PORT"
SMOKE_FACTS=$WORK/embedded-facts.json RESTORED_PORT=$EMBEDDED_RESTORED_PORT \
  node --import tsx scripts/production-smoke/check-restored.ts
echo "production smoke: PASS"
