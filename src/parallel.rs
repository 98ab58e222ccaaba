//! What-if on every core of a native machine (the CLI, benchmarks).
//!
//! The engine stays single-threaded and pure: it cuts an analysis into parts
//! ([`whatif::Analysis`]), fixed by the input and merged in their order, so that running them
//! here on `threads` threads gives exactly the answer [`whatif::analyse`] gives on one. Each
//! wave of parts the engine offers is shared by the threads through one counter; a wave ends
//! when its last part is done (the engine needs every result of a search pass, or the samples
//! up to the precision, before it can say what comes next).
//!
//! The web page does the same with Web Workers (`src/web/whatif.rs`).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::league::chain::RuleChain;
use crate::engine::league::table::Crosstable;
use crate::engine::league::whatif::{self, Analysis, Options, Part, WhatIf};
use crate::engine::swiss::{self, Code, Edition};
use crate::error::Error;

/// The threads to use when none is asked: what the machine offers.
pub fn available() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// [`whatif::analyse`] on `threads` threads; the same answer.
pub fn analyse(
    table: &Crosstable,
    chain: &RuleChain,
    options: &Options,
    threads: usize,
) -> Result<WhatIf, Error> {
    if threads <= 1 {
        return whatif::analyse(table, chain, options, &mut |_| true);
    }
    let mut analysis = Analysis::new(table, chain, options)?;
    loop {
        // One sample batch per thread (a batch past the precision is wasted); every part of
        // an enumeration or a search pass at once, so that no thread waits for the slowest.
        let mut parts = analysis.parts(threads);
        if analysis.exact() || !matches!(parts.first(), Some(Part::Walk { .. })) {
            parts.extend(analysis.parts(usize::MAX));
        }
        if parts.is_empty() {
            break;
        }
        for done in wave(&parts, threads, |part| analysis.run(part, &mut |_| true)) {
            analysis.absorb(done?);
        }
    }
    analysis.finish()
}

/// Runs `parts` on `threads` threads; the results in the parts' order.
fn wave<P: Sync, D: Send>(
    parts: &[P],
    threads: usize,
    run: impl Fn(&P) -> Result<D, Error> + Sync,
) -> Vec<Result<D, Error>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<D, Error>>>> =
        Mutex::new((0..parts.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, parts.len().max(1)) {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(part) = parts.get(k) else { break };
                    let done = run(part);
                    if let Ok(mut r) = results.lock() {
                        r[k] = Some(done);
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// [`swiss::prospects::analyse`] on `threads` threads; the same answer.
pub fn analyse_swiss(
    event: &swiss::Event,
    upcoming: &swiss::prospects::Upcoming,
    codes: &[Code],
    edition: Edition,
    options: &swiss::prospects::Options,
    threads: usize,
) -> Result<swiss::prospects::Prospects, Error> {
    let mut analysis = swiss::prospects::Analysis::new(event, upcoming, codes, edition, options)?;
    loop {
        // One sample batch per thread (a batch past the precision is wasted); every part of a
        // count, and every search, at once.
        let mut parts = analysis.parts(threads.max(1));
        if analysis.exact() || matches!(parts.first(), Some(swiss::prospects::Part::Search { .. }))
        {
            parts.extend(analysis.parts(usize::MAX));
        }
        if parts.is_empty() {
            break;
        }
        for done in wave(&parts, threads, |&part| analysis.run(part)) {
            analysis.absorb(done?);
        }
    }
    Ok(analysis.finish())
}
