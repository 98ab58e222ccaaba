#!/usr/bin/env bash
# Installs what Hoshitori's build, app and tests need, skipping whatever is already present:
#
#   - the wasm32-unknown-unknown target, rustfmt and clippy (rustup);
#   - trunk 0.21.14 (cargo install --locked);
#   - wasm-bindgen-cli at exactly the wasm-bindgen version of Cargo.lock (cargo install);
#   - wasm-opt from npm's binaryen, esbuild and Zopfli (the viewer's scripts and stylesheets),
#     playwright-core and axe-core (npm ci, from package-lock.json; no browser is downloaded);
#   - from Debian (apt-get, as root or with sudo), when missing: a C compiler, Node.js (20 or
#     later is required), and for the tests only (`setup.sh test`) chromium, chromium-driver and
#     CJK fonts, so that screenshots show Japanese.
#
# A first install of trunk takes 15-20 minutes on two cores; later runs take seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/env.sh
source scripts/env.sh

want="${1:-serve}"
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"

note() { printf '==> %s\n' "$*"; }
fail() { printf 'setup: %s\n' "$*" >&2; exit 1; }
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    fail "need root (or sudo) to run: $*"
  fi
}

command -v cargo >/dev/null 2>&1 || fail "cargo not found: install Rust with rustup (https://rustup.rs) first"
command -v rustup >/dev/null 2>&1 ||
  fail "rustup not found: the wasm32 target, rustfmt and clippy are installed with rustup (https://rustup.rs)"

# Debian packages first: a C compiler (for crates trunk builds), Node.js, and for the tests
# Chromium, its driver, CJK fonts and poppler's PDF tools.
apt_missing=()
command -v cc >/dev/null 2>&1 || apt_missing+=(gcc libc6-dev)
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  apt_missing+=(nodejs npm)
fi
if [ "$want" = test ]; then
  [ -x /usr/bin/chromium ] || apt_missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || apt_missing+=(chromium-driver)
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || apt_missing+=(fonts-noto-cjk)
  # pdftotext, pdfinfo and pdftoppm read the printout (e2e/publish.test.mjs).
  command -v pdftotext >/dev/null 2>&1 || apt_missing+=(poppler-utils)
fi
if [ "${#apt_missing[@]}" -gt 0 ]; then
  note "installing Debian packages: ${apt_missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 20 ] || fail "Node.js 20 or later is needed (found $(node --version))"

for component in rustfmt clippy; do
  rustup component list --installed 2>/dev/null | grep -q "^$component" || rustup component add "$component"
done
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  note "installing the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -qF "$TRUNK_VERSION"; then
  note "installing trunk $TRUNK_VERSION (15-20 minutes the first time)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if ! wasm-bindgen --version 2>/dev/null | grep -qF "$WASM_BINDGEN_VERSION"; then
  note "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # Not --locked: the registry index here lags the CLI's own lockfile.
  cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION"
fi

# npm ci when node_modules is missing or older than the lockfile.
if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  note "installing wasm-opt (binaryen), esbuild, Zopfli, playwright-core and axe-core from npm"
  npm ci --no-audit --no-fund --loglevel=error
fi
