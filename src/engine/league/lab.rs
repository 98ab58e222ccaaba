//! The rule lab: how often do the rules leave places to a playoff?
//!
//! For the people who write league rules. [`tied`] takes `k` players tied on the chain's first
//! criterion (points) and of equal previous rank, and visits every result of their
//! `k(k-1)/2` games among themselves (no draws, each result equally likely, so every outcome
//! counts once). Each outcome is ranked, and the [`LabReport`] counts the outcomes that leave
//! places open (shared, or waiting for a playoff): any place, the title (place 1), and a seat line
//! inside the block; with the distribution of the largest open group and of the number of players
//! left open. Only counts: the front-ends turn them into shares and words (`docs/lab.md`).
//!
//! **Readings.** [`Reading::Engine`] ranks each outcome with [`rank`] under the given chain. The
//! others are lab-only readings of the Fukui rules (3)-(4), computed directly on the results, to
//! find which reading the Fukui paper's section-6 figures (25 %, 25 %, 41.4 % for 3, 4 and 5
//! players) correspond to:
//!
//! - [`Reading::Restart`]: every part of a split group goes back to (3) with only its members,
//!   as often as it splits; the reading of the `fukui` preset, computed independently (a
//!   cross-check of the engine);
//! - [`Reading::Single`]: one mini-league of the whole block; a pair it leaves tied is decided
//!   by head-to-head (4A), three or more it leaves tied go straight to (5): undecided;
//! - [`Reading::FullCircle`]: only a block in which every player has the same mini-league score
//!   (a full circle) is undecided.
//!
//! **The embedding.** To be tied on points, each of the `k` players scores the rest of his
//! `k - 1` points against one further player, "the rest of the league", who loses every game he
//! plays and so ends last, alone, with nothing. He adds nothing to any tied player's
//! Sonneborn-Berger or Koya score, and as much to everyone's Buchholz: those criteria reduce to
//! (multiples of) the mini-league score, or to no difference. Chains must therefore start with
//! `PTS` or `WIN` (the tie the lab studies); a chain starting with another criterion is refused.
//!
//! **Speed.** Relabelling the players does not change which places are open (rankings are
//! invariant under renaming; `tests/properties.rs`), so the results of player 0 are fixed up to
//! their number of wins `w`, one representative weighted by `C(k-1, w)`: `k · 2^((k-1)(k-2)/2)`
//! rankings instead of `2^(k(k-1)/2)`, 229 376 for `k = 7` instead of 2 097 152 (about two seconds
//! in a release build). The counts are still exact ([`LabReport::exact`]); a unit test checks
//! them against the full enumeration.
//!
//! **Extension.** [`Setup`] says what was studied; a simulation of whole seasons of a league
//! (sampled, so `exact == false`) reports through the same [`LabReport`].

use serde::{Deserialize, Serialize};

use crate::engine::league::chain::RuleChain;
use crate::engine::league::criteria::Criterion;
use crate::engine::league::rank::{RankOptions, rank};
use crate::engine::league::table::{Crosstable, Game, Outcome, Player};
use crate::error::{Error, ErrorKind, LabProblem};

/// The fewest tied players the lab studies.
pub const MIN_TIED: usize = 2;
/// The most: `7` is 2^21 outcomes (229 376 rankings after the symmetry reduction).
pub const MAX_TIED: usize = 7;

/// How the tied players are ranked. See the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reading {
    /// [`rank`] under the chain. For `fukui`: reading (a), restart re-application.
    Engine,
    /// (a) Fukui rules (3)-(4) with every split part re-applied from (3), computed by the lab.
    Restart,
    /// (b) Fukui rules: one mini-league; a pair it leaves tied by head-to-head, more go to (5).
    Single,
    /// (c) Fukui rules: undecided only when the block's mini-league is a full circle.
    FullCircle,
}

impl Reading {
    pub const ALL: [Reading; 4] = [
        Reading::Engine,
        Reading::Restart,
        Reading::Single,
        Reading::FullCircle,
    ];

