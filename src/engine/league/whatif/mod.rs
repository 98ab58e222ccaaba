//! What-if: every outcome of the pending games, and what each player needs.
//!
//! Before the last rounds, the pending games of a [`Crosstable`] are the unknowns. [`analyse`]
//! works out, for every player, under the full rule chain:
//!
//! - the best and worst possible place ([`Extreme`]), each backed by a concrete outcome of the
//!   pending games that the user can load into the table. A place that needs a playoff counts as
//!   its range: the best place is the smallest `place`, the worst the largest `place_to`;
//! - the probability of each place, with every pending game 50/50 (or three ways with draws, or
//!   with the caller's [`Odds`] per game). A range of `k` places counts `1/k` for each;
//! - for the title (place 1) and a seat (the top `seats`), a [`Target`]: the probability that the
//!   rules themselves put the player there (`place_to <= k`), apart from the probability that the
//!   place is left to a playoff (or shared across the line, under a sharing policy:
//!   `place <= k < place_to`); whether it is clinched (holds in every outcome) or out of reach
//!   (eliminated: not even a playoff in any outcome); and the [`cover::Condition`]: the fewest
//!   conjunctions of game results that hold exactly where the target does.
//!
//! **How.** When the outcomes number at most [`Options::exact_limit`], a depth-first walk over
//! the pending games visits every one, changing one game at a time in a [`Quick`] ranker, and
//! every figure is exact. Beyond that limit, probabilities come from Monte Carlo sampling
//! ([`Method::Sampled`], with a 95 % Wilson interval), while best and worst places (and so the
//! clinched and eliminated flags) stay exact through a branch-and-bound search (`search.rs`); a
//! search that runs out of its node budget says so (`Extreme::exact == false`).
//!
//! Pseudo-randomness is a seeded generator ([`Options::seed`]): the same input gives the same
//! answer, and the engine reads no clock and no entropy. Probabilities are `f64`; scores stay
//! exact quarter points. Recorded playoffs are not used: with games still pending they cannot
//! have been played.
//!
//! Long runs report [`Progress`] to a callback that can stop them ([`ErrorKind::Cancelled`]).

pub mod cover;
mod parts;
pub mod quick;
mod search;

use serde::{Deserialize, Serialize};

use crate::engine::outcomes::reach;
pub use crate::engine::rng::Rng;
pub use parts::{Analysis, Done, PART_OUTCOMES, Part};
pub use quick::{Place, Quick, Result3};

use crate::engine::league::chain::RuleChain;
use crate::engine::league::criteria::Criterion;
use crate::engine::league::table::{Crosstable, Outcome};
use crate::error::{Error, ErrorKind};

/// The largest league what-if analyses.
pub const MAX_PLAYERS: usize = 64;

/// What to compute, and how hard to try.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The top `seats` places keep their seat.
    pub seats: Option<u32>,
    /// Each pending game can also be drawn (three outcomes instead of two).
    pub draws: bool,
    /// The chance of each result of each pending game, in the order of [`pending_games`];
    /// `None`: every result equally likely.
    pub odds: Option<Vec<Odds>>,
    /// Enumerate every outcome when there are at most this many; sample beyond.
    pub exact_limit: u64,
    /// Monte Carlo samples when the outcomes are too many to enumerate: the most drawn when
    /// `precision` is set, else exactly this many.
    pub samples: u64,
    /// Sampling stops, at a whole batch ([`SAMPLE_BATCH`]), once every probability reported
    /// (each place, the title and the seat, and their playoffs) is known to within this at
    /// 95 % (the larger side of its Wilson interval: 0.005 is ±0.5 percentage points), or at
    /// `samples`. `None`: exactly `samples`.
    pub precision: Option<f64>,
    /// The seed of the sampler.
    pub seed: u64,
    /// How long a condition may be before it is summarised.
    pub limits: cover::Limits,
    /// Search nodes allowed for every best and worst place together (each search gets an even
    /// share of what the searches before it left, and at least enough to reach one outcome); a
    /// search out of its share gives up its proof (`Extreme::exact == false`).
    pub search_budget: u64,
    /// Work out the conditions (exact runs only); without them an exact run is faster.
    pub conditions: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            seats: None,
            draws: false,
            odds: None,
            exact_limit: 1 << 22,
            samples: 1_000_000,
            precision: Some(0.005),
            seed: 0x486f_7368_6974_6f72,
            limits: cover::Limits {
                max_terms: 8,
                max_exact_vars: 12,
            },
            search_budget: 8_000_000,
            conditions: true,
        }
    }
}

