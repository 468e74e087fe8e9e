#!/usr/bin/env bash
# Builds with nitro's Vercel preset into .vercel/output and checks the Build Output API layout.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .vercel/output
NITRO_PRESET=vercel npx vite build >/tmp/profiledeck-vercel-build.log 2>&1 || { cat /tmp/profiledeck-vercel-build.log; exit 1; }
test -f .vercel/output/config.json || { echo "Vercel build: .vercel/output/config.json is missing" >&2; exit 1; }
test -d .vercel/output/static/assets || { echo "Vercel build: static assets are missing" >&2; exit 1; }
ls .vercel/output/functions/*.func >/dev/null 2>&1 || { echo "Vercel build: no serverless function was written" >&2; exit 1; }
# The build manifests (ADR 010) are static files with their Cache-Control in config.json.
id=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(".vercel/output/static/builds/latest.json","utf8")).id)')
test -f ".vercel/output/static/builds/meta/$id.json" || { echo "Vercel build: builds/meta/$id.json is missing" >&2; exit 1; }
node -e '
const routes = JSON.parse(require("fs").readFileSync(".vercel/output/config.json", "utf8")).routes
// The Cache-Control the routes with headers give a path (each route src is a regular expression).
const header = (path) => routes.filter((r) => r.src && r.headers?.["cache-control"] && new RegExp(r.src).test(path)).at(-1)?.headers["cache-control"]
if (header("/builds/latest.json") !== "no-cache") throw new Error("Vercel build: /builds/latest.json is not no-cache")
if (!/immutable/.test(header("/builds/meta/x.json") ?? "")) throw new Error("Vercel build: /builds/meta/* is not immutable")
' || exit 1
# The function responds like the Node server (tests/e2e/vercel-function.spec.ts).
npx playwright test -c playwright.presets.config.ts --project vercel >/tmp/profiledeck-vercel-responses.log 2>&1 || { cat /tmp/profiledeck-vercel-responses.log; exit 1; }
echo "Vercel build: OK (.vercel/output)"
