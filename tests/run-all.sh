#!/usr/bin/env bash
# `npm test`: every check a change must pass (issue 2 §7), in order of cost: typecheck, lint with zero
# warnings, the web build the browser tests load, then unit, infra, integration and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Browser tests need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium'." >&2
  exit 1
fi

echo "== typecheck"; npx tsc -p tsconfig.json --noEmit
echo "== lint";      npx eslint . --max-warnings 0
echo "== web build"; npx vite build --config web/vite.config.ts --logLevel warn
echo "== tests";     npx vitest run "$@"
