#!/usr/bin/env bash
# README's test command: installs everything and runs every test against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests drive: Chromium (the browser tests run in its headless shell, ADR 045;
# the full browser is for `npm run lighthouse` and `main-thread`), Firefox ESR and WebKitGTK's
# WebDriver with the virtual display it needs (the engine suite, ADR 047), xmllint (sitemap schema
# checks) and Varnish (the shared cache). Nothing here downloads a browser.
missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2; exit 1; }
else
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
if [ -n "${FIREFOX_PATH:-}" ]; then
  [ -x "$FIREFOX_PATH" ] || { echo "FIREFOX_PATH=$FIREFOX_PATH is not an executable file" >&2; exit 1; }
else
  [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
fi
# WebKitWebDriver comes with the MiniBrowser it drives (libwebkit2gtk-4.1-0); WebKitGTK needs an X display.
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
# Varnish: the shared cache in front of two instances (tests/e2e/shared-cache.spec.ts, docs/cdn.md).
[ -x /usr/sbin/varnishd ] || missing+=(varnish)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# Fonts for the layout tests and screenshot baselines (ADR 023): without them Chinese, Japanese,
# Korean, Thai and Hindi render as boxes or in a fallback with other widths.
has_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list ":family=$1" family)" ]; }
has_font 'Noto Sans CJK SC' || missing+=(fonts-noto-cjk)
{ has_font 'Noto Sans Thai' && has_font 'Noto Sans Devanagari'; } || missing+=(fonts-noto-core)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages for the tests: ${missing[*]}…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing Debian packages for the tests: ${missing[*]}. Install them as root: sudo apt-get install -y ${missing[*]}" >&2
    echo "(or set CHROMIUM_PATH, FIREFOX_PATH to existing browser binaries)" >&2
    exit 1
  fi
fi

npm ci --no-audit --no-fund
# The type check and the linters are one thread each: side by side they take the time of one.
npm run typecheck &
typecheck=$!
npm run lint &
lint=$!
wait "$typecheck"
wait "$lint"
# Both builds run beside a stand-in for Sentry's API (tests/fixtures/sentry-api.ts), which keeps
# what each sent for tests/e2e/sentry-sourcemaps.spec.ts (ADR 057). This one has no
# SENTRY_AUTH_TOKEN: it must send nothing.
node_modules/.bin/node tests/fixtures/sentry-api.ts build -- npm run build
# A second build with another id, the "new deploy" of the shared-cache spec (tests/fixtures/next-build.ts),
# with a token: it uploads its browser source maps to the stand-in.
node_modules/.bin/node tests/fixtures/sentry-api.ts next-build --upload -- npm run build:next >/tmp/profiledeck-next-build.log 2>&1 || { cat /tmp/profiledeck-next-build.log; exit 1; }
npm run test:unit
npm run test:e2e
# Firefox and WebKit: a smoke walk and the chunk-failure cases, against the same build (ADR 047).
npm run test:engines
# Vercel: the same app must build with nitro's Vercel preset.
bash scripts/check-vercel-build.sh
# node-cluster: the same app, forked into workers by nitro's cluster preset.
bash scripts/check-cluster-build.sh
