//! Swiss ranking speed, natively. Run: `cargo bench --no-default-features --bench swiss`
//! (`scripts/bench-wasm.sh swiss` runs the same workloads in headless Chromium too). The
//! workloads, a 500-player 11-round event under ten criteria and the pairing of round 7 of a
//! 200-player event, are in `support/swiss.rs`.

#[path = "support/native.rs"]
mod native;
#[path = "support/swiss.rs"]
mod swiss;
#[path = "support/timing.rs"]
mod timing;

fn main() {
    native::main(&[swiss::run_all, swiss::run_pairing, swiss::run_whatif]);
}
