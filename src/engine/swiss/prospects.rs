//! What-if for the last round(s) of a Swiss event.
//!
//! The played rounds are an [`Event`]; the [`Upcoming`] rounds hold each player's record with
//! the pairings and byes already made and the games' results still open. Each outcome of those
//! games (won by white, won by black, and drawn when draws are possible) completes the event,
//! which is ranked under the list ([`super::places`]: a criterion is worked out only for the
//! players still tied when it applies), and the answer counts where each player finishes.
//!
//! **Rounds not paired yet** ([`ToPair`], two rounds to play): each outcome then pairs them in
//! turn as the director would, on its own results before them ([`pairing::pair`], with the
//! event's request; the lots the file gives, else drawn from the outcome's generator), and
//! plays their games. The outcomes are counted when the lots are given and they are few
//! enough, else drawn; the best and worst places are then those seen (no search: changing one
//! game would change the pairing after it).
//!
//! **Which outcomes.** With at most [`Options::limit`] outcomes, every one is counted, and
//! every figure is exact. Beyond, outcomes are drawn at random, each equally likely, in batches
//! of [`SAMPLE_BATCH`] from seeds fixed by [`Options::seed`] and the batch's number; sampling
//! stops at the first whole batch after which every share the answer reports (each place, and
//! the first `seats` places) is known to within [`Options::precision`] at 95 % (the larger side
//! of its Wilson interval), or at [`Options::samples`]. The answer says the precision reached.
//!
//! **Best and worst.** Counted exactly, they are the best and worst places of all outcomes.
//! Sampled, each is the better of the places seen and of a search for that player
//! ([`Analysis`]'s extreme parts): one outcome built for the purpose (for the best place, the
//! player wins and the players who could otherwise catch them lose; for the worst, the
//! reverse), then single games changed while that helps, within [`Options::search_budget`]
//! rankings in all. A place is proven ([`Prospect::best_exact`]) when it meets the bound the
//! first criterion gives: when the list starts with a score that counts only the player's own
//! results (points, match points, wins, McMahon score), nobody can finish above a player who has
//! more in every outcome, nor below one who has less.
//!
//! **Parts.** As for round robins, [`Analysis`] cuts the work into parts fixed by the input:
//! the batches, and the players' searches in groups. Parts run read-only and in any order;
//! [`Analysis::absorb`] takes their results in any order and uses the batches in their order,
//! so the answer does not depend on how many threads or workers ran them. [`analyse`] runs them
//! one at a time.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::criteria::{Base, Code, Edition};
use super::pairing;
use super::{Colour, Event, Kind, Round, places};
use crate::engine::Score;
use crate::engine::outcomes::{Parted, batch_seed, reach, run_all};
use crate::engine::rng::Rng;
use crate::error::{Error, ErrorKind};

/// The rounds after the played ones: those paired but not played, then those still to pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upcoming {
    /// `records[p][k]`: player `p`'s record of upcoming round `k`; a game's `kind` is a
    /// placeholder that each outcome sets.
    pub records: Vec<Vec<Round>>,
    /// The games to play: (upcoming round, white, black).
    pub games: Vec<(usize, usize, usize)>,
    /// The rounds after those, in order, not paired yet: each outcome pairs them.
    pub to_pair: Vec<ToPair>,
    /// A team event's matches of the upcoming rounds (their records are in `records`, the
    /// match's result a placeholder): the boards played and those still open. Each outcome plays
    /// the open boards (won by home, by away, or drawn), the match's result following from the
    /// game points.
    pub matches: Vec<UpcomingMatch>,
    /// A team event's byes in the upcoming rounds that give game points (upcoming round,
    /// team, the game points, and the points per board when they spread over the boards).
    pub team_byes: Vec<(usize, usize, Score, Vec<Score>)>,
}

/// A team match of an upcoming round: (upcoming round, home, away) and each board's points,
/// home's first, `None` for a board still to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UpcomingMatch {
    pub round: usize,
    pub home: usize,
    pub away: usize,
    pub boards: Vec<Option<(Score, Score)>>,
}

/// A round not paired yet. Each outcome pairs it as the director would, on the results before
/// it ([`pairing::pair`]; with rematches allowed when no pairing exists without, the director's
/// usual way out), the higher player of each pair taking white, then plays its games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToPair {
    /// Who is paired, the system, the clubs. Empty `lots`: each outcome draws its own, since
    /// the director has not drawn them yet ([`pairing::lots`] from the outcome's generator).
    pub request: pairing::Request,
    /// Each player's record of the round when not present (a bye entered beforehand, or
    /// absent); ignored for the players present.
    pub absent: Vec<Round>,
}