    /// The id the CLI and the JSON use: `engine`, `restart`, `single`, `full-circle`.
    pub fn code(self) -> &'static str {
        match self {
            Reading::Engine => "engine",
            Reading::Restart => "restart",
            Reading::Single => "single",
            Reading::FullCircle => "full-circle",
        }
    }

    pub fn from_code(code: &str) -> Option<Reading> {
        let code = code.trim();
        Reading::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// What the lab studied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Setup {
    /// This many players tied on points, of equal previous rank, every result of their games among
    /// themselves enumerated. (Serialized, flattened, as `"tied": k`.)
    Tied(usize),
    /// Whole seasons of a league: its players (with their previous ranks) and its games, every
    /// game 50/50, `samples` seasons drawn from `seed`. (Serialized as `"season": {...}`.)
    Season {
        players: usize,
        games: usize,
        samples: u64,
        seed: u64,
    },
}

/// Simulates `samples` whole seasons of `table`'s league: every game of the table (played or
/// not) is replayed 50/50 and the season ranked under `chain` with [`crate::engine::league::whatif::Quick`];
/// counts as [`tied`] does, over the league's players. Deterministic for a given `seed`.
pub fn season(
    table: &Crosstable,
    chain: &RuleChain,
    seats: Option<u32>,
    samples: u64,
    seed: u64,
) -> Result<LabReport, Error> {
    use crate::engine::league::whatif::{Quick, Result3, Rng};
    crate::engine::league::whatif::check(table, chain)?;
    let n = table.len();
    let games: Vec<(usize, usize)> = table.games().iter().map(|g| (g.a, g.b)).collect();
    let blank = Crosstable::new(
        table.players().to_vec(),
        table
            .games()
            .iter()
            .map(|g| Game {
                outcome: Outcome::Pending,
                ..*g
            })
            .collect(),
    )?;
    let mut quick = Quick::new(&blank, chain, seats);
    let mut rng = Rng::new(seed);
    let mut report = LabReport {
        setup: Setup::Season {
            players: n,
            games: games.len(),
            samples,
            seed,
        },
        rules: chain.id.clone(),
        reading: Reading::Engine,
        seats,
        exact: false,
        outcomes: samples,
        undecided: 0,
        title_playoff: 0,
        seat_playoff: seats.map(|_| 0),
        largest_group: vec![0; n + 1],
        undecided_players: vec![0; n + 1],
    };
    let mut results = vec![Result3::A; games.len()];
    for _ in 0..samples {
        let mut bits = 0;
        for (k, &(a, b)) in games.iter().enumerate() {
            if k % 64 == 0 {
                bits = rng.next_u64();
            }
            let r = if bits & 1 == 1 {
                Result3::A
            } else {
                Result3::B
            };
            bits >>= 1;
            results[k] = r;
            quick.play(a, b, r);
        }
        let places = quick.rank();
        let open: Vec<_> = places.iter().filter(|p| p.place < p.place_to).collect();
        let largest = open
            .iter()
            .map(|p| (p.place_to - p.place + 1) as usize)
            .max()
            .unwrap_or(0);
        report.largest_group[largest.min(n)] += 1;
        report.undecided_players[open.len().min(n)] += 1;
        if !open.is_empty() {
            report.undecided += 1;
        }
        if open.iter().any(|p| p.place == 1) {
            report.title_playoff += 1;
        }
        if let (Some(s), Some(count)) = (seats, report.seat_playoff.as_mut()) {
            if open.iter().any(|p| p.place <= s && s < p.place_to) {
                *count += 1;
            }
        }
        for (k, &(a, b)) in games.iter().enumerate() {
            quick.unplay(a, b, results[k]);
        }
    }
    Ok(report)
}

/// What the lab counted. Every count is a number of outcomes (weighted by their probability in
/// units of the least likely outcome: with every game 50/50, each outcome counts once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LabReport {
    #[serde(flatten)]
    pub setup: Setup,
    /// The chain's id (`fukui`, `PTS,SB,DE,WIN`).
    pub rules: String,
    pub reading: Reading,
    /// The seat line lies between places `seats` and `seats + 1` (`None`: not asked).
    pub seats: Option<u32>,
    /// Every outcome was visited (`false` for a sampled run).
    pub exact: bool,
    /// Outcomes visited.
    pub outcomes: u64,
    /// Outcomes in which some place is left open: shared, or waiting for a playoff.
    pub undecided: u64,
    /// Outcomes in which place 1 is left open (a playoff under Fukui rule 8, or a shared title
    /// under a sharing policy).
    pub title_playoff: u64,
    /// Outcomes in which the seat line is left open (a player's places span it); `None` when no
    /// seat line was given.
    pub seat_playoff: Option<u64>,
    /// `largest_group[s]`: outcomes whose largest open group has `s` players (`[0]`: every place
    /// decided). One entry per size from 0 to the number of players studied.
    pub largest_group: Vec<u64>,
    /// `undecided_players[n]`: outcomes that leave exactly `n` players' places open.
    pub undecided_players: Vec<u64>,
}

