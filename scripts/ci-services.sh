#!/usr/bin/env bash
# CI's real parts (issue 18): Debian's PostgreSQL on loopback with the sandbox's
# driver test against it, and nginx checking every built tenant's generated
# config and serving one tenant (status, MIME types, security headers).
# Run after `npm test` (it needs dist/). Installs the packages when root.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && { ! command -v nginx >/dev/null || ! command -v pg_lsclusters >/dev/null; }; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y postgresql nginx >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y postgresql nginx >/dev/null; }
fi

echo "▶ PostgreSQL: the sandbox's migrations, seeds and login on a real server"
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')
# shellcheck disable=SC2086
pg_ctlcluster $cluster start 2>/dev/null || true
port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')
su postgres -c "psql -q -p $port -c \"DROP DATABASE IF EXISTS lobby_ci\"" >/dev/null
su postgres -c "psql -q -p $port -c \"DO \\\$\\\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lobby') THEN CREATE ROLE lobby LOGIN PASSWORD 'lobby'; END IF; END\\\$\\\$\"" >/dev/null
su postgres -c "psql -q -p $port -c \"CREATE DATABASE lobby_ci OWNER lobby\"" >/dev/null
LOBBY_TEST_DATABASE_URL="postgres://lobby:lobby@127.0.0.1:$port/lobby_ci" npx vitest run sandbox/db/db.test.ts

echo "▶ nginx: every tenant's generated config, and one tenant served"
work=$(mktemp -d)
trap 'nginx -c "$work/serve.conf" -s stop 2>/dev/null || true; rm -rf "$work"' EXIT
server_conf() { # merchant port
  cat <<CONF
pid $work/nginx-$1.pid;
error_log $work/error-$1.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work/body; proxy_temp_path $work/proxy; fastcgi_temp_path $work/fastcgi; uwsgi_temp_path $work/uwsgi; scgi_temp_path $work/scgi;
  server {
    listen 127.0.0.1:$2;
    root $PWD/dist/$1;
    include $PWD/dist/$1/nginx.conf;
  }
}
CONF
}
for dir in dist/*/; do
  merchant=$(basename "$dir")
  [ -f "dist/$merchant/nginx.conf" ] || continue
  server_conf "$merchant" 8089 > "$work/$merchant.conf"
  nginx -t -q -c "$work/$merchant.conf"
  echo "  nginx -t: $merchant ok"
done
server_conf demo 8089 > "$work/serve.conf"
nginx -c "$work/serve.conf"
check() { # path expected-status expected-content-type
  local headers
  headers=$(curl -s -o /dev/null -D - "http://127.0.0.1:8089$1")
  echo "$headers" | head -1 | grep -q " $2" || { echo "  $1: expected $2, got: $(echo "$headers" | head -1)"; exit 1; }
  [ -z "$3" ] || echo "$headers" | grep -qi "^content-type: $3" || { echo "  $1: expected content-type $3"; echo "$headers"; exit 1; }
  echo "  $1 → $2 ${3:-}"
}
check /m/home 200 text/html
check /m/manifest.webmanifest 200 application/manifest+json
check "/m/assets/$(ls dist/demo/m/assets | grep -m1 '^main-.*\.js$')" 200 'application/javascript\|text/javascript'
check /m/brand/logo.svg 200 image/svg+xml
curl -s -D - -o /dev/null http://127.0.0.1:8089/m/home | grep -qi '^content-security-policy:\|^x-content-type-options:' || { echo "  /m/home: no security headers"; exit 1; }
echo "  security headers present"