/// What [`analyse`] is asked.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Options {
    /// Games can be drawn (three results a game instead of two).
    pub draws: bool,
    /// The most outcomes to go through one by one.
    pub limit: u64,
    /// The most outcomes to draw when there are more than `limit`.
    pub samples: u64,
    /// Stop drawing once every share reported is known to within this at 95 % (0.005: ±0.5
    /// percentage points); `None`: draw exactly `samples`.
    pub precision: Option<f64>,
    /// The first `seats` places: their share is reported, so sampling pins it down too.
    pub seats: Option<usize>,
    pub seed: u64,
    /// Rankings the best and worst searches may spend, all players together (each player
    /// gets at least the outcome built for it); 0: no search, the places seen.
    pub search_budget: u64,
    /// The work the rounds paired for each outcome ([`ToPair`]) may take, all outcomes
    /// together, in players present times rounds before (what building a round's pairing order
    /// reads): the outcomes drawn or counted are at most this over one outcome's work, and at
    /// least one. An answer cut short by it says so ([`Prospects::pairing`]).
    #[serde(default = "default_pairing_budget")]
    pub pairing_budget: u64,
}

/// [`Options::pairing_budget`]'s default: on one core of the development machine, about 0.8 s
/// of pairing for a 4-player event (0.1 µs a unit), about 4 s for 500 players (0.5 µs a unit:
/// each pairing's matching weighs more there).
pub const PAIRING_BUDGET: u64 = 8_000_000;

fn default_pairing_budget() -> u64 {
    PAIRING_BUDGET
}

impl Default for Options {
    fn default() -> Options {
        Options {
            draws: false,
            limit: 1 << 16,
            samples: 1_000_000,
            precision: Some(0.005),
            seats: None,
            seed: 1,
            search_budget: 4096,
            pairing_budget: PAIRING_BUDGET,
        }
    }
}

/// Outcomes drawn per batch: the precision is checked after each.
pub const SAMPLE_BATCH: u64 = 1024;
/// Outcomes counted per part of an exact count.
pub const PART_OUTCOMES: u64 = 4096;
/// Players whose best and worst one search part looks for.
const SEARCH_PLAYERS: usize = 16;

/// One player's prospects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prospect {
    pub best: usize,
    pub worst: usize,
    /// `best` is the best place of every outcome (all were counted, or it meets the bound).
    pub best_exact: bool,
    pub worst_exact: bool,
    /// `places[k]`: the outcomes that put the player in place `k + 1` (a shared place counts
    /// as its first place).
    pub places: Vec<u64>,
}

/// The answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prospects {
    /// Every outcome was ranked (else: `outcomes` were sampled).
    pub exact: bool,
    pub outcomes: u64,
    /// The games still to play in the rounds paired.
    pub games: usize,
    /// The rounds after those, paired for each outcome ([`ToPair`]).
    #[serde(default)]
    pub rounds_to_pair: usize,
    /// Sampled: every share reported is within this of the truth at 95 %.
    pub precision: Option<f64>,
    /// The work of the rounds paired for each outcome, when there are any.
    #[serde(default)]
    pub pairing: Option<PairingWork>,
    pub players: Vec<Prospect>,
}

/// What pairing the rounds not paired yet took of [`Options::pairing_budget`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingWork {
    pub budget: u64,
    /// One outcome's work: the sum over the rounds to pair of the players present times the
    /// rounds before.
    pub per_outcome: u64,
    /// The work of the outcomes counted: at most the budget (or one outcome's work).
    pub spent: u64,
    /// The budget ended the run: fewer outcomes than `--samples` were drawn (or sampled
    /// instead of all counted), and the precision asked was not reached.
    pub stopped: bool,
}

/// How far an [`Analysis`] has got ([`Analysis::progress`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Outcomes counted so far.
    pub outcomes: u64,
    /// All outcomes, when every one is counted; `None` when they are drawn.
    pub total: Option<u64>,
    /// Drawn: the precision of the shares over the outcomes so far (as [`Prospects::precision`]).
    pub precision: Option<f64>,
    /// Players whose best and worst searches are in, of `searches`.
    pub searched: usize,
    /// Players to search for (0 when every outcome is counted or there is no search).
    pub searches: usize,
}

/// A piece of an [`Analysis`]: a batch of outcomes (counted or drawn), or the searches for the
/// best and worst places of players `from..to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Part {
    Batch(u64),
    Search { from: usize, to: usize },
}

/// A part's result, for [`Analysis::absorb`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Done {
    pub part: Part,
    what: What,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum What {
    Counts(Counts),
    /// (best, worst) found per player of the part.
    Found(Vec<(usize, usize)>),
}

/// Places counted over some outcomes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Counts {
    outcomes: u64,
    /// `places[p * n + k]`.
    places: Vec<u64>,
    best: Vec<usize>,
    worst: Vec<usize>,
}

