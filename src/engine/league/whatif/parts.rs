//! An analysis in parts, for as many cores as the caller has.
//!
//! [`analyse`](super::analyse) is one [`Analysis`] run part after part. A front-end with several
//! threads or workers runs the same parts side by side: it asks [`Analysis::parts`] for what can
//! run now, runs each with [`Analysis::run`] (which only reads the analysis: any thread, or a
//! worker holding its own copy built from the same input, can run it), hands the results back to
//! [`Analysis::absorb`] in any order, and calls [`Analysis::finish`] once [`Analysis::parts`] has
//! nothing left and nothing is outstanding.
//!
//! The parts are fixed by the input alone, never by the number of threads, and results are
//! merged in the parts' order, so the answer is the same however many run them:
//!
//! - **Enumeration**: runs of [`PART_OUTCOMES`] outcomes in the walk's visiting order (Gray
//!   code), or, when the walk goes depth first (draws, odds), the outcomes under each setting of
//!   the last games. Sums add part by part; a best or worst place is the first seen in visiting
//!   order; each part writes its own words of the conditions' truth tables.
//! - **Sampling**: batches of [`SAMPLE_BATCH`] samples, batch `b` drawn from its own seed (the
//!   run's seed and `b`). Batches are merged in order and the precision is checked after each:
//!   a batch that comes after the one where the precision was reached is dropped.
//! - **Search**: the best/worst searches of a pass ([`super::search`]): independent, each with
//!   its share of the budget fixed before the pass starts.
//! - **Conditions**: one per target, from its truth table.
//!
//! A part carries what it needs beyond the input (a search's starting outcome, a condition's
//! truth table), and a part and its result ([`Done`]) are plain data that serialize: a Web Worker
//! that builds its own `Analysis` from the same input runs any part it is sent. Floats travel as
//! their bits, so a result read back is the result written.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::search::{self, Found, Searches};
use super::{
    Error, ErrorKind, Method, OnProgress, Options, Outlook, PendingGame, Phase, Progress, Quick,
    Result3, SAMPLE_BATCH, SearchWork, Tally, Thresholds, Walk, WhatIf, cover, extreme, monotone,
    prepare,
};
use crate::engine::league::chain::RuleChain;
use crate::engine::league::table::Crosstable;
use crate::engine::outcomes::batch_seed;

/// Outcomes in one part of an enumeration (a multiple of 64, the words of the truth tables).
pub const PART_OUTCOMES: u64 = 1 << 16;

/// A piece of work of an [`Analysis`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Part {
    /// Part `part` of the walk over outcomes: a run of outcomes, or a batch of samples.
    Walk { part: u64 },
    /// Best/worst search `search` (player `search / 2`, worst when odd) with `share` nodes,
    /// from the outcome `seen` (value indices) giving place `place`, or from nothing.
    Search {
        search: usize,
        share: u64,
        place: u32,
        seen: Vec<u8>,
    },
    /// The condition of target `target` (player `target / 2`'s title when even, seat when
    /// odd), from its truth table over the outcomes in index order.
    Condition {
        target: usize,
        #[serde(with = "hex_words")]
        bits: Vec<u64>,
    },
}

impl Part {
    /// Moves a condition's truth table out of the part, to travel apart from its text (a
    /// worker sends it as bytes); [`Part::put_words`] puts it back. Other parts have none.
    pub fn take_words(&mut self) -> Vec<u64> {
        match self {
            Part::Condition { bits, .. } => std::mem::take(bits),
            _ => Vec::new(),
        }
    }

    /// Puts back what [`Part::take_words`] took (nothing, when `words` is empty).
    pub fn put_words(&mut self, words: Vec<u64>) {
        if let Part::Condition { bits, .. } = self
            && !words.is_empty()
        {
            *bits = words;
        }
    }

    fn key(&self) -> Key {
        match *self {
            Part::Walk { part } => Key::Walk(part),
            Part::Search { search, .. } => Key::Search(search),
            Part::Condition { target, .. } => Key::Condition(target),
        }
    }
}

