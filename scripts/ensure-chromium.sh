#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium (about 20 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it, then run the tests again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