impl Counts {
    fn new(n: usize) -> Counts {
        Counts {
            outcomes: 0,
            places: vec![0; n * n],
            best: vec![usize::MAX; n],
            worst: vec![0; n],
        }
    }

    fn add(&mut self, other: &Counts) {
        self.outcomes += other.outcomes;
        for (a, b) in self.places.iter_mut().zip(&other.places) {
            *a += b;
        }
        for (a, &b) in self.best.iter_mut().zip(&other.best) {
            *a = (*a).min(b);
        }
        for (a, &b) in self.worst.iter_mut().zip(&other.worst) {
            *a = (*a).max(b);
        }
    }

    /// How well the outcomes pin every share reported down (see [`Options::precision`]).
    fn precision(&self, seats: Option<usize>) -> f64 {
        let n = self.best.len();
        if self.outcomes == 0 {
            return 1.0;
        }
        let total = self.outcomes as f64;
        let mut worst = reach(0.0, total);
        for p in 0..n {
            let row = &self.places[p * n..(p + 1) * n];
            for &c in row.iter().filter(|&&c| c > 0) {
                worst = worst.max(reach(c as f64 / total, total));
            }
            if let Some(k) = seats {
                let top: u64 = row.iter().take(k).sum();
                worst = worst.max(reach(top as f64 / total, total));
            }
        }
        worst
    }
}

/// A Swiss what-if cut into parts (see the module documentation).
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The played rounds and the upcoming ones, the games' results to be set.
    event: Event,
    /// The results to play: (round in `event`, white, black), a game; or a board of a team
    /// match, (round, home, away), the board in `boards`.
    games: Vec<(usize, usize, usize)>,
    /// `boards[g]`: the board `games[g]` is (`None`: a game of an individual event).
    boards: Vec<Option<usize>>,
    to_pair: Vec<ToPair>,
    codes: Vec<Code>,
    edition: Edition,
    options: Options,
    base: u64,
    /// The number of outcomes when they are all counted.
    total: Option<u64>,
    batches: u64,
    /// Parts handed out: the next batch, and the next player to search for.
    next_batch: u64,
    next_search: usize,
    /// Batches done but not yet used (an earlier one is still out).
    waiting: BTreeMap<u64, Counts>,
    used: u64,
    counts: Counts,
    /// Sampling reached its precision (or its most samples) at batch `used`.
    settled: bool,
    /// Each player's proven bounds: no better than `bounds[p].0`, no worse than `.1`.
    bounds: Vec<(usize, usize)>,
    found: Vec<Option<(usize, usize)>>,
    /// Each player's points before the games to play (in quarters), and games to play.
    before: Vec<(i64, i64)>,
    /// The outcomes to draw at most: [`Options::samples`], or fewer when the pairing budget
    /// allows fewer.
    samples: u64,
    /// One outcome's pairing work ([`PairingWork::per_outcome`]); 0 with no round to pair.
    per_outcome: u64,
}

/// Goes through the outcomes of `upcoming`'s games (see the module documentation).
pub fn analyse(
    event: &Event,
    upcoming: &Upcoming,
    codes: &[Code],
    edition: Edition,
    options: &Options,
) -> Result<Prospects, Error> {
    run_all(Analysis::new(event, upcoming, codes, edition, options)?)
}