impl Done {
    /// Moves the truth tables a walk part filled out of its answer, to travel apart from its
    /// text (a worker sends them as bytes): every table's words, one table after another.
    /// [`Done::put_words`] puts them back.
    pub fn take_words(&mut self) -> Vec<u64> {
        match &mut self.what {
            What::Tally(tally) => tally.take_words(),
            _ => Vec::new(),
        }
    }

    /// Puts back what [`Done::take_words`] took; `false` (and nothing put) when the words
    /// cannot be this answer's tables.
    pub fn put_words(&mut self, words: Vec<u64>) -> bool {
        match &mut self.what {
            What::Tally(tally) => tally.put_words(words),
            _ => words.is_empty(),
        }
    }
}

/// Which part a [`Done`] answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Key {
    Walk(u64),
    Search(usize),
    Condition(usize),
}

/// What a [`Part`] found, for [`Analysis::absorb`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Done {
    key: Key,
    what: What,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum What {
    Tally(Tally),
    Found(Found),
    Condition(cover::Condition),
}

/// How the walk is cut into parts.
#[derive(Clone, Copy, Debug)]
enum Cut {
    /// Gray-code runs of `size` outcomes.
    Gray { size: u64 },
    /// The last `fixed` games set, the rest depth first.
    Prefix { fixed: usize },
    /// Sample batches.
    Batches,
}

/// See the module documentation.
pub struct Analysis {
    table: Crosstable,
    chain: RuleChain,
    options: Options,
    pending: Vec<PendingGame>,
    values: Vec<Result3>,
    thresholds: Thresholds,
    /// Every outcome, when they are enumerated.
    outcomes: Option<u64>,
    cut: Cut,
    /// Parts of the walk.
    walk_parts: u64,
    quick: Quick,
    tally: Tally,
    /// Walk parts handed out, and absorbed in order (results that came early wait in `early`).
    handed: u64,
    absorbed: u64,
    early: BTreeMap<u64, Tally>,
    walked: bool,
    searches: Option<Searches>,
    /// Conditions worked out, by target, once the enumeration is over.
    conditions: Vec<Option<cover::Condition>>,
    /// Parts of the current stage (a search pass, the conditions) not handed out yet, last
    /// first, and parts handed out and not absorbed.
    queue: Vec<Part>,
    out: usize,
}

impl Analysis {
    pub fn new(
        table: &Crosstable,
        chain: &RuleChain,
        options: &Options,
    ) -> Result<Analysis, Error> {
        let n = table.len();
        let (pending, values, thresholds) = prepare(table, chain, options)?;
        let base = values.len() as u64;
        let m = pending.len();
        let outcomes = u32::try_from(m)
            .ok()
            .and_then(|m| base.checked_pow(m))
            .filter(|&o| o <= options.exact_limit);
        let weighted = outcomes.is_some() && thresholds.weights.is_some();
        let (cut, walk_parts) = match outcomes {
            Some(o) if base == 2 && thresholds.weights.is_none() => {
                let size = o.min(PART_OUTCOMES);
                (Cut::Gray { size }, o / size)
            }
            Some(_) => {
                // The games left free: as many as make a part of at most PART_OUTCOMES.
                let mut free = 0;
                while free < m && base.pow(free as u32 + 1) <= PART_OUTCOMES {
                    free += 1;
                }
                let fixed = m - free;
                (Cut::Prefix { fixed }, base.pow(fixed as u32))
            }
            None => (Cut::Batches, options.samples.div_ceil(SAMPLE_BATCH)),
        };
        let tables = outcomes.filter(|_| options.conditions).map(|o| 0..o);
        let mut analysis = Analysis {
            table: table.clone(),
            chain: chain.clone(),
            options: options.clone(),
            quick: Quick::new(table, chain, options.seats),
            tally: Tally::new(n, options.seats, tables, weighted),
            pending,
            values,
            thresholds,
            outcomes,
            cut,
            walk_parts,
            handed: 0,
            absorbed: 0,
            early: BTreeMap::new(),
            walked: false,
            searches: None,
            conditions: Vec::new(),
            queue: Vec::new(),
            out: 0,
        };
        if walk_parts == 0 {
            analysis.end_walk();
        }
        Ok(analysis)
    }