/// The chances of one pending game's results. Each must be finite and non-negative; they are
/// scaled to sum to 1 (`draw` is ignored unless [`Options::draws`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    pub a: f64,
    pub draw: f64,
    pub b: f64,
}

/// A game still to be played: `game` is its index in [`Crosstable::games`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingGame {
    pub game: usize,
    pub a: usize,
    pub b: usize,
    pub round: Option<u32>,
    /// Which meeting of the pair it is (0 in a single round robin): how many games of the
    /// pair that take a meeting come before it.
    #[serde(default)]
    pub meeting: usize,
}

/// Everything [`analyse`] found. Players in table order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WhatIf {
    pub pending: Vec<PendingGame>,
    /// The results a pending game can take, in the order the conditions' values index.
    pub results: Vec<Result3>,
    pub method: Method,
    /// The best/worst searches' work, when sampled (`None` when every outcome was ranked).
    #[serde(default)]
    pub search: Option<SearchWork>,
    pub players: Vec<Outlook>,
}

/// What the best/worst searches spent of [`Options::search_budget`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchWork {
    /// The budget, in search nodes (a ranking through `rank` counts a node per game of the
    /// table, a bound one per 32 games it reads).
    pub budget: u64,
    /// Nodes spent, by every search together: at most the budget and one step more per search.
    pub spent: u64,
    /// A search ran out of its share: its place (marked not exact) is the best found.
    pub stopped: bool,
}

/// How the probabilities were found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Method {
    /// Every one of `outcomes` outcomes was ranked.
    Exact { outcomes: u64 },
    /// `samples` outcomes were drawn at random (seed `seed`) out of `results^pending`; every
    /// probability reported is within `precision` of the truth at 95 % (the largest side of
    /// their Wilson intervals).
    Sampled {
        samples: u64,
        seed: u64,
        precision: f64,
    },
}

/// One player's prospects.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outlook {
    pub player: usize,
    pub best: Extreme,
    pub worst: Extreme,
    /// `places[k]`: the probability of place `k + 1`.
    pub places: Vec<f64>,
    pub title: Target,
    /// `None` when the league has no seat line.
    pub seat: Option<Target>,
}

/// The best or worst place and an outcome that gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Extreme {
    pub place: u32,
    /// Proven: by enumeration, or by a search that finished.
    pub exact: bool,
    /// One result per pending game (in [`WhatIf::pending`] order) under which it happens.
    pub outcome: Vec<Result3>,
}

/// Finishing in the top `places` (1: the title; `seats`: a seat).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Target {
    pub places: u32,
    /// The rules put the player there (`place_to <= places`).
    pub probability: f64,
    /// The player's range straddles the line (`place <= places < place_to`): a playoff decides,
    /// or, under a sharing policy, the place is shared across it.
    pub playoff_probability: f64,
    /// 95 % Wilson intervals of the two, when sampled.
    pub interval: Option<[f64; 2]>,
    pub playoff_interval: Option<[f64; 2]>,
    /// Outcomes (or samples) where it holds, and where it is left to a playoff.
    pub holds: u64,
    pub open: u64,
    /// Holds in every outcome.
    pub clinched: bool,
    /// Holds in none and cannot even reach a playoff.
    pub eliminated: bool,
    /// Exactly when it holds, over the pending games (variables in [`WhatIf::pending`] order,
    /// values indexing [`WhatIf::results`]). `None` when sampled (the flags still say whether it
    /// always or never holds).
    pub condition: Option<cover::Condition>,
}

/// Where a long computation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub phase: Phase,
    pub done: u64,
    pub total: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Enumerating,
    Searching,
    Sampling,
    Conditions,
}

/// The pending games of `table`, in file order: the variables of every condition.
pub fn pending_games(table: &Crosstable) -> Vec<PendingGame> {
    table
        .games()
        .iter()
        .enumerate()
        .filter(|(_, g)| g.outcome == Outcome::Pending)
        .map(|(k, g)| PendingGame {
            game: k,
            a: g.a,
            b: g.b,
            round: g.round,
            meeting: table.games()[..k]
                .iter()
                .filter(|h| h.outcome.is_meeting())
                .filter(|h| (h.a, h.b) == (g.a, g.b) || (h.a, h.b) == (g.b, g.a))
                .count(),
        })
        .collect()
}

