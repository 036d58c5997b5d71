#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists. Playwright cannot download its own browser
# on this network, so the suite drives Debian's Chromium; as root on Debian we install it, as
# `npx playwright install --with-deps` would elsewhere.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $browser: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium at $browser. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
