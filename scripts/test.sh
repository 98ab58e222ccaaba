#!/usr/bin/env bash
# Runs every test of Hoshitori on a fresh machine: installs what is missing (scripts/setup.sh),
# then
#   1. formatting and lints (engine, formats, CLI; and the web app for wasm32);
#   2. the native suite: engine, formats, editor model, CLI, golden and property tests, and
#      the web layer's own unit tests (default features);
#   3. the web app's component tests in headless Chromium (wasm-bindgen-test, tests/web.rs);
#   4. the release build of the page (trunk build --release), each page's size against its
#      budget (e2e/measure.mjs --sizes), and the end-to-end tests in
#      headless Chromium over HTTP (e2e/*.test.mjs), which save screenshots and print where.
# CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh test
# shellcheck source=scripts/env.sh
source scripts/env.sh

step() { printf '\n==> %s\n' "$*"; }

# Everything the run writes to the temporary directory (Chromium's and chromedriver's profiles,
# about 75 MB each; the e2e tests' copies of the page) goes into one directory, removed on exit,
# so that repeated runs do not fill the disk.
TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/hoshitori-test.XXXXXX")"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT

step "format"
cargo fmt --check

step "lints (engine, formats, CLI)"
cargo clippy --no-default-features --all-targets --locked -- -D warnings

step "lints (web app, wasm32)"
cargo clippy --target wasm32-unknown-unknown --lib --bins --test web --test wasm_bench --locked -- -D warnings

step "tests (engine, formats, editor, CLI; no web crates)"
cargo test --no-default-features --locked

step "default features build"
cargo build --locked

step "the web layer's unit tests (native, default features)"
cargo test --lib --locked web::

step "benchmarks build"
cargo bench --no-default-features --locked --no-run

step "web component tests (wasm-bindgen-test, headless Chromium)"
cargo test --target wasm32-unknown-unknown --test web --locked

step "release build of the page (trunk)"
trunk build --release --locked

step "each page's own download against its budget and ceiling (e2e/measure.mjs --sizes)"
node e2e/measure.mjs --sizes

step "end-to-end tests (release page, headless Chromium, served under a sub-path)"
node --test --test-concurrency=1 e2e/*.test.mjs
