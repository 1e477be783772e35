#!/usr/bin/env bash
# The whole test suite, from a fresh clone after `npm ci`: system packages, then every runner.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
# Static checks first: a type or lint error fails the suite, not just a review.
npm run -s typecheck
npm run -s lint
npm run -s format:check
# npm run mock's and device-admin's bundles: built here when stale, rather than inside the first test
# that starts them.
node src/mock-server/cli.mjs --help >/dev/null
node src/cli/admin.mjs --help >/dev/null
bash scripts/with-test-keyring.sh vitest run
# The browser tests serve the renderer bundle; build it once up front rather than inside the first test.
node src/web-harness/cli.ts --build-only
bash scripts/with-test-keyring.sh playwright test --pass-with-no-tests