impl Analysis {
    /// Checks `upcoming` against `event` (every game a pairing both players' records name) and
    /// prepares the parts.
    pub fn new(
        event: &Event,
        upcoming: &Upcoming,
        codes: &[Code],
        edition: Edition,
        options: &Options,
    ) -> Result<Analysis, Error> {
        let n = event.players();
        let played = event.rounds();
        let records: Vec<Vec<Round>> = (0..n)
            .map(|p| {
                let mut r = event.records(p).to_vec();
                r.extend(upcoming.records.get(p).into_iter().flatten().copied());
                r
            })
            .collect();
        let mut complete = event.with_records(records)?;
        let wrong = |r: usize, w: usize, b: usize| {
            let name = |p: usize| (p < n).then(|| event.entrant(p).name.clone());
            Error::new(ErrorKind::SwissPairing {
                name: name(w).unwrap_or_default(),
                round: r as u32 + 1,
                opponent: name(b),
            })
        };
        let mut games = Vec::with_capacity(upcoming.games.len());
        let mut boards = Vec::with_capacity(upcoming.games.len());
        let mut test = complete.clone();
        for &(k, w, b) in &upcoming.games {
            let r = played + k;
            if !test.set_game(r, w, b, Kind::Win) {
                return Err(wrong(r, w, b));
            }
            games.push((r, w, b));
            boards.push(None);
        }
        if let Some(team) = event.team() {
            complete = with_upcoming_team(complete, team, upcoming, played)?;
            for m in &upcoming.matches {
                let r = played + m.round;
                for (k, board) in m.boards.iter().enumerate() {
                    // Played boards as they were, open ones drawn until an outcome plays them.
                    let points = board.unwrap_or((Score::DRAW, Score::DRAW));
                    if !complete.set_board(r, m.home, m.away, k, points) {
                        return Err(wrong(r, m.home, m.away));
                    }
                    if board.is_none() {
                        games.push((r, m.home, m.away));
                        boards.push(Some(k));
                    }
                }
            }
        }
        let base = if options.draws { 3u64 } else { 2 };
        // A round paired per outcome has a game per pair of the players present; its outcomes
        // can be listed one by one when the file gives its lots (else they are drawn).
        let later: usize = upcoming
            .to_pair
            .iter()
            .map(|r| r.request.present.iter().filter(|&&p| p).count() / 2)
            .sum();
        let lots_given = upcoming.to_pair.iter().all(|r| r.request.lots.len() == n);
        // Pairing a round reads every player present's rounds before it.
        let per_outcome: u64 = upcoming
            .to_pair
            .iter()
            .enumerate()
            .map(|(k, r)| {
                let present = r.request.present.iter().filter(|&&p| p).count() as u64;
                present * (complete.rounds() + k + 1) as u64
            })
            .sum();
        let affordable = options
            .pairing_budget
            .checked_div(per_outcome)
            .unwrap_or(u64::MAX)
            .max(1);
        let total = u32::try_from(games.len() + later)
            .ok()
            .and_then(|g| base.checked_pow(g))
            .filter(|&t| t <= options.limit && lots_given && t <= affordable);
        let samples = options.samples.min(affordable);
        let batches = match total {
            Some(t) => t.div_ceil(PART_OUTCOMES),
            None => samples.div_ceil(SAMPLE_BATCH),
        };
        let mut analysis = Analysis {
            event: complete,
            games,
            boards,
            to_pair: upcoming.to_pair.clone(),
            codes: codes.to_vec(),
            edition,
            options: *options,
            base,
            total,
            batches,
            next_batch: 0,
            next_search: n,
            waiting: BTreeMap::new(),
            used: 0,
            counts: Counts::new(n),
            settled: false,
            bounds: vec![(1, n); n],
            found: vec![None; n],
            before: Vec::new(),
            samples,
            per_outcome,
        };
        analysis.bounds = analysis.bounds();
        analysis.before = analysis.before();
        if analysis.searching() {
            analysis.next_search = 0;
        }
        Ok(analysis)
    }

    /// Whether best and worst places are searched for: when outcomes are drawn, with a budget,
    /// and no round is paired per outcome (the searches change single games of the rounds
    /// paired; a round paired per outcome would pair differently, so its places are those
    /// seen).
    fn searching(&self) -> bool {
        self.total.is_none() && self.options.search_budget > 0 && self.to_pair.is_empty()
    }

    /// Up to `at_most` parts to run next (none once the answer is ready). Batches come first,
    /// then the searches; a batch past the precision is not offered once it is known.
    pub fn parts(&mut self, at_most: usize) -> Vec<Part> {
        let n = self.event.players();
        let mut out = Vec::new();
        while out.len() < at_most {
            if !self.settled && self.next_batch < self.batches {
                out.push(Part::Batch(self.next_batch));
                self.next_batch += 1;
            } else if self.next_search < n {
                let to = (self.next_search + SEARCH_PLAYERS).min(n);
                out.push(Part::Search {
                    from: self.next_search,
                    to,
                });
                self.next_search = to;
            } else {
                break;
            }
        }
        out
    }

    /// Every outcome is counted (no sampling, no search).
    pub fn exact(&self) -> bool {
        self.total.is_some()
    }

    /// Runs one part; reads only.
    pub fn run(&self, part: Part) -> Result<Done, Error> {
        let what = match part {
            Part::Batch(b) => What::Counts(self.batch(b)?),
            Part::Search { from, to } => What::Found(
                (from..to.min(self.event.players()))
                    .map(|p| (self.search(p, true), self.search(p, false)))
                    .collect(),
            ),
        };
        Ok(Done { part, what })
    }

