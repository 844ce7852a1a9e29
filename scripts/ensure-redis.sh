#!/usr/bin/env bash
# The shared rate-limit test runs a real Redis: Debian's redis-server, started by the test itself on
# a free loopback port (tests/integration/redis-rate-limit.test.ts). Installed here when missing,
# as scripts/ensure-chromium.sh does Chromium. Never fails the run: without redis-server the test
# says so and is skipped.
set -uo pipefail
if command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "redis-server is missing: installing Debian's redis-server (about 10 s)..."
  # The package's own service is not wanted (the test starts its own server): keep apt from starting it.
  policy=/usr/sbin/policy-rc.d
  created=""
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && created=1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  status=$?
  [ -n "$created" ] && rm -f "$policy"
  [ $status -eq 0 ] && exit 0
fi
echo "redis-server is missing and could not be installed: the Redis rate-limit test will be skipped." >&2
echo "  Install it with: sudo apt-get update && sudo apt-get install -y redis-server" >&2
exit 0