    /// Up to `at_most` parts that can run now, in order. None while the results of parts handed
    /// out are needed before more can start (the end of the walk, the end of a search pass),
    /// and none once only [`Analysis::finish`] is left ([`Analysis::ready`]).
    pub fn parts(&mut self, at_most: usize) -> Vec<Part> {
        if !self.walked {
            let to = self
                .walk_parts
                .min(self.handed.saturating_add(at_most as u64));
            let parts = (self.handed..to).map(|part| Part::Walk { part }).collect();
            self.handed = to;
            return parts;
        }
        if self.queue.is_empty()
            && self.out == 0
            && let Some(searches) = &mut self.searches
        {
            let pass = searches.next();
            let tally = &self.tally;
            self.queue = pass
                .into_iter()
                .rev()
                .map(|(search, share)| {
                    let (place, seen) = searches.seen(search, tally);
                    Part::Search {
                        search,
                        share,
                        place,
                        seen: seen.to_vec(),
                    }
                })
                .collect();
        }
        let take = at_most.min(self.queue.len());
        self.out += take;
        let from = self.queue.len() - take;
        self.queue.drain(from..).rev().collect()
    }

    /// Whether the run is worth sharing between workers: more than one part of enumeration,
    /// or sampling (a run of one part, with its conditions, takes milliseconds on one).
    pub fn worth_sharing(&self) -> bool {
        self.outcomes.is_none() || self.walk_parts > 1
    }

    /// Every outcome is enumerated (else samples are drawn, and a batch is only worth running
    /// once the batches before it have not reached the precision).
    pub fn exact(&self) -> bool {
        self.outcomes.is_some()
    }

    /// Whether every part is done and absorbed: [`Analysis::finish`] is next.
    pub fn ready(&self) -> bool {
        self.walked && self.queue.is_empty() && self.searches.as_ref().is_none_or(Searches::over)
    }

    /// Runs `part`. Only reads the analysis: parts run side by side on as many threads as the
    /// caller has. `on_progress` hears of a walk part as of the whole walk (its outcomes or
    /// samples counted from the part's start) and can stop it ([`ErrorKind::Cancelled`]).
    pub fn run(&self, part: &Part, on_progress: OnProgress<'_>) -> Result<Done, Error> {
        let what = match part {
            &Part::Walk { part: k } => What::Tally(self.walk(k, on_progress)?),
            Part::Search {
                search,
                share,
                place,
                seen,
            } => What::Found(search::run(
                &self.quick,
                &self.pending,
                &self.values,
                (*search).min(2 * self.table.len().max(1) - 1),
                (*place, seen),
                *share,
            )),
            Part::Condition { bits, .. } => {
                let words = self.outcomes.map_or(0, |o| o.div_ceil(64) as usize);
                if bits.len() != words {
                    return Err(ErrorKind::Cancelled.into());
                }
                let table = cover::Table {
                    vars: self.pending.len(),
                    base: self.values.len() as u8,
                    bits,
                };
                What::Condition(cover::condition(&table, &self.options.limits))
            }
        };
        Ok(Done {
            key: part.key(),
            what,
        })
    }