    /// Takes a part's result, in any order; one that is not a part of this analysis is
    /// ignored.
    pub fn absorb(&mut self, done: Done) {
        match (done.part, done.what) {
            // A batch of another analysis (other players) is not this one's.
            (Part::Batch(b), What::Counts(c))
                if b >= self.used
                    && !self.settled
                    && c.places.len() == self.counts.places.len() =>
            {
                self.waiting.insert(b, c);
                while let Some(c) = self.waiting.remove(&self.used) {
                    self.counts.add(&c);
                    self.used += 1;
                    let precise = self.total.is_none()
                        && self
                            .options
                            .precision
                            .is_some_and(|e| self.counts.precision(self.options.seats) <= e);
                    if precise || self.used == self.batches {
                        self.settled = true;
                        self.waiting.clear();
                        break;
                    }
                }
            }
            (Part::Search { from, .. }, What::Found(found)) => {
                for (k, f) in found.into_iter().enumerate() {
                    if let Some(slot) = self.found.get_mut(from + k) {
                        *slot = Some(f);
                    }
                }
            }
            _ => {}
        }
    }

    /// How far the parts absorbed so far have got.
    pub fn progress(&self) -> Progress {
        let searching = self.searching();
        Progress {
            outcomes: self.counts.outcomes,
            total: self.total,
            precision: (self.total.is_none() && self.counts.outcomes > 0)
                .then(|| self.counts.precision(self.options.seats)),
            searched: if searching {
                self.found.iter().filter(|f| f.is_some()).count()
            } else {
                0
            },
            searches: if searching { self.found.len() } else { 0 },
        }
    }

    /// Every part needed has been absorbed.
    pub fn ready(&self) -> bool {
        self.settled && (!self.searching() || self.found.iter().all(Option::is_some))
    }

    /// The answer.
    pub fn finish(self) -> Prospects {
        let n = self.event.players();
        let exact = self.total.is_some();
        let players = (0..n)
            .map(|p| {
                let (mut best, mut worst) = (self.counts.best[p], self.counts.worst[p]);
                if let Some((b, w)) = self.found[p] {
                    best = best.min(b);
                    worst = worst.max(w);
                }
                Prospect {
                    best,
                    worst,
                    best_exact: exact || best == self.bounds[p].0,
                    worst_exact: exact || worst == self.bounds[p].1,
                    places: self.counts.places[p * n..(p + 1) * n].to_vec(),
                }
            })
            .collect();
        let precision = (!exact).then(|| self.counts.precision(self.options.seats));
        let pairing = (!self.to_pair.is_empty()).then(|| {
            let spent = self.counts.outcomes * self.per_outcome;
            let reached = self
                .options
                .precision
                .zip(precision)
                .is_some_and(|(asked, got)| got <= asked);
            // Cut short: outcomes drawn up to what the budget allows, short of what was asked.
            let cut = !exact
                && self.samples < self.options.samples
                && self.counts.outcomes >= self.samples
                && !reached;
            PairingWork {
                budget: self.options.pairing_budget,
                per_outcome: self.per_outcome,
                spent,
                stopped: cut,
            }
        });
        Prospects {
            exact,
            outcomes: self.counts.outcomes,
            games: self.games.len(),
            rounds_to_pair: self.to_pair.len(),
            precision,
            pairing,
            players,
        }
    }

    /// Sets game `g` to result `d`: 0 white wins, 1 black wins, 2 drawn (a team match's
    /// board: home wins it, away wins it, drawn).
    fn set(&self, event: &mut Event, g: usize, d: u64) {
        let (r, w, b) = self.games[g];
        if let Some(k) = self.boards[g] {
            let points = match d {
                0 => (Score::WIN, Score::ZERO),
                1 => (Score::ZERO, Score::WIN),
                _ => (Score::DRAW, Score::DRAW),
            };
            event.set_board(r, w, b, k, points);
            return;
        }
        let kind = match d {
            0 => Kind::Win,
            1 => Kind::Loss,
            _ => Kind::Draw,
        };
        event.set_game(r, w, b, kind);
    }

    /// Counts batch `b`'s outcomes.
    fn batch(&self, b: u64) -> Result<Counts, Error> {
        let n = self.event.players();
        let mut counts = Counts::new(n);
        let mut event = self.event.clone();
        let (first, len) = match self.total {
            Some(t) => (
                b * PART_OUTCOMES,
                PART_OUTCOMES.min(t.saturating_sub(b * PART_OUTCOMES)),
            ),
            None => (
                0,
                SAMPLE_BATCH.min(self.samples.saturating_sub(b * SAMPLE_BATCH)),
            ),
        };
        let mut rng = Rng::new(batch_seed(self.options.seed, b));
        let exact = self.total.is_some();
        for k in first..first + len {
            // The outcome's results, a digit each: counted, the outcome's number in base
            // `base` (the rounds paired first, then each pair of the rounds to pair, in
            // order); drawn, from the batch's generator.
            let mut code = k;
            let mut digit = |rng: &mut Rng| {
                if exact {
                    let d = code % self.base;
                    code /= self.base;
                    d
                } else {
                    rng.next_u64() % self.base
                }
            };
            for g in 0..self.games.len() {
                let d = digit(&mut rng);
                self.set(&mut event, g, d);
            }
            let paired;
            let end = if self.to_pair.is_empty() {
                &event
            } else {
                paired = self.pair_rest(&event, &mut rng, &mut digit)?;
                &paired
            };
            counts.outcomes += 1;
            for (p, (place, _)) in places(end, &self.codes, self.edition)
                .into_iter()
                .enumerate()
            {
                counts.places[p * n + place - 1] += 1;
                counts.best[p] = counts.best[p].min(place);
                counts.worst[p] = counts.worst[p].max(place);
            }
        }
        Ok(counts)
    }