/// The results a pending game can take.
pub fn results(draws: bool) -> Vec<Result3> {
    if draws {
        vec![Result3::A, Result3::Draw, Result3::B]
    } else {
        vec![Result3::A, Result3::B]
    }
}

/// Where a run reports progress; returning `false` stops it with [`ErrorKind::Cancelled`].
pub type OnProgress<'a> = &'a mut dyn FnMut(Progress) -> bool;

/// See the module documentation.
pub fn analyse(
    table: &Crosstable,
    chain: &RuleChain,
    options: &Options,
    on_progress: OnProgress<'_>,
) -> Result<WhatIf, Error> {
    let mut analysis = Analysis::new(table, chain, options)?;
    while let Some(part) = analysis.parts(1).pop() {
        let done = analysis.run(&part, &mut *on_progress)?;
        analysis.absorb(done);
        if !matches!(part, Part::Walk { .. }) && !on_progress(analysis.progress()) {
            return Err(ErrorKind::Cancelled.into());
        }
    }
    analysis.finish()
}

/// Only the best and worst place of every player, exact by the bounded search (no
/// probabilities): what the page shows at once while [`analyse`] runs. Chains whose first
/// criterion is neither points nor wins cannot be searched; their places come from
/// [`Options::samples`] samples and are marked inexact.
pub fn extremes(
    table: &Crosstable,
    chain: &RuleChain,
    options: &Options,
    on_progress: OnProgress<'_>,
) -> Result<Vec<(Extreme, Extreme)>, Error> {
    let n = table.len();
    let (pending, values, thresholds) = prepare(table, chain, options)?;
    let monotone = monotone(chain);
    let samples = if monotone { 0 } else { options.samples.max(1) };
    let mut walk = Walk {
        quick: Quick::new(table, chain, options.seats),
        pending: &pending,
        values: &values,
        odds: None,
        tally: Tally::new(n, options.seats, None, false),
        current: vec![0; pending.len()],
        visited: 0,
        total: samples,
        on_progress,
        stopped: false,
    };
    walk.sample(samples, options.seed, &thresholds.cuts);
    if walk.stopped {
        return Err(ErrorKind::Cancelled.into());
    }
    let Walk {
        quick,
        tally,
        on_progress,
        ..
    } = walk;
    let found = search::extremes(
        &quick,
        &pending,
        &values,
        &tally,
        options.search_budget,
        on_progress,
    )
    .ok_or(ErrorKind::Cancelled)?;
    Ok(found
        .iter()
        .map(|(b, w)| {
            (
                extreme(b.place, b.exact && monotone, &b.outcome, &values),
                extreme(w.place, w.exact && monotone, &w.outcome, &values),
            )
        })
        .collect())
}

/// An [`Extreme`] from a place and the value indices of the outcome giving it.
fn extreme(place: u32, exact: bool, outcome: &[u8], values: &[Result3]) -> Extreme {
    Extreme {
        place,
        exact,
        outcome: outcome.iter().map(|&v| values[v as usize]).collect(),
    }
}

/// Refuses leagues larger than [`MAX_PLAYERS`] and empty chains: what every what-if entry
/// point (and the rule lab's season simulation) checks first.
pub(crate) fn check(table: &Crosstable, chain: &RuleChain) -> Result<(), Error> {
    let n = table.len();
    if n > MAX_PLAYERS {
        return Err(ErrorKind::WhatIfTooLarge {
            players: n,
            max: MAX_PLAYERS,
        }
        .into());
    }
    if chain.criteria.is_empty() {
        return Err(ErrorKind::EmptyChain.into());
    }
    Ok(())
}

/// Checks the input both entry points share and works out the variables: the pending games,
/// the results each can take, and their odds.
fn prepare(
    table: &Crosstable,
    chain: &RuleChain,
    options: &Options,
) -> Result<(Vec<PendingGame>, Vec<Result3>, Thresholds), Error> {
    check(table, chain)?;
    let pending = pending_games(table);
    let values = results(options.draws);
    let thresholds = thresholds(&pending, &values, options)?;
    Ok((pending, values, thresholds))
}

/// Whether more of `criteria[0]` never places a player lower: then a player's own better result
/// never costs him a place, which the bounded search relies on.
fn monotone(chain: &RuleChain) -> bool {
    matches!(
        chain.criteria.first(),
        Some(Criterion::Points | Criterion::Wins | Criterion::DirectEncounter)
    )
}

