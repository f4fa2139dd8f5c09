#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests
# (Playwright's own browser download cannot work on these machines).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the end-to-end tests (about 30 s)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y chromium fonts-noto-core >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y chromium fonts-noto-core >/dev/null; }
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing: install it with 'sudo apt-get install -y chromium fonts-noto-core' (or set CHROMIUM_PATH), then run npm test again." >&2
exit 1
