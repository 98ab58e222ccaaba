//! What-if speed, natively. Run: `cargo bench --no-default-features --bench whatif`
//! (for the comparison with WebAssembly: `RUSTFLAGS="-C target-cpu=x86-64-v2"` in front).
//! The workloads are in `support/workloads.rs`; `scripts/bench-wasm.sh` runs the same ones in
//! headless Chromium.

#[path = "support/timing.rs"]
mod timing;
#[path = "support/workloads.rs"]
mod workloads;

fn main() {
    // `cargo test --benches` runs benches with `--bench` absent: do a quick pass then.
    let quick = !std::env::args().any(|a| a == "--bench");
    // `cargo bench --bench whatif -- 'last 4'` runs the workloads whose name contains that.
    let only = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .unwrap_or_default();
    let start = std::time::Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1e3;
    workloads::run_all(&now, quick, &only, &mut |line| println!("{line}"));
}
