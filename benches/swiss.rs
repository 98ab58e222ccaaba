//! Swiss ranking speed, natively. Run: `cargo bench --no-default-features --bench swiss`
//! (`scripts/bench-wasm.sh swiss` runs the same workloads in headless Chromium too). The
//! workloads, a 500-player 11-round event under ten criteria (with its standings drawn as the SVG
//! image and the HTML table to publish), the pairing of round 7 of a
//! 200-player event, round 9 of a 500-player event by the FIDE Dutch system, and what-if for the last round of a 500- and a 120-player event, are in
//! `support/swiss.rs`; the what-if on two threads is here (threads are native only).

#[path = "support/native.rs"]
mod native;
#[path = "support/swiss.rs"]
mod swiss;
#[path = "support/timing.rs"]
mod timing;

fn main() {
    native::main(&[
        swiss::run_all,
        swiss::run_pairing,
        swiss::run_dutch,
        swiss::run_whatif,
        run_whatif_threads,
    ]);
}

/// The Swiss what-if's whole answer on two threads (`hoshitori::parallel`, as the CLI runs it).
fn run_whatif_threads(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    if quick {
        return;
    }
    for (name, before, upcoming, codes, edition) in swiss::whatif_cases() {
        let name = format!("{name}, every answer, 2 threads");
        if !name.contains(only) {
            continue;
        }
        let options = swiss::whatif_every_answer();
        let mut times = Vec::new();
        for _ in 0..3 {
            let t = now();
            let p = hoshitori::parallel::analyse_swiss(
                &before, &upcoming, &codes, edition, &options, 2,
            )
            .expect("analyses");
            times.push(now() - t);
            std::hint::black_box(p);
        }
        out(timing::line(&name, &mut times, 1.0, "run"));
    }
}