/// The results among `k ≤ MAX_TIED` players: bit `j` of `beats[i]` is set when `i` beat `j`.
#[derive(Clone, Copy, Debug)]
struct Tournament {
    k: usize,
    beats: [u8; MAX_TIED],
}

impl Tournament {
    fn beat(&self, i: usize, j: usize) -> bool {
        self.beats[i] >> j & 1 == 1
    }

    /// Mini-league wins of `i` among the players of `group` (a bit set).
    fn score(&self, i: usize, group: u8) -> u32 {
        (self.beats[i] & group).count_ones()
    }

    /// The players of `group` split by mini-league score, best first.
    fn parts(&self, group: u8) -> Vec<u8> {
        let mut by_score = [0u8; MAX_TIED];
        for i in members(group) {
            by_score[self.score(i, group) as usize] |= 1 << i;
        }
        by_score.iter().rev().copied().filter(|&p| p != 0).collect()
    }
}

fn members(group: u8) -> impl Iterator<Item = usize> {
    (0..MAX_TIED).filter(move |&i| group >> i & 1 == 1)
}

fn size(group: u8) -> u32 {
    group.count_ones()
}

/// An open group of places: `place..place + size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Open {
    place: u32,
    size: u32,
}

/// Ranks the `k` tied players of `table` and says which places are left open.
struct Ranker<'a> {
    chain: &'a RuleChain,
    reading: Reading,
    options: RankOptions,
    players: Vec<Player>,
}

impl Ranker<'_> {
    fn open(&self, t: &Tournament) -> Result<Vec<Open>, Error> {
        let all = ((1u16 << t.k) - 1) as u8;
        let mut out = Vec::new();
        match self.reading {
            Reading::Engine => return self.engine(t),
            Reading::Restart => restart(t, all, 1, &mut out),
            Reading::Single => {
                let parts = t.parts(all);
                if parts.len() == 1 {
                    out.push(Open {
                        place: 1,
                        size: size(all),
                    });
                } else {
                    let mut place = 1;
                    for part in parts {
                        // One player is placed (3A), two by their game (4A); three or more go to
                        // (5), where equal previous rank decides nothing (5C).
                        if size(part) >= 3 {
                            out.push(Open {
                                place,
                                size: size(part),
                            });
                        }
                        place += size(part);
                    }
                }
            }
            Reading::FullCircle => {
                if t.parts(all).len() == 1 {
                    out.push(Open {
                        place: 1,
                        size: size(all),
                    });
                }
            }
        }
        Ok(out)
    }

    /// The tied players plus the rest of the league (see the module documentation), ranked by
    /// [`rank`]; the open groups of the tied players.
    fn engine(&self, t: &Tournament) -> Result<Vec<Open>, Error> {
        let k = t.k;
        let mut games = Vec::with_capacity(k * (k - 1));
        for i in 0..k {
            for j in i + 1..k {
                let outcome = if t.beat(i, j) { Outcome::A } else { Outcome::B };
                games.push(Game {
                    round: None,
                    a: i,
                    b: j,
                    outcome,
                    first: None,
                });
            }
            let wins = t.score(i, u8::MAX) as usize;
            for _ in wins..k - 1 {
                games.push(Game {
                    round: None,
                    a: i,
                    b: k,
                    outcome: Outcome::A,
                    first: None,
                });
            }
        }
        let table = Crosstable::new(self.players.clone(), games)?;
        let ranking = rank(&table, self.chain, &self.options)?;
        let mut out: Vec<Open> = Vec::new();
        for s in ranking.standings.iter().filter(|s| s.player < k) {
            if s.place_to > s.place {
                let open = Open {
                    place: s.place,
                    size: s.place_to - s.place + 1,
                };
                if !out.contains(&open) {
                    out.push(open);
                }
            }
        }
        Ok(out)
    }
}

