//! What-if on every core of a native machine (the CLI, benchmarks).
//!
//! The engine stays single-threaded and pure: it cuts an analysis into parts
//! ([`Parted`], the run protocol every what-if speaks), fixed by the input and merged in their
//! order, so that running them here on `threads` threads gives exactly the answer a single
//! thread gives. Each wave of parts the analysis offers is shared by the threads through one
//! counter; a wave ends when its last part is done (the analysis needs every result of a search
//! pass, or the samples up to the precision, before it can say what comes next).
//!
//! The web page does the same with Web Workers (`src/web/shell/pool.rs`).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::league::whatif::{self, Analysis, Options, WhatIf};
use crate::engine::outcomes::Parted;
use crate::engine::swiss::{self, Code, Edition};
use crate::engine::{Crosstable, RuleChain};
use crate::error::Error;

/// The threads to use when none is asked: what the machine offers.
pub fn available() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `analysis` on `threads` threads; the answer one thread gives.
pub fn run<A>(mut analysis: A, threads: usize) -> Result<A::Answer, Error>
where
    A: Parted + Sync,
    A::Part: Sync,
    A::Done: Send,
{
    loop {
        // One part per thread (a sample batch past the precision is wasted); every part of an
        // enumeration or a search pass at once, so that no thread waits for the slowest.
        let mut parts = analysis.parts(threads.max(1));
        if parts.first().is_some_and(|p| analysis.all_at_once(p)) {
            parts.extend(analysis.parts(usize::MAX));
        }
        if parts.is_empty() {
            break;
        }
        for done in wave(&parts, threads, |part| analysis.run(part)) {
            analysis.absorb(done?);
        }
    }
    analysis.finish()
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
    run(Analysis::new(table, chain, options)?, threads)
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
    let analysis = swiss::prospects::Analysis::new(event, upcoming, codes, edition, options)?;
    run(analysis, threads)
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
