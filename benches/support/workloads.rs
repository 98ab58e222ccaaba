//! The what-if benchmarks' workloads and driver, shared by the native bench (`benches/whatif_speed.rs`)
//! and the WebAssembly one run in headless Chromium (`tests/wasm_bench.rs`), so both measure the
//! same work. The clock is passed in: `Instant` natively, `performance.now()` in the browser.
//!
//! Workloads (issue 4's speed targets):
//! - `last round`, `last 3 rounds`, `last 4 rounds`: the real Fukui 43rd-term season with its
//!   last 1, 3 or 4 rounds pending (5, 15, 20 games: 32, 32,768 and 1,048,576 outcomes), every
//!   answer exact (places, probabilities, flags, conditions); and the last 4 rounds again
//!   without conditions, to show what the enumeration and what the covers cost;
//! - `whole season: best/worst`: all 45 games of a 10-player league pending, best and worst
//!   place of every player by the bounded search, over 200 leagues with random previous ranks,
//!   seat lines and presets (median and 99th percentile);
//! - `mid season: best/worst`: the same with 20-35 games pending after random results;
//! - `Monte Carlo`: whole seasons drawn at random, seasons per second.

use hoshitori::document::league::{GameEntry, League, PlayerEntry, Rules};
use hoshitori::engine::league::whatif::{self, Options, Rng};
use hoshitori::engine::{Crosstable, Game, Outcome, Player, RuleChain};
use hoshitori::format;

use super::timing::line;

const SEASON: &str = include_str!("../../tests/fixtures/spec/fukui43-season.json");

/// The 43rd-term season's document with rounds after `keep` pending.
pub fn season_league(keep: u32) -> League {
    let (mut league, _) =
        format::read_league(SEASON, "fukui43-season.json").expect("fixture reads");
    for g in &mut league.games {
        if g.round.is_some_and(|r| r > keep) {
            g.result = Outcome::Pending;
        }
    }
    league
}

/// The 43rd-term season with rounds after `keep` pending.
pub fn season(keep: u32) -> (Crosstable, RuleChain, Options) {
    let league = season_league(keep);
    let input = league.input().expect("fixture is valid");
    let options = Options {
        seats: input.options.seats,
        ..Options::default()
    };
    (input.table, RuleChain::fukui(), options)
}

/// A 10-player league from `seed`: random previous ranks, seat line and preset; a game is
/// pending with probability `pending_per_mille / 1000`, else a random decisive result.
pub fn league(seed: u64, pending_per_mille: u64) -> (Crosstable, RuleChain, Options) {
    let mut rng = Rng::new(seed);
    let mut pick = |k: u64| rng.next_u64() % k;
    let n = 10;
    let players = (0..n)
        .map(|i| Player {
            name: format!("P{i}"),
            previous_rank: Some(1 + pick(6) as u32),
            rating: None,
        })
        .collect();
    let mut games = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let outcome = if pick(1000) < pending_per_mille {
                Outcome::Pending
            } else if pick(2) == 0 {
                Outcome::A
            } else {
                Outcome::B
            };
            games.push(Game {
                round: None,
                a,
                b,
                outcome,
                first: None,
            });
        }
    }
    let table = Crosstable::new(players, games).expect("generated table is valid");
    let chain = RuleChain::parse(["fukui", "jp-pro-league", "rif-round-robin"][pick(3) as usize])
        .expect("preset");
    let options = Options {
        seats: Some(1 + pick(9) as u32),
        ..Options::default()
    };
    (table, chain, options)
}

/// A round robin of `n` players (the random numbers seeded with `40 + n`) with `pending` games
/// still to play (chosen at random), every other game a random decisive result; Fukui's chain,
/// the top `n / 4` keep their seat.
pub fn big_league(n: usize, pending: usize) -> (Crosstable, RuleChain, Options) {
    let league = big_league_document(n, pending);
    let input = league.input().expect("generated league is valid");
    let chain = league.chain().expect("preset").expect("rules given");
    let options = Options {
        seats: input.options.seats,
        ..Options::default()
    };
    (input.table, chain, options)
}

/// [`big_league`] as its document (what the CLI bench writes to a file).
pub fn big_league_document(n: usize, pending: usize) -> League {
    let mut rng = Rng::new(40 + n as u64);
    let mut pick = |k: u64| rng.next_u64() % k;
    let name = |i: usize| format!("P{i}");
    let players = (0..n)
        .map(|i| PlayerEntry {
            previous_rank: Some(1 + i as u32),
            ..PlayerEntry::named(name(i))
        })
        .collect();
    let mut games = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let outcome = if pick(2) == 0 { Outcome::A } else { Outcome::B };
            games.push(GameEntry::new(name(a), name(b), outcome));
        }
    }
    let mut left = pending.min(games.len());
    while left > 0 {
        let g = pick(games.len() as u64) as usize;
        if games[g].result != Outcome::Pending {
            games[g].result = Outcome::Pending;
            left -= 1;
        }
    }
    let mut league = League::new(players, games);
    league.rules = Some(Rules::Id("fukui".to_string()));
    league.seats = Some(n as u32 / 4);
    league
}