    fn walk(&self, k: u64, on_progress: OnProgress<'_>) -> Result<Tally, Error> {
        let n = self.table.len();
        let (range, first, total) = match (self.cut, self.outcomes) {
            (Cut::Gray { size }, Some(o)) => {
                let from = k * size;
                // The indices a run of the Gray code covers: its high bits fixed, the low free.
                let at = (from ^ from >> 1) & !(size - 1);
                (at..at + size, from, o)
            }
            (Cut::Prefix { fixed }, Some(o)) => {
                let size = o / (self.values.len() as u64).pow(fixed as u32);
                (k * size..(k + 1) * size, k * size, o)
            }
            _ => (0..0, k * SAMPLE_BATCH, self.options.samples),
        };
        let tables = (self.outcomes.is_some() && self.options.conditions).then(|| range.clone());
        let weighted = self.tally.weighted;
        let mut walk = Walk {
            quick: self.quick.clone(),
            pending: &self.pending,
            values: &self.values,
            odds: if self.outcomes.is_some() {
                self.thresholds.weights.clone()
            } else {
                None
            },
            tally: Tally::new(n, self.options.seats, tables, weighted),
            current: vec![0; self.pending.len()],
            visited: first,
            total,
            on_progress,
            stopped: false,
        };
        match self.cut {
            Cut::Gray { size } => walk.gray(k * size, (k + 1) * size),
            Cut::Prefix { fixed } => walk.dfs_part(k, fixed),
            Cut::Batches => {
                let len = SAMPLE_BATCH.min(self.options.samples - k * SAMPLE_BATCH);
                walk.sample(len, batch_seed(self.options.seed, k), &self.thresholds.cuts);
            }
        }
        if walk.stopped {
            return Err(ErrorKind::Cancelled.into());
        }
        Ok(walk.tally)
    }

    /// Takes in what a part found, in any order.
    pub fn absorb(&mut self, done: Done) {
        match (done.key, done.what) {
            (Key::Walk(part), What::Tally(tally)) => {
                if self.walked {
                    // A batch after the precision was reached.
                    return;
                }
                self.early.insert(part, tally);
                while let Some(tally) = self.early.remove(&self.absorbed) {
                    self.tally.absorb(tally);
                    self.absorbed += 1;
                    let precise = matches!(self.cut, Cut::Batches)
                        && self
                            .options
                            .precision
                            .is_some_and(|target| self.tally.precision() <= target);
                    if precise || self.absorbed == self.walk_parts {
                        self.end_walk();
                        break;
                    }
                }
            }
            (Key::Search(search), What::Found(found)) => {
                self.out = self.out.saturating_sub(1);
                if let Some(s) = &mut self.searches {
                    s.absorb(search, found);
                }
            }
            (Key::Condition(target), What::Condition(condition)) => {
                self.out = self.out.saturating_sub(1);
                if let Some(slot) = self.conditions.get_mut(target) {
                    *slot = Some(condition);
                }
            }
            _ => {}
        }
    }

    fn end_walk(&mut self) {
        self.walked = true;
        self.early.clear();
        if self.outcomes.is_some() && self.options.conditions {
            // Each player's title, and seat when the league has a seat line.
            let seat = self.options.seats.is_some_and(|s| s >= 1);
            let n = self.table.len();
            self.conditions = vec![None; 2 * n];
            self.queue = (0..2 * n)
                .rev()
                .filter(|t| t % 2 == 0 || seat)
                .map(|target| Part::Condition {
                    target,
                    bits: self.tally.bits.get(target).cloned().unwrap_or_default(),
                })
                .collect();
        }
        if self.outcomes.is_none() {
            // Every search starts from the outcome sampling saw give its place.
            self.searches = Some(Searches::new(
                self.table.len(),
                0,
                self.options.search_budget,
            ));
        }
    }

    /// Where the run is: outcomes or samples absorbed, or the search budget spent.
    pub fn progress(&self) -> Progress {
        if self.walked && !self.conditions.is_empty() {
            let left = (self.queue.len() + self.out) as u64;
            let done = self.conditions.iter().filter(|c| c.is_some()).count() as u64;
            return Progress {
                phase: Phase::Conditions,
                done,
                total: done + left,
            };
        }
        match &self.searches {
            Some(s) => s.progress(),
            None => {
                let (phase, done, total) = match (self.cut, self.outcomes) {
                    (Cut::Batches, _) => (Phase::Sampling, self.tally.count, self.options.samples),
                    (_, o) => (Phase::Enumerating, self.tally.count, o.unwrap_or(0)),
                };
                Progress { phase, done, total }
            }
        }
    }

