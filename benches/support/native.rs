//! The native benches' driver: what the command line asks for and a millisecond clock, then
//! each workload runner's lines printed.

/// A workload runner of `support/`: the clock (ms), a quick pass, the name filter, the output.
pub type Runner = fn(&dyn Fn() -> f64, bool, &str, &mut dyn FnMut(String));

/// Runs `runners` as the command line says: `cargo test --benches` runs benches without
/// `--bench`, a quick pass then; `cargo bench --bench NAME -- 'last 4'` runs the workloads
/// whose name contains that.
pub fn main(runners: &[Runner]) {
    let quick = !std::env::args().any(|a| a == "--bench");
    let only = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .unwrap_or_default();
    let start = std::time::Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1e3;
    for run in runners {
        run(&now, quick, &only, &mut |line| println!("{line}"));
    }
}