/// Reading (a): a group whose mini-league separates nobody is open; every part of two or more of
/// a group it splits starts again with only its own members.
fn restart(t: &Tournament, group: u8, place: u32, out: &mut Vec<Open>) {
    let parts = t.parts(group);
    if parts.len() == 1 {
        if size(group) > 1 {
            out.push(Open {
                place,
                size: size(group),
            });
        }
        return;
    }
    let mut p = place;
    for part in parts {
        if size(part) > 1 {
            restart(t, part, p, out);
        }
        p += size(part);
    }
}

/// The counts as they accumulate.
struct Tally {
    seats: Option<u32>,
    report: LabReport,
}

impl Tally {
    fn add(&mut self, open: &[Open], weight: u64) {
        let r = &mut self.report;
        r.outcomes += weight;
        if !open.is_empty() {
            r.undecided += weight;
        }
        if open.iter().any(|o| o.place == 1) {
            r.title_playoff += weight;
        }
        if let (Some(s), Some(count)) = (self.seats, r.seat_playoff.as_mut()) {
            if open
                .iter()
                .any(|o| o.place <= s && s < o.place + o.size - 1)
            {
                *count += weight;
            }
        }
        let largest = open.iter().map(|o| o.size).max().unwrap_or(0) as usize;
        let players = open.iter().map(|o| o.size).sum::<u32>() as usize;
        if let Some(c) = r.largest_group.get_mut(largest) {
            *c += weight;
        }
        if let Some(c) = r.undecided_players.get_mut(players) {
            *c += weight;
        }
    }
}

/// `n` choose `r`, for `n < MAX_TIED`.
fn choose(n: usize, r: usize) -> u64 {
    (0..r).fold(1u64, |acc, i| acc * (n - i) as u64 / (i as u64 + 1))
}

/// Visits one representative of every class of outcomes among `k` players that differ only by
/// relabelling players `1..k`, with the class's size: player 0 beats players `1..=w` and loses to
/// the others, for every `w`, with weight `C(k-1, w)`; the other games take every result.
fn enumerate_reduced(
    k: usize,
    visit: &mut dyn FnMut(&Tournament, u64) -> Result<(), Error>,
) -> Result<(), Error> {
    let pairs: Vec<(usize, usize)> = (1..k)
        .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
        .collect();
    for w in 0..k {
        let mut base = Tournament {
            k,
            beats: [0; MAX_TIED],
        };
        for j in 1..k {
            if j <= w {
                base.beats[0] |= 1 << j;
            } else {
                base.beats[j] |= 1;
            }
        }
        let weight = choose(k - 1, w);
        for bits in 0u32..1 << pairs.len() {
            let mut t = base;
            for (b, &(i, j)) in pairs.iter().enumerate() {
                if bits >> b & 1 == 1 {
                    t.beats[i] |= 1 << j;
                } else {
                    t.beats[j] |= 1 << i;
                }
            }
            visit(&t, weight)?;
        }
    }
    Ok(())
}

/// The lab on `players` tied players of equal previous rank. See the module documentation.
///
/// Fails with [`ErrorKind::InvalidValue`] when `players` is outside
/// [`MIN_TIED`]`..=`[`MAX_TIED`], the seat line is not inside the block (`1..players`), the
/// chain's first criterion is not `PTS` or `WIN`, or a lab-only reading is asked of another chain
/// than `fukui`.
pub fn tied(
    chain: &RuleChain,
    players: usize,
    seats: Option<u32>,
    reading: Reading,
) -> Result<LabReport, Error> {
    let ranker = ranker(chain, players, seats, reading)?;
    let mut tally = tally(chain, players, seats, reading);
    enumerate_reduced(players, &mut |t, weight| {
        let open = ranker.open(t)?;
        tally.add(&open, weight);
        Ok(())
    })?;
    Ok(tally.report)
}

