#!/usr/bin/env bash
# npm run check: the inner loop's checks (types, lint, unit tests), without a build or a browser.
# The type check and the linters run side by side, one thread each.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent typecheck &
typecheck=$!
npm run --silent lint &
lint=$!
wait "$typecheck"
wait "$lint"
npm run --silent test:unit