struct Thresholds {
    /// Per pending game, the probability of each value (`None`: uniform, weight 1 per outcome).
    weights: Option<Vec<[f64; 3]>>,
    /// Per pending game, cumulative cut points on `u64` for sampling (`None`: uniform).
    cuts: Option<Vec<[u64; 2]>>,
}

fn thresholds(
    pending: &[PendingGame],
    values: &[Result3],
    options: &Options,
) -> Result<Thresholds, Error> {
    let Some(odds) = &options.odds else {
        return Ok(Thresholds {
            weights: None,
            cuts: None,
        });
    };
    if odds.len() != pending.len() {
        return Err(ErrorKind::InvalidOdds {
            count: odds.len(),
            pending: pending.len(),
            game: None,
        }
        .into());
    }
    let mut weights = Vec::with_capacity(odds.len());
    let mut cuts = Vec::with_capacity(odds.len());
    for (k, o) in odds.iter().enumerate() {
        let draw = if options.draws { o.draw } else { 0.0 };
        let ok = |x: f64| x.is_finite() && x >= 0.0;
        let sum = o.a + draw + o.b;
        if !(ok(o.a) && ok(draw) && ok(o.b)) || sum <= 0.0 {
            return Err(Error::new(ErrorKind::InvalidOdds {
                count: odds.len(),
                pending: pending.len(),
                game: Some(k),
            })
            .with_path(format!("odds[{k}]")));
        }
        let (a, d, b) = (o.a / sum, draw / sum, o.b / sum);
        let w = if values.len() == 3 {
            [a, d, b]
        } else {
            [a, b, 0.0]
        };
        weights.push(w);
        let scale = |x: f64| -> u64 {
            if x >= 1.0 {
                u64::MAX
            } else {
                (x * 18_446_744_073_709_551_616.0) as u64
            }
        };
        let first = scale(w[0]);
        let second = if values.len() == 3 {
            scale(w[0] + w[1])
        } else {
            u64::MAX
        };
        cuts.push([first, second]);
    }
    Ok(Thresholds {
        weights: Some(weights),
        cuts: Some(cuts),
    })
}

/// What the walk over outcomes accumulates. Per outcome and player it only adds to one cell
/// of a histogram of `(place, place_to)` and, when enumerating with conditions, sets the
/// player's title and seat bits; the targets' probabilities are sums over the histogram.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tally {
    n: usize,
    seats: Option<u32>,
    /// `hist[(p * n + place - 1) * n + place_to - 1]`: weight of outcomes placing `p` there
    /// (kept only when `weighted`; otherwise every outcome weighs 1 and `count_hist` is all),
    /// and `count_hist` their number.
    weighted: bool,
    hist: Vec<f64>,
    count_hist: Vec<u64>,
    total: f64,
    count: u64,
    /// Best (smallest `place`) and worst (largest `place_to`) seen, with the values giving it.
    pub(crate) best: Vec<(u32, Vec<u8>)>,
    pub(crate) worst: Vec<(u32, Vec<u8>)>,
    /// Outcome indices of the best and worst places found by the enumeration.
    best_at: Vec<u64>,
    worst_at: Vec<u64>,
    /// `bits[2 * p + t]`: truth table of target `t` (0 title, 1 seat) of player `p`, over the
    /// outcomes in index order, from word `offset` on (a part's tally holds its own words);
    /// empty without conditions.
    bits: Vec<Vec<u64>>,
    offset: usize,
    /// The same, for the 64 outcomes being visited, written out every 64.
    word: Vec<u64>,
}

impl Tally {
    /// A tally for `n` players; `tables`: the outcome indices whose truth tables are wanted.
    fn new(
        n: usize,
        seats: Option<u32>,
        tables: Option<std::ops::Range<u64>>,
        weighted: bool,
    ) -> Tally {
        let offset = tables.as_ref().map_or(0, |r| (r.start / 64) as usize);
        let words = tables
            .as_ref()
            .map_or(0, |r| r.end.div_ceil(64) as usize - offset);
        let count = if tables.is_some() { 2 * n } else { 0 };
        Tally {
            n,
            seats,
            weighted,
            hist: vec![0.0; n * n * n],
            count_hist: vec![0; n * n * n],
            total: 0.0,
            count: 0,
            best: vec![(u32::MAX, Vec::new()); n],
            worst: vec![(0, Vec::new()); n],
            best_at: vec![0; n],
            worst_at: vec![0; n],
            bits: vec![vec![0; words]; count],
            offset,
            word: vec![0; count],
        }
    }

