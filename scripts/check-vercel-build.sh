#!/usr/bin/env bash
# Builds with nitro's Vercel preset into .vercel/output and checks the Build Output API layout.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .vercel/output
NITRO_PRESET=vercel npx vite build >/tmp/profiledeck-vercel-build.log 2>&1 || { cat /tmp/profiledeck-vercel-build.log; exit 1; }
test -f .vercel/output/config.json || { echo "Vercel build: .vercel/output/config.json is missing" >&2; exit 1; }
test -d .vercel/output/static/assets || { echo "Vercel build: static assets are missing" >&2; exit 1; }
ls .vercel/output/functions/*.func >/dev/null 2>&1 || { echo "Vercel build: no serverless function was written" >&2; exit 1; }
echo "Vercel build: OK (.vercel/output)"
