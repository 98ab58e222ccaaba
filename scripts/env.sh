# Sourced by the project's scripts: puts the tools they install on PATH.
# shellcheck shell=bash
HOSHITORI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOSHITORI_ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# Debian's Chromium and ChromeDriver drive the browser tests; no tool may download a browser.
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