    /// Moves the truth tables out: every table's words, one table after another.
    fn take_words(&mut self) -> Vec<u64> {
        let words = self.bits.concat();
        self.bits.clear();
        self.word.clear();
        words
    }

    /// Puts back the tables [`Tally::take_words`] took: `false` when `words` cannot be
    /// `2 n` tables of equal length.
    fn put_words(&mut self, words: Vec<u64>) -> bool {
        if words.is_empty() {
            return true;
        }
        let tables = 2 * self.n;
        if tables == 0 || words.len() % tables != 0 || !self.bits.is_empty() {
            return false;
        }
        self.bits = words
            .chunks_exact(words.len() / tables)
            .map(<[u64]>::to_vec)
            .collect();
        self.word = vec![0; tables];
        true
    }

    /// Adds the tally of the part that comes next in visiting order: sums add up, and a best or
    /// worst place replaces this one's only when strictly better (the first seen stays).
    fn absorb(&mut self, other: Tally) {
        if self.weighted {
            for (h, w) in self.hist.iter_mut().zip(&other.hist) {
                *h += w;
            }
        }
        for (h, c) in self.count_hist.iter_mut().zip(&other.count_hist) {
            *h += c;
        }
        self.total += other.total;
        self.count += other.count;
        for p in 0..self.n {
            if other.best[p].0 < self.best[p].0 {
                self.best[p].clone_from(&other.best[p]);
                self.best_at[p] = other.best_at[p];
            }
            if other.worst[p].0 > self.worst[p].0 {
                self.worst[p].clone_from(&other.worst[p]);
                self.worst_at[p] = other.worst_at[p];
            }
        }
        let shift = other.offset.saturating_sub(self.offset);
        for (mine, theirs) in self.bits.iter_mut().zip(&other.bits) {
            for (w, t) in mine.iter_mut().skip(shift).zip(theirs) {
                *w |= t;
            }
        }
    }

    /// Records the outcome `index`, the `seq`-th the enumeration visits. Each aligned run of 64
    /// visits must cover the 64 outcomes of one word of the truth tables: true of index order
    /// (`seq == index`) and of the binary reflected Gray code (`index == seq ^ seq >> 1`).
    #[inline]
    fn leaf(&mut self, places: &[Place], weight: f64, index: u64, seq: u64) {
        // Every outcome passes here, a million times for 20 games: one pass per array, each
        // zipped so that no index is checked.
        let n = self.n;
        let cell =
            |p: usize, pl: &Place| (p * n + pl.place as usize - 1) * n + pl.place_to as usize - 1;
        if self.weighted {
            for (p, pl) in places.iter().enumerate() {
                if let Some(h) = self.hist.get_mut(cell(p, pl)) {
                    *h += weight;
                }
            }
        }
        for (p, pl) in places.iter().enumerate() {
            if let Some(c) = self.count_hist.get_mut(cell(p, pl)) {
                *c += 1;
            }
        }
        let extremes = places
            .iter()
            .zip(self.best.iter_mut().zip(&mut self.best_at))
            .zip(self.worst.iter_mut().zip(&mut self.worst_at));
        for ((pl, (best, best_at)), (worst, worst_at)) in extremes {
            if pl.place < best.0 {
                best.0 = pl.place;
                *best_at = index;
            }
            if pl.place_to > worst.0 {
                worst.0 = pl.place_to;
                *worst_at = index;
            }
        }
        self.total += weight;
        self.count += 1;
        if !self.word.is_empty() {
            let bit = index & 63;
            let seats = self.seats.unwrap_or(0);
            for (words, pl) in self.word.chunks_exact_mut(2).zip(places) {
                words[0] |= u64::from(pl.place_to <= 1) << bit;
                words[1] |= u64::from(pl.place_to <= seats) << bit;
            }
            if seq & 63 == 63 {
                self.write_words(index);
            }
        }
    }

    /// Writes the words of the 64 outcomes ending with `index` into the truth tables.
    fn write_words(&mut self, index: u64) {
        let at = (index / 64) as usize - self.offset;
        for (table, word) in self.bits.iter_mut().zip(&mut self.word) {
            if let Some(w) = table.get_mut(at) {
                *w = *word;
            }
            *word = 0;
        }
    }

    /// Ends a part whose last outcome visited is `index`, the `seq`-th: writes the words of a
    /// last run shorter than 64.
    fn flush(&mut self, index: u64, seq: u64) {
        if seq & 63 != 63 && !self.word.is_empty() {
            self.write_words(index);
        }
    }

