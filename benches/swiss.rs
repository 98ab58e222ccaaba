//! Swiss ranking speed, natively. Run: `cargo bench --no-default-features --bench swiss`
//! (`scripts/bench-wasm.sh swiss` runs the same workloads in headless Chromium too). The
//! workloads, a 500-player 11-round event under ten criteria and the pairing of round 7 of a
//! 200-player event, are in `support/swiss.rs`.

#[path = "support/swiss.rs"]
mod swiss;
#[path = "support/timing.rs"]
mod timing;

fn main() {
    // `cargo test --benches` runs benches with `--bench` absent: do a quick pass then.
    let quick = !std::env::args().any(|a| a == "--bench");
    let only = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .unwrap_or_default();
    let start = std::time::Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1e3;
    swiss::run_all(&now, quick, &only, &mut |line| println!("{line}"));
    swiss::run_pairing(&now, quick, &only, &mut |line| println!("{line}"));
}
