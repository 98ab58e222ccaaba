#!/usr/bin/env bash
# Runs every test of Hoshitori on a fresh machine: installs what is missing, then checks
# formatting, lints, the native test suite (engine, formats, CLI, golden and property tests) and
# that the benchmarks build. CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust with rustup (https://rustup.rs) first" >&2
  exit 1
fi
if command -v rustup >/dev/null 2>&1; then
  for component in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$component" || rustup component add "$component"
  done
fi

step "format"
cargo fmt --check

step "lints (engine, formats, CLI)"
cargo clippy --no-default-features --all-targets --locked -- -D warnings

step "tests (engine, formats, CLI; no web crates)"
cargo test --no-default-features --locked

step "default features build"
cargo build --locked

step "benchmarks build"
cargo bench --no-default-features --locked --no-run