    /// `event` with the rounds to pair paired one after another and their games played: the
    /// lots, when not given, drawn from `rng`, and each game's result from `digit` (0 white
    /// wins, 1 black wins, 2 drawn).
    fn pair_rest(
        &self,
        event: &Event,
        rng: &mut Rng,
        digit: &mut dyn FnMut(&mut Rng) -> u64,
    ) -> Result<Event, Error> {
        let n = event.players();
        let mut event = event.clone();
        for round in &self.to_pair {
            let r = event.rounds();
            let mut request = round.request.clone();
            if request.lots.len() != n {
                request.lots = pairing::lots(rng.next_u64(), r, n);
            }
            let paired = match pairing::pair(&event, &request) {
                Ok(p) => p,
                Err(_) => {
                    request.rematches = true;
                    pairing::pair(&event, &request).map_err(|no| {
                        Error::new(ErrorKind::PairingImpossible {
                            round: r as u32 + 1,
                            players: no
                                .involved
                                .iter()
                                .map(|&p| event.entrant(p).name.clone())
                                .collect(),
                        })
                    })?
                }
            };
            let mut next: Vec<Round> = (0..n)
                .map(|p| {
                    round
                        .absent
                        .get(p)
                        .copied()
                        .unwrap_or(Round::bye(Kind::Absent))
                })
                .collect();
            for pair in &paired.pairs {
                let kind = match digit(rng) {
                    0 => Kind::Win,
                    1 => Kind::Loss,
                    _ => Kind::Draw,
                };
                next[pair.high] = Round {
                    kind,
                    ..pairing(pair.low, Colour::White)
                };
                next[pair.low] = Round {
                    kind: kind.mirror().unwrap_or(kind),
                    ..pairing(pair.high, Colour::Black)
                };
            }
            if let Some(bye) = &paired.bye {
                next[bye.player] = Round::bye(Kind::PairingBye);
            }
            let records = (0..n)
                .map(|p| {
                    let mut row = event.records(p).to_vec();
                    row.push(next[p]);
                    row
                })
                .collect();
            event = event.with_records(records)?;
        }
        Ok(event)
    }

    /// The first criterion's value of every player when they win, lose and draw all their
    /// games to play, when it counts only the player's own results; `None` otherwise.
    fn score_range(&self) -> Option<Vec<[i64; 3]>> {
        let first = *self.codes.first()?;
        let own = matches!(
            first.base,
            Base::Points | Base::MatchPoints | Base::Nbw | Base::Mms | Base::Wins
        );
        if !own || first.low > 0 || first.high > 0 {
            return None;
        }
        let n = self.event.players();
        let mut event = self.event.clone();
        let mut out = Vec::with_capacity(n);
        for p in 0..n {
            let mut ends = [0; 3];
            // Digits: 0 white (home) wins, 1 black (away) wins, 2 drawn.
            for (slot, [as_white, as_black]) in ends.iter_mut().zip([[0, 1], [1, 0], [2, 2]]) {
                for (g, &(_, w, b)) in self.games.iter().enumerate() {
                    if w == p {
                        self.set(&mut event, g, as_white);
                    } else if b == p {
                        self.set(&mut event, g, as_black);
                    }
                }
                *slot = super::criteria::value(&event, first, self.edition, p)?.key();
            }
            out.push(ends);
        }
        Some(out)
    }

