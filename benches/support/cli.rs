//! Issue 14's targets through the command line: the wall time of `hoshitori what-if FILE` (a
//! new process each run, on every core, as a user runs it), for the same leagues as
//! `workloads.rs` written to JSON files in a temporary folder.
//!
//! - `CLI: last 4 rounds (1,048,576)`: the 43rd-term season with rounds 6-9 pending, every answer
//!   exact with conditions (target: at most 100 ns an outcome, 0.105 s);
//! - `CLI: 40 players, 45 pending` and `CLI: 60 players, 177 pending`: every answer
//!   (target: under 5 s each).
//!
//! Native only: the binary is the one Cargo builds for the bench (`CARGO_BIN_EXE_hoshitori`).

use std::path::Path;
use std::process::{Command, Stdio};

use hoshitori::format;

use super::timing::line;
use super::workloads;

/// The wall time of one `hoshitori what-if file` (ms), which must succeed.
fn run_cli(file: &Path) -> f64 {
    let start = std::time::Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_hoshitori"))
        .arg("what-if")
        .arg(file)
        .stdout(Stdio::null())
        .status()
        .expect("the CLI starts");
    let ms = start.elapsed().as_secs_f64() * 1e3;
    assert!(
        status.success(),
        "hoshitori what-if {} failed",
        file.display()
    );
    ms
}

/// The 43rd-term season with rounds after `keep` pending, as its document.
fn season(keep: u32) -> String {
    format::json::write(&workloads::season_league(keep))
}

/// A random Fukui league of `n` players with `pending` games to play (`workloads::big_league`).
fn big(n: usize, pending: usize) -> String {
    format::json::write(&workloads::big_league_document(n, pending))
}

/// Runs the CLI workloads whose name contains `only` (the clock is the process's own: the
/// child's wall time is what counts). A quick pass (`cargo test --benches`) runs the last
/// round once.
pub fn run_all(_now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    type Make = Box<dyn Fn() -> String>;
    let workloads: [(&str, f64, usize, Make); 4] = [
        ("CLI: last round (32)", 32.0, 11, Box::new(|| season(8))),
        (
            "CLI: last 4 rounds (1,048,576)",
            1_048_576.0,
            15,
            Box::new(|| season(5)),
        ),
        (
            "CLI: 40 players, 45 pending",
            1.0,
            3,
            Box::new(|| big(40, 45)),
        ),
        (
            "CLI: 60 players, 177 pending",
            1.0,
            3,
            Box::new(|| big(60, 177)),
        ),
    ];
    let dir = std::env::temp_dir().join(format!("hoshitori-bench-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for (k, (name, units, runs, make)) in workloads.into_iter().enumerate() {
        if !name.contains(only) || (quick && k > 0) {
            continue;
        }
        let file = dir.join(format!("workload-{k}.json"));
        std::fs::write(&file, make()).expect("the workload is written");
        let runs = if quick { 1 } else { runs };
        let mut times: Vec<f64> = (0..runs).map(|_| run_cli(&file)).collect();
        let unit = if units > 1.0 { "outcome" } else { "run" };
        out(line(name, &mut times, units, unit));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