    /// Ends an enumeration over `m` games with `base` results each: the outcomes of the best and
    /// worst places.
    fn finish(&mut self, base: u64, m: usize) {
        let decode = |mut index: u64| -> Vec<u8> {
            (0..m)
                .map(|_| {
                    let v = (index % base) as u8;
                    index /= base;
                    v
                })
                .collect()
        };
        for p in 0..self.n {
            self.best[p].1 = decode(self.best_at[p]);
            self.worst[p].1 = decode(self.worst_at[p]);
        }
    }

    /// Records a sampled outcome, `current` its values (worked out only when a best or worst
    /// place is new: rarely).
    #[inline]
    fn add(&mut self, places: &[Place], weight: f64, current: &dyn Fn() -> Vec<u8>) {
        let n = self.n;
        self.total += weight;
        self.count += 1;
        for (p, pl) in places.iter().enumerate() {
            let h = (p * n + pl.place as usize - 1) * n + pl.place_to as usize - 1;
            if self.weighted {
                self.hist[h] += weight;
            }
            self.count_hist[h] += 1;
            if pl.place < self.best[p].0 {
                self.best[p] = (pl.place, current());
            }
            if pl.place_to > self.worst[p].0 {
                self.worst[p] = (pl.place_to, current());
            }
        }
    }

    /// The weight of histogram cell `h`.
    fn weight(&self, h: usize) -> f64 {
        if self.weighted {
            self.hist[h]
        } else {
            self.count_hist[h] as f64
        }
    }

    fn total_weight(&self) -> f64 {
        if self.weighted {
            self.total
        } else {
            self.count as f64
        }
    }

    fn places(&self, p: usize) -> Vec<f64> {
        let n = self.n;
        let mut out = vec![0.0; n];
        let total = self.total_weight();
        if total <= 0.0 {
            return out;
        }
        for from in 0..n {
            for to in from..n {
                let w = self.weight((p * n + from) * n + to);
                if w != 0.0 {
                    let share = w / (to - from + 1) as f64 / total;
                    for slot in &mut out[from..=to] {
                        *slot += share;
                    }
                }
            }
        }
        out
    }

    /// How well the samples pin every probability reported down: the largest [`reach`] of
    /// each player's place probabilities, title and seat, and their playoffs (1 before any
    /// sample).
    fn precision(&self) -> f64 {
        if self.count == 0 {
            return 1.0;
        }
        let n = self.count as f64;
        let total = self.count as f64;
        let mut worst: f64 = 0.0;
        for p in 0..self.n {
            for q in self.places(p) {
                worst = worst.max(reach(q, n));
            }
            let lines = [Some(1), self.seats].into_iter().flatten();
            for k in lines {
                let (_, [holds, open]) = self.sums(p, k);
                worst = worst
                    .max(reach(holds as f64 / total, n))
                    .max(reach(open as f64 / total, n));
            }
        }
        worst
    }

    /// Player `p`'s weight and count of outcomes where the top `k` places hold for them
    /// (`place_to <= k`), and where a playoff or sharing decides it (`place <= k < place_to`).
    fn sums(&self, p: usize, k: u32) -> ([f64; 2], [u64; 2]) {
        let n = self.n;
        let k = k as usize;
        let (mut weight, mut count) = ([0.0; 2], [0; 2]);
        for from in 0..n.min(k) {
            for to in from..n {
                let h = (p * n + from) * n + to;
                let side = usize::from(to >= k);
                weight[side] += self.weight(h);
                count[side] += self.count_hist[h];
            }
        }
        (weight, count)
    }

    fn target(
        &self,
        p: usize,
        places: u32,
        best: &Extreme,
        worst: &Extreme,
        exact: bool,
    ) -> Target {
        let total = self.total_weight();
        let total = if total > 0.0 { total } else { 1.0 };
        let ([holds, open], [holds_count, open_count]) = self.sums(p, places);
        let clinched = worst.exact && worst.place <= places;
        let eliminated = best.exact && best.place > places;
        let interval = (!exact).then(|| wilson(holds_count, self.count));
        let playoff_interval = (!exact).then(|| wilson(open_count, self.count));
        Target {
            places,
            probability: holds / total,
            playoff_probability: open / total,
            interval,
            playoff_interval,
            holds: holds_count,
            open: open_count,
            clinched,
            eliminated,
            condition: None,
        }
    }
}