    /// Each player's proven bounds from [`Analysis::score_range`] (else 1 and n): the players
    /// ahead on the first criterion in every outcome, and those who can be level or ahead in
    /// some. When every player has at most one game to play, each game is counted at its own
    /// best (or worst) for the player, which is then exact: the games are independent.
    fn bounds(&self) -> Vec<(usize, usize)> {
        let n = self.event.players();
        let range = self.score_range().filter(|_| self.to_pair.is_empty());
        let Some(range) = range else {
            return vec![(1, n); n];
        };
        let mut games_of = vec![0usize; n];
        for &(_, w, b) in &self.games {
            games_of[w] += 1;
            games_of[b] += 1;
        }
        // A team match with several boards open is not one result (its boards are apart).
        let one_each = games_of.iter().all(|&g| g <= 1);
        let lo = |q: usize| range[q].iter().copied().min().unwrap_or(0);
        let hi = |q: usize| range[q].iter().copied().max().unwrap_or(0);
        // A game's results as (white's value, black's value).
        let results = |w: usize, b: usize| {
            let mut r = vec![(range[w][0], range[b][1]), (range[w][1], range[b][0])];
            if self.options.draws {
                r.push((range[w][2], range[b][2]));
            }
            r
        };
        (0..n)
            .map(|p| {
                let (mine_lo, mine_hi) = (lo(p), hi(p));
                let ahead = |q: usize| lo(q) > mine_hi;
                let level = |q: usize| hi(q) >= mine_lo;
                let mut above = (0..n).filter(|&q| q != p && ahead(q)).count();
                let mut maybe = (0..n).filter(|&q| q != p && level(q)).count();
                if one_each {
                    // A game between two others gives one result: both cannot win it.
                    for &(_, w, b) in &self.games {
                        if w == p || b == p {
                            continue;
                        }
                        let count = |(vw, vb): (i64, i64), at: &dyn Fn(i64) -> bool| {
                            usize::from(at(vw)) + usize::from(at(vb))
                        };
                        let fewest = results(w, b)
                            .into_iter()
                            .map(|r| count(r, &|v| v > mine_hi))
                            .min()
                            .unwrap_or(0);
                        above = above + fewest - usize::from(ahead(w)) - usize::from(ahead(b));
                        let most = results(w, b)
                            .into_iter()
                            .map(|r| count(r, &|v| v >= mine_lo))
                            .max()
                            .unwrap_or(0);
                        maybe = maybe + most - usize::from(level(w)) - usize::from(level(b));
                    }
                }
                (1 + above, 1 + maybe)
            })
            .collect()
    }

    /// Player `p`'s place in the outcome `results` (a digit per game).
    fn place_of(&self, event: &mut Event, results: &[u64], p: usize) -> usize {
        for (g, &d) in results.iter().enumerate() {
            self.set(event, g, d);
        }
        places(event, &self.codes, self.edition)[p].0
    }

    /// A search for player `p`'s best (`best`) or worst place: an outcome built for it, then
    /// single games changed while that helps, within the player's share of the budget.
    fn search(&self, p: usize, best: bool) -> usize {
        let n = self.event.players();
        let bound = if best {
            self.bounds[p].0
        } else {
            self.bounds[p].1
        };
        let mut event = self.event.clone();
        let mut results = self.built(p, best);
        let mut place = self.place_of(&mut event, &results, p);
        let share = self.options.search_budget / (2 * n as u64).max(1);
        let mut spent = 0u64;
        let better = |a: usize, b: usize| if best { a < b } else { a > b };
        // The player's own games first, then the others.
        let mut order: Vec<usize> = (0..self.games.len()).collect();
        let near = |g: usize| {
            let (_, w, b) = self.games[g];
            usize::from(w != p && b != p)
        };
        order.sort_by_key(|&g| near(g));
        'sweeps: loop {
            let mut improved = false;
            for &g in &order {
                if place == bound {
                    break 'sweeps;
                }
                for d in 0..self.base {
                    if d == results[g] {
                        continue;
                    }
                    if spent >= share {
                        break 'sweeps;
                    }
                    let old = results[g];
                    results[g] = d;
                    spent += 1;
                    let q = self.place_of(&mut event, &results, p);
                    if better(q, place) {
                        place = q;
                        improved = true;
                    } else {
                        results[g] = old;
                    }
                }
            }
            if !improved {
                break;
            }
        }
        place
    }

    /// Each player's points before the games to play (in quarters), and their games to play.
    fn before(&self) -> Vec<(i64, i64)> {
        let mut out: Vec<(i64, i64)> = (0..self.event.players())
            .map(|q| (self.event.score(q).quarters(), 0))
            .collect();
        // A team match counts once, however many of its boards are open.
        let mut seen = std::collections::HashSet::new();
        for &(r, w, b) in &self.games {
            if !seen.insert((r, w, b)) {
                continue;
            }
            for q in [w, b] {
                out[q].0 -= self.event.points(q, r).quarters();
                out[q].1 += 1;
            }
        }
        out
    }

    /// An outcome meant to give player `p` their best (or worst) place: `p` wins (loses) every
    /// game; in the others, the player who could not reach `p`'s score anyway, or is past it
    /// already, wins (for the best place; for the worst, the one who can then reach it).
    fn built(&self, p: usize, best: bool) -> Vec<u64> {
        let win = self.event.scoring.win.quarters();
        let before = |q: usize| self.before[q].0;
        let left = |q: usize| self.before[q].1;
        let target = before(p) + if best { left(p) * win } else { 0 };
        // How much a win matters to `q` for reaching the target: 0 when it cannot change
        // whether q reaches it (can never, or has already), 1 otherwise, lower kept first.
        let contested = |q: usize| {
            let cannot = before(q) + left(q) * win < target;
            let already = before(q) >= target;
            !(cannot || already)
        };
        self.games
            .iter()
            .map(|&(_, w, b)| {
                let white_wins = if w == p || b == p {
                    (w == p) == best
                } else if best {
                    // Give the win to the one it does not help to catch p.
                    match (contested(w), contested(b)) {
                        (false, true) => true,
                        (true, false) => false,
                        _ => before(w) <= before(b),
                    }
                } else {
                    // Give the win to the one it helps to pass p.
                    match (contested(w), contested(b)) {
                        (true, false) => true,
                        (false, true) => false,
                        _ => before(w) >= before(b),
                    }
                };
                if white_wins { 0 } else { 1 }
            })
            .collect()
    }
}

