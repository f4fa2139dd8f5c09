#!/usr/bin/env bash
# CI's real parts (issue 18): Debian's PostgreSQL on loopback with the sandbox's
# driver test and the whole sandbox suite against it, and nginx checking every built tenant's generated
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
echo "▶ PostgreSQL: the whole sandbox suite, each test sandbox on a database of its own (sandbox/test-database.ts)"
su postgres -c "psql -q -p $port -c \"ALTER ROLE lobby CREATEDB\"" >/dev/null
# DROP DATABASE … WITH (FORCE) in sandbox/test-database.ts may meet an autovacuum worker, which only a
# member of pg_signal_backend may end.
su postgres -c "psql -q -p $port -c \"GRANT pg_signal_backend TO lobby\"" >/dev/null
LOBBY_SUITE_DATABASE_URL="postgres://lobby:lobby@127.0.0.1:$port/postgres" npx vitest run sandbox

echo "▶ nginx: every tenant's server block on one server, and one tenant served to a browser"
work=$(mktemp -d)
sandbox_pid=""
cleanup() {
  nginx -c "$work/serve.conf" -s stop 2>/dev/null || true
  [ -z "$sandbox_pid" ] || kill "$sandbox_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
sandbox_port=8090
http_block() { # name, then the lines inside http {}
  local name=$1; shift
  printf 'pid %s/nginx-%s.pid;\nerror_log %s/error-%s.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n' "$work" "$name" "$work" "$name"
  printf '  client_body_temp_path %s/body; proxy_temp_path %s/proxy; fastcgi_temp_path %s/fastcgi; uwsgi_temp_path %s/uwsgi; scgi_temp_path %s/scgi;\n' "$work" "$work" "$work" "$work" "$work"
  printf '  upstream lobby_platform { server 127.0.0.1:%s; }\n' "$sandbox_port"
  printf '%s\n' "$@"
  printf '}\n'
}

# OPS-08: the complete server blocks as an operator installs them, every tenant on one server (TLS from a throw-away CA-less certificate).
node cli/bin.js build --all --out "$work/srv" --server-root "$work/srv" --tls-dir "$work/tls" >/dev/null
includes=()
for dir in "$work"/srv/*/; do
  merchant=$(basename "$dir")
  mkdir -p "$work/tls/$merchant"
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$merchant" -keyout "$work/tls/$merchant/privkey.pem" -out "$work/tls/$merchant/fullchain.pem" >/dev/null 2>&1
  includes+=("  include $work/srv/$merchant/nginx.conf;")
done
http_block all "${includes[@]}" > "$work/all.conf"
nginx -t -q -c "$work/all.conf"
echo "  nginx -t: ${#includes[@]} tenants' server blocks on one server ok"

# OPS-07: demo's generated locations served on loopback, the platform proxied to the sandbox on PostgreSQL.
su postgres -c "psql -q -p $port -c \"DROP DATABASE IF EXISTS lobby_smoke\"" >/dev/null
su postgres -c "psql -q -p $port -c \"CREATE DATABASE lobby_smoke OWNER lobby\"" >/dev/null
PORT=$sandbox_port LOBBY_MERCHANT=demo LOBBY_SANDBOX_MODE=test DATABASE_URL="postgres://lobby:lobby@127.0.0.1:$port/lobby_smoke" npx tsx sandbox/main.ts > "$work/sandbox.log" 2>&1 &
sandbox_pid=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$sandbox_port/__sandbox/health" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$sandbox_port/__sandbox/health" >/dev/null || { echo "  the sandbox did not start:"; cat "$work/sandbox.log"; exit 1; }
http_block serve "  server {" "    listen 127.0.0.1:8089;" "    root $PWD/dist/demo;" "    include $PWD/dist/demo/locations.conf;" "  }" > "$work/serve.conf"
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
# REL-40..42: the platform's answers keep HSTS and nosniff, the version is not told, the test identity provider is not proxied.
api_headers=$(curl -s -D - -o /dev/null http://127.0.0.1:8089/wps/relay/MCSFE_anything)
echo "$api_headers" | grep -qi '^strict-transport-security: max-age' || { echo "  API: no HSTS"; echo "$api_headers"; exit 1; }
echo "$api_headers" | grep -qi '^x-content-type-options: nosniff' || { echo "  API: no nosniff"; echo "$api_headers"; exit 1; }
echo "$api_headers" | grep -qi '^server: nginx\s*$' || { echo "  API: the Server header tells more than nginx"; echo "$api_headers"; exit 1; }
check /__identity/config 404 ''
echo "  API locations hardened"
LOBBY_NGINX_ORIGIN=http://demo.localhost:8089 npx playwright test -c playwright.nginx.config.ts