/// Samples are drawn in batches of this many when sampling stops at a precision: the
/// stopping point does not depend on anything but the input and the seed.
pub const SAMPLE_BATCH: u64 = 8192;

/// The 95 % Wilson score interval of `k` successes in `n` trials.
fn wilson(k: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    // At k = 0 or k = n the bound is exactly 0 or 1, which rounding would miss.
    let lo = if k == 0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let hi = if k as f64 == n {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    [lo, hi]
}

struct Walk<'a, 'p> {
    quick: Quick,
    pending: &'a [PendingGame],
    values: &'a [Result3],
    odds: Option<Vec<[f64; 3]>>,
    tally: Tally,
    current: Vec<u8>,
    visited: u64,
    total: u64,
    on_progress: OnProgress<'p>,
    stopped: bool,
}

/// Leaves between two progress reports.
const REPORT_EVERY: u64 = 1 << 16;

impl Walk<'_, '_> {
    /// Visits every outcome of pending games `0..k`, the others being set. The outcome's index is
    /// `Σ value_g · base^g`.
    fn dfs(&mut self, k: usize, index: u64, weight: f64) {
        if self.stopped {
            return;
        }
        if k == 0 {
            let places = self.quick.rank();
            self.tally.leaf(places, weight, index, index);
            self.tick(Phase::Enumerating);
            return;
        }
        let g = k - 1;
        let PendingGame { a, b, .. } = self.pending[g];
        let base = self.values.len() as u64;
        if g == 0 {
            // The last game: its outcomes are leaves, each reached by switching the result.
            let mut last = None;
            for (v, &r) in self.values.iter().enumerate() {
                match last {
                    None => self.quick.play(a, b, r),
                    Some(from) => self.quick.switch(a, b, from, r),
                }
                last = Some(r);
                let w = match &self.odds {
                    Some(odds) => weight * odds[g][v],
                    None => weight,
                };
                self.current[g] = v as u8;
                let places = self.quick.rank();
                let index = index * base + v as u64;
                self.tally.leaf(places, w, index, index);
                self.tick(Phase::Enumerating);
            }
            if let Some(r) = last {
                self.quick.unplay(a, b, r);
            }
            return;
        }
        for v in 0..self.values.len() {
            let r = self.values[v];
            let w = match &self.odds {
                Some(odds) => weight * odds[g][v],
                None => weight,
            };
            self.current[g] = v as u8;
            self.quick.play(a, b, r);
            self.dfs(g, index * base + v as u64, w);
            self.quick.unplay(a, b, r);
        }
    }

    /// Visits the outcomes of two-result games with equal odds in Gray-code order, the
    /// `from`-th to the one before the `to`-th: each outcome differs from the one before in one
    /// game, so the ranker re-resolves as little as possible. The outcome visited `seq`-th is
    /// `seq ^ seq >> 1` (bit `g`: game `g`'s value).
    fn gray(&mut self, from: u64, to: u64) {
        let pairs: Vec<(usize, usize)> = self.pending.iter().map(|g| (g.a, g.b)).collect();
        let mut index = from ^ from >> 1;
        for (g, &(a, b)) in pairs.iter().enumerate() {
            let v = (index >> g & 1) as u8;
            self.quick.play(a, b, self.values[usize::from(v)]);
            self.current[g] = v;
        }
        for seq in from..to {
            if seq > from {
                let g = seq.trailing_zeros() as usize;
                let (a, b) = pairs[g];
                let from = self.values[usize::from(self.current[g])];
                self.current[g] ^= 1;
                let to = self.values[usize::from(self.current[g])];
                self.quick.switch(a, b, from, to);
                index ^= 1 << g;
            }
            let places = self.quick.rank();
            self.tally.leaf(places, 1.0, index, seq);
            self.tick(Phase::Enumerating);
            if self.stopped {
                break;
            }
        }
        if to > from {
            self.tally.flush(index, to - 1);
        }
        for (g, &(a, b)) in pairs.iter().enumerate() {
            self.quick
                .unplay(a, b, self.values[usize::from(self.current[g])]);
        }
    }

    /// Visits every outcome whose last `fixed` games take the values of `prefix` (its base
    /// `values.len()` digits, the last game's the highest), depth first over the others: the
    /// outcomes `prefix * base^(m - fixed)` to the one before `(prefix + 1) * base^(m - fixed)`.
    fn dfs_part(&mut self, prefix: u64, fixed: usize) {
        let m = self.pending.len();
        let base = self.values.len() as u64;
        let free = m - fixed;
        let mut weight = 1.0;
        let mut played = Vec::with_capacity(fixed);
        for g in (free..m).rev() {
            let v = (prefix / base.pow((g - free) as u32) % base) as usize;
            if let Some(odds) = &self.odds {
                weight *= odds[g][v];
            }
            let PendingGame { a, b, .. } = self.pending[g];
            self.quick.play(a, b, self.values[v]);
            self.current[g] = v as u8;
            played.push((a, b, self.values[v]));
        }
        self.dfs(free, prefix, weight);
        let last = (prefix + 1) * base.pow(free as u32) - 1;
        self.tally.flush(last, last);
        for (a, b, r) in played {
            self.quick.unplay(a, b, r);
        }
    }

    fn tick(&mut self, phase: Phase) {
        self.visited += 1;
        if self.visited % REPORT_EVERY == 0 {
            let progress = Progress {
                phase,
                done: self.visited,
                total: self.total,
            };
            if !(self.on_progress)(progress) {
                self.stopped = true;
            }
        }
    }

    /// Draws `samples` outcomes. Consecutive draws share about half their results, so each
    /// game is played once and then only switched to the next draw's result; at the end the
    /// games are taken back.
    fn sample(&mut self, samples: u64, seed: u64, cuts: &Option<Vec<[u64; 2]>>) {
        let mut rng = Rng::new(seed);
        let m = self.pending.len();
        let three = self.values.len() == 3;
        let last = self.values.len() as u8 - 1;
        let pairs: Vec<(usize, usize)> = self.pending.iter().map(|g| (g.a, g.b)).collect();
        let mut next = vec![0u8; m];
        for (g, &(a, b)) in pairs.iter().enumerate() {
            self.quick.play(a, b, self.values[0]);
            self.current[g] = 0;
        }
        // At even odds a draw changes half the games (two thirds with three results), so
        // nearly every player; with odds from ratings it may change few.
        if cuts.is_none() {
            self.quick.always_from_scratch();
        }
        // Two results, even odds: one random bit per game, set all at once.
        let flips = (!three && cuts.is_none())
            .then(|| self.quick.flips(&pairs))
            .flatten();
        // The flipped draw's games, bit g for game g: decoded into `current` only when an
        // outcome is kept (a new best or worst place) and at the end.
        let mut flipped: Option<u128> = None;
        for _ in 0..samples {
            if let Some(flips) = &flips {
                let x = u128::from(rng.next_u64())
                    | if m > 64 {
                        u128::from(rng.next_u64()) << 64
                    } else {
                        0
                    };
                let x = if m == 128 { x } else { x & ((1u128 << m) - 1) };
                self.quick.set_flips(flips, flipped.unwrap_or(0), x);
                flipped = Some(x);
            } else {
                match cuts {
                    Some(cuts) => {
                        for (v, cut) in next.iter_mut().zip(cuts) {
                            let x = rng.next_u64();
                            *v = if x < cut[0] {
                                0
                            } else if three && x < cut[1] {
                                1
                            } else {
                                last
                            };
                        }
                    }
                    None if three => next.iter_mut().for_each(|v| *v = rng.below3()),
                    None => {
                        for chunk in next.chunks_mut(64) {
                            let bits = rng.next_u64();
                            for (k, v) in chunk.iter_mut().enumerate() {
                                *v = (bits >> k & 1) as u8;
                            }
                        }
                    }
                }
                for ((&(a, b), from), &to) in pairs.iter().zip(&mut self.current).zip(&next) {
                    let (f, t) = (self.values[*from as usize], self.values[to as usize]);
                    self.quick.switch(a, b, f, t);
                    *from = to;
                }
            }
            let places = self.quick.rank();
            let current = &self.current;
            let values = || match flipped {
                Some(x) => (0..m).map(|g| (x >> g & 1) as u8).collect(),
                None => current.clone(),
            };
            self.tally.add(places, 1.0, &values);
            self.tick(Phase::Sampling);
            if self.stopped {
                break;
            }
        }
        if let Some(x) = flipped {
            for (g, v) in self.current.iter_mut().enumerate() {
                *v = (x >> g & 1) as u8;
            }
        }
        for (g, &(a, b)) in pairs.iter().enumerate() {
            self.quick
                .unplay(a, b, self.values[self.current[g] as usize]);
        }
    }
}
