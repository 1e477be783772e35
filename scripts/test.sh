#!/usr/bin/env bash
# The whole test suite, from a fresh clone after `npm ci`: system packages, then every runner.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
bash scripts/with-test-keyring.sh vitest run
bash scripts/with-test-keyring.sh playwright test --pass-with-no-tests