/// The thread counts to time: one, and natively two (this machine's cores; issue 14's targets
/// are for two), through `hoshitori::parallel`.
fn thread_counts() -> &'static [usize] {
    if cfg!(target_arch = "wasm32") {
        &[1]
    } else {
        &[1, 2]
    }
}

/// What-if on `threads` threads (one: the engine's own `analyse`).
fn analyse_on(
    table: &hoshitori::engine::Crosstable,
    chain: &hoshitori::engine::RuleChain,
    options: &Options,
    threads: usize,
) -> whatif::WhatIf {
    #[cfg(not(target_arch = "wasm32"))]
    if threads > 1 {
        return hoshitori::parallel::analyse(table, chain, options, threads)
            .expect("analysis runs");
    }
    let _ = threads;
    whatif::analyse(table, chain, options, &mut |_| true).expect("analysis runs")
}

/// Runs every workload whose name contains `only` (all when empty), timing with `now`
/// (milliseconds); returns one line per workload.
pub fn run_all(now: &dyn Fn() -> f64, quick: bool, only: &str, out: &mut dyn FnMut(String)) {
    let wanted = |name: &str| name.contains(only);
    for (name, keep, runs, conditions) in [
        ("last round (32)", 8, 200, true),
        ("last 3 rounds (32,768)", 6, 20, true),
        (
            "last 4 rounds (1,048,576)",
            5,
            if quick { 2 } else { 7 },
            true,
        ),
        (
            "last 4 rounds, no conditions",
            5,
            if quick { 2 } else { 7 },
            false,
        ),
    ] {
        if !wanted(name) {
            continue;
        }
        let (table, chain, mut options) = season(keep);
        options.conditions = conditions;
        for &threads in thread_counts() {
            let mut times = Vec::new();
            let mut outcomes = 0;
            for _ in 0..runs {
                let t = now();
                let what = analyse_on(&table, &chain, &options, threads);
                times.push(now() - t);
                if let whatif::Method::Exact { outcomes: o } = what.method {
                    outcomes = o;
                }
            }
            let name = if threads > 1 {
                format!("{name}, {threads} threads")
            } else {
                name.to_string()
            };
            out(line(&name, &mut times, outcomes as f64, "outcome"));
        }
    }
    for (name, per_mille, count) in [
        ("whole season: best/worst", 1000, 200),
        ("mid season: best/worst", 600, 200),
    ] {
        if !wanted(name) {
            continue;
        }
        let mut times = Vec::new();
        let mut unproven = Vec::new();
        for seed in 0..count {
            let (table, chain, options) = league(seed, per_mille);
            let t = now();
            let found =
                whatif::extremes(&table, &chain, &options, &mut |_| true).expect("search runs");
            times.push(now() - t);
            if !found.iter().all(|(b, w)| b.exact && w.exact) {
                unproven.push(seed);
            }
        }
        let mut l = line(name, &mut times, 1.0, "league");
        l.push_str(&format!("  unproven: {unproven:?}"));
        out(l);
    }
    // Issue 14's large leagues: every answer (probabilities to ±0.5 pp, best and worst places
    // proven or marked), once each (they take seconds).
    for (name, n, pending) in [
        ("40 players, 45 pending: every answer", 40, 45),
        ("60 players, 177 pending: every answer", 60, 177),
    ] {
        if quick || !wanted(name) {
            continue;
        }
        let (table, chain, options) = big_league(n, pending);
        for &threads in thread_counts() {
            let t = now();
            let what = analyse_on(&table, &chain, &options, threads);
            let mut times = vec![now() - t];
            let name = if threads > 1 {
                format!("{name}, {threads} threads")
            } else {
                name.to_string()
            };
            let unproven = what
                .players
                .iter()
                .flat_map(|o| [&o.best, &o.worst])
                .filter(|e| !e.exact)
                .count();
            let mut l = line(&name, &mut times, 1.0, "run");
            if let whatif::Method::Sampled {
                samples, precision, ..
            } = what.method
            {
                l.push_str(&format!(
                    "  {samples} samples, ±{:.2} pp; {unproven} of {} extremes unproven",
                    precision * 100.0,
                    2 * n
                ));
            }
            out(l);
        }
    }
    if !wanted("Monte Carlo") {
        return;
    }
    let (table, chain, mut options) = league(7, 1000);
    options.samples = if quick { 200_000 } else { 2_000_000 };
    // Throughput: a fixed number of seasons, not the adaptive stop.
    options.precision = None;
    options.exact_limit = 0;
    let mut times = Vec::new();
    for _ in 0..3 {
        let t = now();
        whatif::analyse(&table, &chain, &options, &mut |_| true).expect("sampling runs");
        times.push(now() - t);
    }
    let mut l = line(
        "Monte Carlo (45 pending)",
        &mut times,
        options.samples as f64,
        "season",
    );
    let median = times[times.len() / 2];
    l.push_str(&format!(
        "  = {:.2} M seasons/s",
        options.samples as f64 / median / 1e3
    ));
    out(l);
}
