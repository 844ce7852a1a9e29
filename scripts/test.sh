#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, stopping at the first failure.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== lint";       npx eslint . --max-warnings=0
echo "== content";    npm run --silent content:check
echo "== typecheck";  npx next typegen >/dev/null && npx tsc --noEmit
# The build comes before Vitest: the integration tests start the production server.
echo "== build";      npx next build && node -e 'import("./scripts/source-hash.mjs").then(m=>require("fs").writeFileSync(m.HASH_FILE,m.sourceHash()))'
echo "== unit and integration (vitest)"; npx vitest run
echo "== end-to-end (playwright, chromium)"; npx playwright test
