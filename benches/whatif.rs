//! What-if speed, natively. Run: `cargo bench --no-default-features --bench whatif`
//! (for the comparison with WebAssembly: `RUSTFLAGS="-C target-cpu=x86-64-v2"` in front).
//! The workloads are in `support/workloads.rs`; `scripts/bench-wasm.sh` runs the same ones in
//! headless Chromium.

#[path = "support/native.rs"]
mod native;
#[path = "support/timing.rs"]
mod timing;
#[path = "support/workloads.rs"]
mod workloads;

fn main() {
    native::main(&[workloads::run_all]);
}
