//! The ko endgame helper's speed, natively. Run: `cargo bench --no-default-features --bench ko`
//! (`scripts/bench-wasm.sh ko` runs the same workloads in headless Chromium). The workloads are
//! in `support/ko.rs`: 1,000 threats a side and 1,000 yose, each ko state (the target is 10 ms), and the
//! exhaustive search at its limit of 12 items.

#[path = "support/ko.rs"]
mod ko;
#[path = "support/native.rs"]
mod native;
#[path = "support/timing.rs"]
mod timing;

fn main() {
    native::main(&[ko::run_ko, ko::run_search]);
}