/// `event` as it stood after its first `played` rounds, and the rounds after them as upcoming
/// ones: their games over the board open again (white first; the lower number when no colour
/// is given), their byes, forfeits and absences as they were. What-if on a finished event asks
/// what its last round(s) could have given.
pub fn split(event: &Event, played: usize) -> Result<(Event, Upcoming), Error> {
    let n = event.players();
    let played = played.min(event.rounds());
    let mut games = Vec::new();
    let mut records = vec![Vec::new(); n];
    for (p, row) in records.iter_mut().enumerate() {
        for (k, &rec) in event.records(p)[played..].iter().enumerate() {
            let mut rec = rec;
            if let (true, Some(q)) = (rec.kind.played(), rec.opponent) {
                let colour =
                    rec.colour
                        .unwrap_or(if p < q { Colour::White } else { Colour::Black });
                if colour == Colour::White {
                    games.push((k, p, q));
                }
                rec = Round {
                    kind: Kind::Draw,
                    ..rec
                };
            }
            row.push(rec);
        }
    }
    let before = event.with_records(
        (0..n)
            .map(|p| event.records(p)[..played].to_vec())
            .collect(),
    )?;
    games.sort_unstable();
    Ok((
        before,
        Upcoming {
            records,
            games,
            to_pair: Vec::new(),
            matches: Vec::new(),
            team_byes: Vec::new(),
        },
    ))
}

/// `complete` (the played rounds and the upcoming ones) made a team event: `team`'s points of
/// the played rounds, then for the upcoming ones each match's boards (all drawn, until
/// [`Event::set_board`] plays them) and the byes' game points.
fn with_upcoming_team(
    complete: Event,
    team: &super::Team,
    upcoming: &Upcoming,
    played: usize,
) -> Result<Event, Error> {
    let n = complete.players();
    let rounds = complete.rounds();
    let mut t = team.clone();
    for p in 0..n {
        t.game_points[p].resize(rounds, Score::ZERO);
        t.board_points[p].resize(rounds, Vec::new());
    }
    for m in &upcoming.matches {
        let r = played + m.round;
        for p in [m.home, m.away] {
            if p >= n || r >= rounds {
                continue; // Event::set_board refuses it, and the caller says where
            }
            t.board_points[p][r] = vec![Score::DRAW; m.boards.len()];
            t.game_points[p][r] =
                Score::from_quarters(Score::DRAW.quarters() * m.boards.len() as i64);
        }
    }
    for &(k, p, points, ref boards) in &upcoming.team_byes {
        let r = played + k;
        if p < n && r < rounds {
            t.game_points[p][r] = points;
            t.board_points[p][r] = boards.clone();
        }
    }
    complete.with_team(t)
}

/// A game record for an upcoming round: `opponent` with `colour`, result open.
pub fn pairing(opponent: usize, colour: Colour) -> Round {
    Round {
        kind: Kind::Draw,
        opponent: Some(opponent),
        colour: Some(colour),
        handicap: 0,
    }
}

impl Parted for Analysis {
    type Part = Part;
    type Done = Done;
    type Progress = Progress;
    type Answer = Prospects;

    fn parts(&mut self, at_most: usize) -> Vec<Part> {
        Analysis::parts(self, at_most)
    }

    /// Every part at once, but for sample batches.
    fn all_at_once(&self, first: &Part) -> bool {
        self.exact() || matches!(first, Part::Search { .. })
    }

    fn run(&self, part: &Part) -> Result<Done, Error> {
        Analysis::run(self, *part)
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

    fn finish(self) -> Result<Prospects, Error> {
        Ok(Analysis::finish(self))
    }
}
