#!/usr/bin/env bash
# The README's test command: type check, lint, unit and CLI tests, then every
# tenant built with one compile and the end-to-end suite in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Chromium"
bash scripts/ensure-chromium.sh

step "Type check"
npm run -s typecheck

step "Lint"
npm run -s lint

step "Unit and CLI tests"
npx vitest run

step "Build every tenant (one compile)"
node cli/bin.js build --all

# Issue 35: no key page's first-route JS grows more than 2 KiB over its committed figure.
step "First-route JS against the committed figures"
npx tsx scripts/first-route-check.ts

step "End-to-end tests (Chromium, phone viewport)"
e2e_status=0
npx playwright test || e2e_status=$?

# Issue 7 report from that same run (the e2e suite is not run twice).
step "Hardening report"
report_status=0
npx tsx scripts/hardening-report.ts || report_status=$?
if [ "$e2e_status" -ne 0 ]; then exit "$e2e_status"; fi
exit "$report_status"