fn ranker(
    chain: &RuleChain,
    players: usize,
    seats: Option<u32>,
    reading: Reading,
) -> Result<Ranker<'_>, Error> {
    if !(MIN_TIED..=MAX_TIED).contains(&players) {
        return Err(ErrorKind::LabSetup {
            problem: LabProblem::Tied {
                found: players,
                min: MIN_TIED,
                max: MAX_TIED,
            },
        }
        .into());
    }
    if let Some(s) = seats {
        if s == 0 || s as usize >= players {
            return Err(ErrorKind::LabSetup {
                problem: LabProblem::Seats {
                    seats: s,
                    tied: players,
                },
            }
            .into());
        }
    }
    match chain.criteria.first() {
        Some(Criterion::Points | Criterion::Wins) => {}
        _ => {
            return Err(ErrorKind::LabSetup {
                problem: LabProblem::FirstCriterion {
                    rules: chain.id.clone(),
                },
            }
            .into());
        }
    }
    if reading != Reading::Engine && *chain != RuleChain::fukui() {
        return Err(ErrorKind::LabSetup {
            problem: LabProblem::Reading {
                reading: reading.code().to_string(),
                rules: chain.id.clone(),
            },
        }
        .into());
    }
    let mut list: Vec<Player> = (1..=players)
        .map(|i| Player {
            name: format!("P{i}"),
            previous_rank: Some(1),
            rating: None,
        })
        .collect();
    list.push(Player {
        name: "rest of the league".into(),
        previous_rank: None,
        rating: None,
    });
    Ok(Ranker {
        chain,
        reading,
        options: RankOptions {
            seats,
            playoffs: Vec::new(),
        },
        players: list,
    })
}

fn tally(chain: &RuleChain, players: usize, seats: Option<u32>, reading: Reading) -> Tally {
    Tally {
        seats,
        report: LabReport {
            setup: Setup::Tied(players),
            rules: chain.id.clone(),
            reading,
            seats,
            exact: true,
            outcomes: 0,
            undecided: 0,
            title_playoff: 0,
            seat_playoff: seats.map(|_| 0),
            largest_group: vec![0; players + 1],
            undecided_players: vec![0; players + 1],
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every outcome, each once: the definition the symmetry reduction must agree with.
    fn full(chain: &RuleChain, k: usize, seats: Option<u32>, reading: Reading) -> LabReport {
        let ranker = ranker(chain, k, seats, reading).unwrap();
        let mut tally = tally(chain, k, seats, reading);
        let pairs: Vec<(usize, usize)> = (0..k)
            .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
            .collect();
        for bits in 0u32..1 << pairs.len() {
            let mut t = Tournament {
                k,
                beats: [0; MAX_TIED],
            };
            for (b, &(i, j)) in pairs.iter().enumerate() {
                if bits >> b & 1 == 1 {
                    t.beats[i] |= 1 << j;
                } else {
                    t.beats[j] |= 1 << i;
                }
            }
            tally.add(&ranker.open(&t).unwrap(), 1);
        }
        tally.report
    }

    #[test]
    fn the_symmetry_reduction_counts_exactly_what_the_full_enumeration_counts() {
        let chains = [
            RuleChain::fukui(),
            RuleChain::jp_pro_league(),
            RuleChain::rif_round_robin(),
            RuleChain::parse("PTS,DE").unwrap(),
        ];
        for k in MIN_TIED..=5 {
            for seats in [None, Some(1), Some(k as u32 - 1)] {
                for chain in &chains {
                    let reduced = tied(chain, k, seats, Reading::Engine).unwrap();
                    assert_eq!(
                        reduced,
                        full(chain, k, seats, Reading::Engine),
                        "{k} {chain:?}"
                    );
                }
                for reading in [Reading::Restart, Reading::Single, Reading::FullCircle] {
                    let fukui = RuleChain::fukui();
                    let reduced = tied(&fukui, k, seats, reading).unwrap();
                    assert_eq!(reduced, full(&fukui, k, seats, reading), "{k} {reading:?}");
                }
            }
        }
    }

    #[test]
    fn choose_is_pascal() {
        let row: Vec<u64> = (0..=6).map(|r| choose(6, r)).collect();
        assert_eq!(row, vec![1, 6, 15, 20, 15, 6, 1]);
    }

    #[test]
    fn a_three_cycle_is_open_under_every_reading() {
        // 0 beat 1, 1 beat 2, 2 beat 0.
        let mut t = Tournament {
            k: 3,
            beats: [0; MAX_TIED],
        };
        t.beats[0] = 0b010;
        t.beats[1] = 0b100;
        t.beats[2] = 0b001;
        for reading in Reading::ALL {
            let fukui = RuleChain::fukui();
            let r = ranker(&fukui, 3, None, reading).unwrap();
            assert_eq!(
                r.open(&t).unwrap(),
                vec![Open { place: 1, size: 3 }],
                "{reading:?}"
            );
        }
    }
}
