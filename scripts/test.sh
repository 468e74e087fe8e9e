#!/usr/bin/env bash
# README's test command: installs everything and runs every test against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium drives the browser tests; Playwright never downloads a browser here.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing at $CHROMIUM. Install Debian's package as root: sudo apt-get install -y chromium" >&2
    echo "(or set CHROMIUM_PATH to an existing Chromium binary)" >&2
    exit 1
  fi
fi

npm ci --no-audit --no-fund
npm run typecheck
npm run build
npm run test:unit
npm run test:e2e
# Vercel: the same app must build with nitro's Vercel preset.
bash scripts/check-vercel-build.sh
