#!/usr/bin/env bash
# Builds with nitro's node-cluster preset into .output-cluster and checks that its primary and
# workers respond, drain and refuse like the single Node server (tests/e2e/node-cluster.spec.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .output-cluster
NITRO_PRESET=node-cluster NITRO_OUTPUT_DIR=.output-cluster npx vite build >/tmp/profiledeck-cluster-build.log 2>&1 || { cat /tmp/profiledeck-cluster-build.log; exit 1; }
test -f .output-cluster/server/index.mjs || { echo "node-cluster build: .output-cluster/server/index.mjs is missing" >&2; exit 1; }
npx playwright test -c playwright.presets.config.ts --project node-cluster >/tmp/profiledeck-cluster-responses.log 2>&1 || { cat /tmp/profiledeck-cluster-responses.log; exit 1; }
echo "node-cluster build: OK (.output-cluster)"
