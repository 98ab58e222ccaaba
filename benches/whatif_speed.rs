//! What-if speed, natively. Run: `cargo bench --no-default-features --bench whatif`
//! (for the comparison with WebAssembly: `RUSTFLAGS="-C target-cpu=x86-64-v2"` in front).
//! The workloads are in `support/workloads.rs`; `scripts/bench-wasm.sh` runs the same ones in
//! headless Chromium. `support/cli.rs` adds the same leagues through the command line (`CLI: ...`,
//! wall time of `hoshitori what-if FILE`).

#[path = "support/cli.rs"]
mod cli;
#[path = "support/native.rs"]
mod native;
#[path = "support/timing.rs"]
mod timing;
#[path = "support/workloads.rs"]
mod workloads;

fn main() {
    native::main(&[workloads::run_all, cli::run_all]);
}