    /// The answer, once [`Analysis::ready`].
    pub fn finish(self) -> Result<WhatIf, Error> {
        if !self.ready() {
            return Err(ErrorKind::Cancelled.into());
        }
        let Analysis {
            chain,
            options,
            pending,
            values,
            outcomes,
            mut tally,
            searches,
            conditions,
            ..
        } = self;
        let n = tally.n;
        let base = values.len() as u64;
        let method = match outcomes {
            Some(outcomes) => {
                tally.finish(base, pending.len());
                Method::Exact { outcomes }
            }
            None => Method::Sampled {
                samples: tally.count,
                seed: options.seed,
                precision: tally.precision(),
            },
        };
        let exact = outcomes.is_some();
        let search = searches.as_ref().map(|s| {
            let (spent, stopped) = s.work();
            SearchWork {
                budget: options.search_budget,
                spent,
                stopped,
            }
        });
        let extremes = match searches {
            Some(s) => Some(s.into_found().ok_or(ErrorKind::Cancelled)?),
            None => None,
        };
        let mut players = Vec::with_capacity(n);
        let monotone = monotone(&chain);
        for p in 0..n {
            let (best, worst) = match &extremes {
                None => (
                    extreme(tally.best[p].0, true, &tally.best[p].1, &values),
                    extreme(tally.worst[p].0, true, &tally.worst[p].1, &values),
                ),
                Some(found) => {
                    let (b, w) = &found[p];
                    (
                        extreme(b.place, b.exact && monotone, &b.outcome, &values),
                        extreme(w.place, w.exact && monotone, &w.outcome, &values),
                    )
                }
            };
            let places = tally.places(p);
            let title = tally.target(p, 1, &best, &worst, exact);
            let seat = options
                .seats
                .filter(|&s| s >= 1)
                .map(|s| tally.target(p, s, &best, &worst, exact));
            players.push(Outlook {
                player: p,
                best,
                worst,
                places,
                title,
                seat,
            });
        }
        let mut conditions = conditions.into_iter();
        for o in &mut players {
            o.title.condition = conditions.next().flatten();
            let seat = conditions.next().flatten();
            if let Some(target) = &mut o.seat {
                target.condition = seat;
            }
        }
        Ok(WhatIf {
            pending,
            results: values,
            method,
            search,
            players,
        })
    }
}

/// Words of a truth table as one string of 16 hexadecimal digits each: a million outcomes'
/// table is 262 KB of text, read back in one pass (as JSON numbers it would be about twice
/// that, and slower to read). Written here: a few lines, not worth a dependency.
mod hex_words {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    const DIGITS: &[u8; 16] = b"0123456789abcdef";

    pub fn serialize<S: Serializer>(words: &[u64], s: S) -> Result<S::Ok, S::Error> {
        let mut text = Vec::with_capacity(16 * words.len());
        for w in words {
            for k in (0..16).rev() {
                text.push(DIGITS[(w >> (4 * k) & 15) as usize]);
            }
        }
        s.serialize_str(std::str::from_utf8(&text).unwrap_or_default())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u64>, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        let bad = || D::Error::custom("truth table words");
        if text.len() % 16 != 0 {
            return Err(bad());
        }
        text.as_bytes()
            .chunks(16)
            .map(|c| {
                c.iter().try_fold(0u64, |w, &b| {
                    let v = match b {
                        b'0'..=b'9' => b - b'0',
                        b'a'..=b'f' => b - b'a' + 10,
                        _ => return Err(bad()),
                    };
                    Ok(w << 4 | u64::from(v))
                })
            })
            .collect()
    }
}

