#!/usr/bin/env bash
# The screenshot tests alone (Playwright's "visual" project): npm run test:visual [-- --update] [FILE…].
# --update takes new baselines of what differs (after a change meant to look different); review them.
set -euo pipefail
cd "$(dirname "$0")/.."

args=()
for arg in "$@"; do
  if [[ $arg == --update ]]; then args+=(--update-snapshots=changed); else args+=("$arg"); fi
done
node src/web-harness/cli.ts --build-only
bash scripts/with-test-keyring.sh playwright test --project=visual "${args[@]}"
