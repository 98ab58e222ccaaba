#!/usr/bin/env bash
# The what-if, Swiss and ko benchmarks natively (x86-64-v2, as issue 4 asks for the comparison) and in
# WebAssembly in headless Chromium, the same workloads one after the other:
#   scripts/bench-wasm.sh            every workload
#   scripts/bench-wasm.sh 'last 4'   the workloads whose name contains that
# The wasm side is tests/wasm_bench.rs, a release build run by wasm-bindgen-test.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh test
# shellcheck source=scripts/env.sh
source scripts/env.sh
only="${1:-}"

echo "==> native, -C target-cpu=x86-64-v2"
CARGO_TARGET_DIR=target/x86-64-v2 RUSTFLAGS="-C target-cpu=x86-64-v2" \
  cargo bench --no-default-features --locked --bench whatif -- "$only" 2>/dev/null
CARGO_TARGET_DIR=target/x86-64-v2 RUSTFLAGS="-C target-cpu=x86-64-v2" \
  cargo bench --no-default-features --locked --bench swiss -- "$only" 2>/dev/null
CARGO_TARGET_DIR=target/x86-64-v2 RUSTFLAGS="-C target-cpu=x86-64-v2" \
  cargo bench --no-default-features --locked --bench ko -- "$only" 2>/dev/null

echo "==> wasm32, headless Chromium"
HOSHITORI_BENCH="${only:-all}" WASM_BINDGEN_TEST_TIMEOUT=3600 \
  cargo test --release --locked --target wasm32-unknown-unknown --test wasm_bench -- --nocapture 2>&1 \
  | sed -n 's/^.*wasm //p'