/// A [`Tally`] as it travels: histogram cells that are not empty, floats as their bits.
#[derive(Serialize, Deserialize)]
struct TallyWire {
    n: usize,
    seats: Option<u32>,
    weighted: bool,
    /// `(cell, weight bits)`, weighted tallies only.
    hist: Vec<(u32, u64)>,
    counts: Vec<(u32, u64)>,
    total: u64,
    count: u64,
    best: Vec<(u32, Vec<u8>)>,
    worst: Vec<(u32, Vec<u8>)>,
    best_at: Vec<u64>,
    worst_at: Vec<u64>,
    offset: usize,
    bits: Vec<Words>,
}

#[derive(Serialize, Deserialize)]
struct Words(#[serde(with = "hex_words")] Vec<u64>);

impl Serialize for Tally {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let cells = |f: &dyn Fn(usize) -> u64| -> Vec<(u32, u64)> {
            (0..self.count_hist.len())
                .filter(|&h| self.count_hist[h] != 0)
                .map(|h| (h as u32, f(h)))
                .collect()
        };
        TallyWire {
            n: self.n,
            seats: self.seats,
            weighted: self.weighted,
            hist: if self.weighted {
                cells(&|h| self.hist[h].to_bits())
            } else {
                Vec::new()
            },
            counts: cells(&|h| self.count_hist[h]),
            total: self.total.to_bits(),
            count: self.count,
            best: self.best.clone(),
            worst: self.worst.clone(),
            best_at: self.best_at.clone(),
            worst_at: self.worst_at.clone(),
            offset: self.offset,
            bits: self.bits.iter().map(|b| Words(b.clone())).collect(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Tally {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tally, D::Error> {
        use serde::de::Error as _;
        let w = TallyWire::deserialize(d)?;
        let bad = || D::Error::custom("tally");
        let n = w.n;
        if n > super::MAX_PLAYERS
            || [
                w.best.len(),
                w.worst.len(),
                w.best_at.len(),
                w.worst_at.len(),
            ]
            .iter()
            .any(|&l| l != n)
            || !(w.bits.is_empty() || w.bits.len() == 2 * n)
        {
            return Err(bad());
        }
        let cells = n * n * n;
        let mut hist = vec![0.0; cells];
        let mut count_hist = vec![0; cells];
        for (h, bits) in w.hist {
            *hist.get_mut(h as usize).ok_or_else(bad)? = f64::from_bits(bits);
        }
        for (h, c) in w.counts {
            *count_hist.get_mut(h as usize).ok_or_else(bad)? = c;
        }
        let word = vec![0; w.bits.len()];
        Ok(Tally {
            n,
            seats: w.seats,
            weighted: w.weighted,
            hist,
            count_hist,
            total: f64::from_bits(w.total),
            count: w.count,
            best: w.best,
            worst: w.worst,
            best_at: w.best_at,
            worst_at: w.worst_at,
            bits: w.bits.into_iter().map(|b| b.0).collect(),
            offset: w.offset,
            word,
        })
    }
}

impl crate::engine::outcomes::Parted for Analysis {
    type Part = Part;
    type Done = Done;
    type Progress = Progress;
    type Answer = WhatIf;

    fn parts(&mut self, at_most: usize) -> Vec<Part> {
        Analysis::parts(self, at_most)
    }

    /// Every part at once, but for sample batches.
    fn all_at_once(&self, first: &Part) -> bool {
        self.exact() || !matches!(first, Part::Walk { .. })
    }

    fn worth_sharing(&self) -> bool {
        Analysis::worth_sharing(self)
    }

    fn run(&self, part: &Part) -> Result<Done, Error> {
        Analysis::run(self, part, &mut |_| true)
    }

    fn absorb(&mut self, done: Done) {
        Analysis::absorb(self, done);
    }

    fn progress(&self) -> Progress {
        Analysis::progress(self)
    }

    fn ready(&self) -> bool {
        Analysis::ready(self)
    }

    fn finish(self) -> Result<WhatIf, Error> {
        Analysis::finish(self)
    }
}
