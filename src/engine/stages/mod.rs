//! Events in stages: an ordered list of stages, each a round robin, a Swiss or a set of matches
//! over all the participants or some of them, and the event's final places composed from them
//! (the RIF's tournament systems, `../shared/spec/README.md` §10; presets in [`rif`]).
//!
//! A [`Plan`] is data: its [`Stage`]s say their [`Format`], who enters them ([`Entry`]: all;
//! places `a..=b` of an earlier stage; a group of all drawn by the snake; the semi-final
//! crossing of two groups; the winners and losers of earlier matches), whether the games the
//! entrants played among themselves in the stage they came from count again (`carry`), and which
//! final places the stage decides (`decides_from`). A participant's final place comes from the
//! last stage that places them; a participant no later stage covers keeps the place they had
//! (places 9 and below after the RIF's final Swiss, which the rules leave to the arbiter).
//!
//! Running a stage needs the stages before it complete: [`entrants`] reads their orders,
//! [`schedule`] gives a round robin's or the matches' games (a Swiss stage is paired round by
//! round, [`pair_swiss`]), and [`order`] ranks the stage once its games are played: a round
//! robin by the league engine under the RIF round-robin list, a Swiss by the Swiss engine under
//! the RIF Swiss list, matches by the sum of their games. Where the rules leave a tie the stage's
//! criteria cannot break, the participant who entered the stage higher goes first; a match whose
//! games are equal in sum goes to the one who entered higher (the stage's tie-break is the place
//! each came with). A stage's order is a list of slots: matches with a missing opponent leave
//! holes (`None`), so that the places keep their numbers.
//!
//! Participants are indices into the event's list, in seed order. Nothing here panics on a plan
//! or results that do not fit: entrants and games out of range are left out, and a stage whose
//! games are incomplete has no order.

pub mod rif;

use serde::{Deserialize, Serialize};

use crate::engine::league::chain::RuleChain;
use crate::engine::league::rank::{RankOptions, rank};
use crate::engine::league::table::{Crosstable, Game, Outcome, Player};
use crate::engine::league::whatif::Extreme;
use crate::engine::schedule;
use crate::engine::score::Score;
use crate::engine::swiss;

/// How a stage is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Format {
    /// Every pair meets `cycles` times (the Berger tables, colours reversed each cycle).
    RoundRobin { cycles: u32 },
    /// A Swiss of `rounds` rounds, paired round by round.
    Swiss { rounds: u32 },
    /// The entrants in pairs (1st v 2nd, 3rd v 4th, …), each pair playing `games` games with
    /// the first move alternating; the sum decides.
    Matches { games: u32 },
}

/// Who enters a stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Entry {
    /// Every participant, in seed order.
    All,
    /// Places `from..=to` of stage `stage`, in their order there (fewer if it has fewer).
    Places { stage: usize, from: u32, to: u32 },
    /// Group `index` (0-based) of `count`, all participants dealt by the snake in seed order
    /// (1, 4, 5, 8, … to the first of two groups; 2, 3, 6, 7, … to the second).
    Group { count: u32, index: u32 },
    /// Semi-finals between two groups: 1st of `a` v 2nd of `b`, 1st of `b` v 2nd of `a`, 3rd
    /// of `a` v 4th of `b`, 3rd of `b` v 4th of `a`, and so on.
    CrossGroups { a: usize, b: usize },
    /// Finals after the matches of stage `stage`: the winners of its first two matches, then
    /// their losers, then the winners of the next two, and so on.
    Knockout { stage: usize },
}

/// One stage of a [`Plan`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stage {
    pub format: Format,
    pub entry: Entry,
    /// The games the entrants played among themselves in the stage they came from count in
    /// this one too (the RIF's second stage for 7 or 8 players).
    pub carry: bool,
    /// A round robin's colours reversed against the carried games.
    pub reverse_colours: bool,
    /// The final place of this stage's first place, if the stage decides final places.
    pub decides_from: Option<u32>,
}

/// How a stage orders its entrants once its games are played: a round robin's rule chain (the
/// league's, carried games counted as the stage's own), or a Swiss stage's criteria and
/// unplayed-round edition. Matches are ordered by their results and take none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tiebreaks {
    Chain(RuleChain),
    Swiss {
        codes: Vec<swiss::Code>,
        edition: swiss::criteria::Edition,
    },
}

impl Tiebreaks {
    /// The RIF's, for a stage of `format`: its round-robin rules, its Swiss rules.
    pub fn rif(format: Format) -> Tiebreaks {
        match format {
            Format::Swiss { .. } => {
                let preset = swiss::criteria::Preset::find("rif-swiss");
                Tiebreaks::Swiss {
                    codes: preset.map(|p| p.parsed()).unwrap_or_default(),
                    edition: preset
                        .and_then(|p| p.edition)
                        .unwrap_or(swiss::criteria::Edition::Plain),
                }
            }
            _ => Tiebreaks::Chain(RuleChain::rif_round_robin()),
        }
    }

    /// The rule chain a round-robin stage is ranked by (the RIF's for a Swiss stage's rules).
    pub fn chain(&self) -> RuleChain {
        match self {
            Tiebreaks::Chain(chain) => chain.clone(),
            Tiebreaks::Swiss { .. } => RuleChain::rif_round_robin(),
        }
    }
}

/// An event's stages (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// How many participants (players or teams).
    pub participants: usize,
    pub stages: Vec<Stage>,
}

/// A game of a stage, between participants: `first` moves first; `outcome` as seen from
/// `first` (`Outcome::A`: `first` won).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// The stage's own round, from 1.
    pub round: u32,
    pub first: usize,
    pub second: usize,
    pub outcome: Outcome,
}

/// A stage's order: its slots from the first place down; a hole where a match had no opponent.
pub type Order = Vec<Option<usize>>;

/// The stage a stage's entrants came from, whose games among them a carrying stage takes.
pub fn source(entry: Entry) -> Option<usize> {
    match entry {
        Entry::All | Entry::Group { .. } => None,
        Entry::Places { stage, .. } | Entry::Knockout { stage } => Some(stage),
        Entry::CrossGroups { a, .. } => Some(a),
    }
}

/// The entrants of stage `s` in their entry order, as slots, from the orders of the stages
/// before it (`None` if one it needs has none yet). A participant enters once: a plan that
/// names one twice (two groups crossed with themselves) leaves a hole in the later slot.
pub fn entrants(plan: &Plan, s: usize, orders: &[Option<Order>]) -> Option<Order> {
    let mut slots = slots(plan, s, orders)?;
    let mut seen = vec![false; plan.participants];
    for slot in &mut slots {
        if let Some(p) = *slot {
            if p >= seen.len() || seen[p] {
                *slot = None;
            } else {
                seen[p] = true;
            }
        }
    }
    Some(slots)
}

/// [`entrants`] before the check that each enters once.
fn slots(plan: &Plan, s: usize, orders: &[Option<Order>]) -> Option<Order> {
    let stage = plan.stages.get(s)?;
    let earlier =
        |k: usize| -> Option<&Order> { if k < s { orders.get(k)?.as_ref() } else { None } };
    let n = plan.participants;
    Some(match stage.entry {
        Entry::All => (0..n).map(Some).collect(),
        Entry::Places { stage, from, to } => {
            let order = earlier(stage)?;
            let placed: Vec<usize> = order.iter().flatten().copied().collect();
            let from = (from.max(1) as usize - 1).min(placed.len());
            let to = (to as usize).min(placed.len()).max(from);
            placed[from..to].iter().copied().map(Some).collect()
        }
        Entry::Group { count, index } => {
            let count = count.max(1) as usize;
            (0..n)
                .filter(|&p| snake(p, count) == index as usize)
                .map(Some)
                .collect()
        }
        Entry::CrossGroups { a, b } => {
            let a = earlier(a)?;
            let b = earlier(b)?;
            let at = |o: &Order, k: usize| o.get(k).copied().flatten();
            let mut slots = Vec::new();
            let mut k = 0;
            while k < a.len().max(b.len()) {
                slots.extend([at(a, k), at(b, k + 1), at(b, k), at(a, k + 1)]);
                k += 2;
            }
            slots
        }
        Entry::Knockout { stage } => {
            let order = earlier(stage)?;
            let at = |k: usize| order.get(k).copied().flatten();
            let mut slots = Vec::new();
            let mut k = 0;
            while k < order.len() {
                // Matches 2m and 2m+1 of the stage: its order holds each match's winner at
                // 2·match and loser at 2·match + 1.
                slots.extend([at(k), at(k + 2), at(k + 1), at(k + 3)]);
                k += 4;
            }
            while slots.last() == Some(&None) {
                slots.pop();
            }
            slots
        }
    })
}

/// Which of `count` groups the snake deals participant `p` (0-based, seed order) to.
pub fn snake(p: usize, count: usize) -> usize {
    let turn = p / count;
    let k = p % count;
    if turn % 2 == 0 { k } else { count - 1 - k }
}

/// The games of stage `s` the entrants played among themselves in the stage they came from, if
/// the stage carries them.
pub fn carried(plan: &Plan, s: usize, entrants: &Order, games: &[Vec<Played>]) -> Vec<Played> {
    let Some(stage) = plan.stages.get(s) else {
        return Vec::new();
    };
    let Some(from) = source(stage.entry).filter(|_| stage.carry) else {
        return Vec::new();
    };
    let inside = |p: usize| entrants.contains(&Some(p));
    games
        .get(from)
        .map(|g| {
            g.iter()
                .filter(|g| inside(g.first) && inside(g.second))
                .copied()
                .collect()
        })
        .unwrap_or_default()
}

/// The games of a round-robin or matches stage, all pending, from its entrants (none for a
/// Swiss, which is paired round by round).
pub fn schedule(stage: &Stage, entrants: &Order, carried: &[Played]) -> Vec<Played> {
    let mut out = Vec::new();
    match stage.format {
        Format::RoundRobin { cycles } => {
            let present: Vec<usize> = entrants.iter().flatten().copied().collect();
            let mut rounds = schedule::round_robin(
                present.len(),
                schedule::Options {
                    cycles,
                    swap_last_two: false,
                },
            );
            if stage.reverse_colours {
                schedule::reverse_against(&mut rounds, |a, b| {
                    carried.iter().rev().find_map(|g| {
                        (g.first == present[a] && g.second == present[b])
                            .then_some(true)
                            .or((g.first == present[b] && g.second == present[a]).then_some(false))
                    })
                });
            }
            for r in rounds {
                for p in r.pairings {
                    out.push(Played {
                        round: r.number,
                        first: present[p.first],
                        second: present[p.second],
                        outcome: Outcome::Pending,
                    });
                }
            }
        }
        Format::Matches { games } => {
            for pair in entrants.chunks(2) {
                if let [Some(a), Some(b)] = pair {
                    for g in 0..games {
                        let (first, second) = if g % 2 == 0 { (*a, *b) } else { (*b, *a) };
                        out.push(Played {
                            round: g + 1,
                            first,
                            second,
                            outcome: Outcome::Pending,
                        });
                    }
                }
            }
        }
        Format::Swiss { .. } => {}
    }
    out
}

/// Points of a game for `first` and `second`: 1, ½ or 0 (forfeits as wins and losses).
fn points(outcome: Outcome) -> (Score, Score) {
    use crate::engine::league::table::Side;
    let of = |side: Side| match side {
        Side::Win | Side::ForfeitWin => Score::WIN,
        Side::Draw => Score::DRAW,
        _ => Score::ZERO,
    };
    (of(outcome.side(true)), of(outcome.side(false)))
}

/// Whether a game has been played (or decided without play).
fn done(g: &Played) -> bool {
    !matches!(g.outcome, Outcome::Pending | Outcome::Replayed)
}

/// The order of stage `stage` from its entrants, the games carried into it and its own games,
/// once they are all played (`None` before; a Swiss also needs all its rounds).
pub fn order(
    stage: &Stage,
    tiebreaks: &Tiebreaks,
    entrants: &Order,
    carried: &[Played],
    games: &[Played],
) -> Option<Order> {
    if games.iter().any(|g| !done(g)) {
        return None;
    }
    let present: Vec<usize> = entrants.iter().flatten().copied().collect();
    match stage.format {
        Format::RoundRobin { .. } => {
            let (table, present) = round_robin_table(entrants, carried, games)?;
            let ranking = rank(&table, &tiebreaks.chain(), &RankOptions::default()).ok()?;
            let mut rows: Vec<(u32, usize)> = ranking
                .standings
                .iter()
                .map(|s| (s.place, s.player))
                .collect();
            crate::engine::sort::ascending(&mut rows);
            Some(rows.into_iter().map(|(_, p)| Some(present[p])).collect())
        }
        Format::Swiss { rounds } => {
            let event = swiss_event(&present, games, rounds as usize)?;
            let rif;
            let (codes, edition) = match tiebreaks {
                Tiebreaks::Swiss { codes, edition } => (codes, *edition),
                Tiebreaks::Chain(_) => {
                    rif = Tiebreaks::rif(stage.format);
                    match &rif {
                        Tiebreaks::Swiss { codes, edition } => (codes, *edition),
                        Tiebreaks::Chain(_) => return None,
                    }
                }
            };
            let places = swiss::order::places(&event, codes, edition);
            let mut rows: Vec<(usize, usize)> = places
                .iter()
                .enumerate()
                .map(|(p, &(place, _))| (place, p))
                .collect();
            crate::engine::sort::ascending(&mut rows);
            Some(rows.into_iter().map(|(_, p)| Some(present[p])).collect())
        }
        Format::Matches { .. } => {
            let mut out = Vec::with_capacity(entrants.len());
            for pair in entrants.chunks(2) {
                match pair {
                    [Some(a), Some(b)] => {
                        let (mut sa, mut sb) = (Score::ZERO, Score::ZERO);
                        for g in games {
                            let (pf, ps) = points(g.outcome);
                            if g.first == *a && g.second == *b {
                                sa += pf;
                                sb += ps;
                            } else if g.first == *b && g.second == *a {
                                sb += pf;
                                sa += ps;
                            }
                        }
                        // Equal: the one who entered higher (listed first) goes through.
                        if sb > sa {
                            out.extend([Some(*b), Some(*a)]);
                        } else {
                            out.extend([Some(*a), Some(*b)]);
                        }
                    }
                    [Some(a), None] | [None, Some(a)] | [Some(a)] => out.extend([Some(*a), None]),
                    _ => out.extend([None, None]),
                }
            }
            while out.last() == Some(&None) {
                out.pop();
            }
            Some(out)
        }
    }
}

/// A round-robin stage's crosstable over its present entrants (in entry order, the second
/// value): the carried games and its own, pending ones included; what [`order`] ranks and
/// [`prospects`] reads. `None` if the games do not fit (a player out of the stage).
pub fn round_robin_table(
    entrants: &Order,
    carried: &[Played],
    games: &[Played],
) -> Option<(Crosstable, Vec<usize>)> {
    named_round_robin_table(entrants, carried, games, |p| format!("#{}", p + 1))
}

/// [`round_robin_table`] with the entrants named by `name` (a participant's index), for words
/// that name them (a mini-league's members).
pub fn named_round_robin_table(
    entrants: &Order,
    carried: &[Played],
    games: &[Played],
    name: impl Fn(usize) -> String,
) -> Option<(Crosstable, Vec<usize>)> {
    let present: Vec<usize> = entrants.iter().flatten().copied().collect();
    let local = |p: usize| present.iter().position(|&q| q == p);
    let players: Vec<Player> = present
        .iter()
        .map(|&p| Player {
            name: name(p),
            previous_rank: None,
            rating: None,
        })
        .collect();
    let mut table_games = Vec::new();
    for g in carried.iter().chain(games) {
        let (a, b) = (local(g.first)?, local(g.second)?);
        let mut game = Game::new(a, b, g.outcome);
        game.first = Some(crate::engine::First::A);
        table_games.push(game);
    }
    Some((Crosstable::new(players, table_games).ok()?, present))
}

/// What each entrant of a round-robin stage can still reach while its games are being played:
/// the best and worst place in the stage under its rules (a tie the rules leave is the shared
/// place), by the league what-if's bounded search over the pending games, draws possible
/// (`crate::engine::league::whatif::extremes`; a search out of its `budget` of nodes says its
/// place is not proven). `None` for another format, a stage without pending games, or one
/// larger than what-if takes.
pub fn prospects(
    stage: &Stage,
    tiebreaks: &Tiebreaks,
    entrants: &Order,
    carried: &[Played],
    games: &[Played],
    budget: u64,
) -> Option<Vec<(usize, Extreme, Extreme)>> {
    use crate::engine::league::whatif;
    if !matches!(stage.format, Format::RoundRobin { .. })
        || !games.iter().any(|g| g.outcome == Outcome::Pending)
    {
        return None;
    }
    let (table, present) = round_robin_table(entrants, carried, games)?;
    let options = whatif::Options {
        draws: true,
        search_budget: budget,
        samples: 2_000,
        precision: None,
        conditions: false,
        ..whatif::Options::default()
    };
    let places = whatif::extremes(&table, &tiebreaks.chain(), &options, &mut |_| true).ok()?;
    Some(
        places
            .into_iter()
            .enumerate()
            .map(|(k, (best, worst))| (present[k], best, worst))
            .collect(),
    )
}

/// A Swiss stage's games as the Swiss engine's event over its `present` entrants: a game each
/// round, or the pairing-allocated bye for the one left out; `None` if the games do not fit
/// (a player twice in a round, a round beyond `rounds`).
fn swiss_event(present: &[usize], games: &[Played], rounds: usize) -> Option<swiss::Event> {
    use swiss::{Colour, Kind, Round};
    let played = games.iter().map(|g| g.round as usize).max().unwrap_or(0);
    if played > rounds {
        return None;
    }
    let local = |p: usize| present.iter().position(|&q| q == p);
    let mut records = vec![vec![Round::bye(Kind::PairingBye); played]; present.len()];
    let mut seen = vec![vec![false; played]; present.len()];
    for g in games {
        let (a, b) = (local(g.first)?, local(g.second)?);
        let r = (g.round as usize).checked_sub(1)?;
        if seen[a][r] || seen[b][r] {
            return None;
        }
        seen[a][r] = true;
        seen[b][r] = true;
        let kind = |for_first: bool| match g.outcome.side(for_first) {
            crate::engine::Side::Win => Kind::Win,
            crate::engine::Side::Draw => Kind::Draw,
            crate::engine::Side::ForfeitWin => Kind::ForfeitWin,
            crate::engine::Side::ForfeitLoss => Kind::ForfeitLoss,
            _ => Kind::Loss,
        };
        records[a][r] = Round {
            kind: kind(true),
            opponent: Some(b),
            colour: Some(Colour::White),
            handicap: 0,
        };
        records[b][r] = Round {
            kind: kind(false),
            opponent: Some(a),
            colour: Some(Colour::Black),
            handicap: 0,
        };
    }
    let players = present
        .iter()
        .zip(records)
        .map(|(p, r)| {
            (
                swiss::Entrant {
                    name: format!("#{}", p + 1),
                    ..Default::default()
                },
                r,
            )
        })
        .collect();
    swiss::Event::new(
        players,
        swiss::System::Swiss,
        swiss::Scoring::default(),
        swiss::GoScoring::default(),
    )
    .ok()
}

/// The next round of a Swiss stage after `games` (pending games there must be none): its
/// pairs, the first-named moving first, by `system` with lots drawn from `seed`; `None` when
/// the stage has played all its rounds or no pairing without a rematch exists.
pub fn pair_swiss(
    stage: &Stage,
    entrants: &Order,
    games: &[Played],
    system: swiss::pairing::PairingSystem,
    seed: u64,
) -> Option<Vec<Played>> {
    let Format::Swiss { rounds } = stage.format else {
        return None;
    };
    if games.iter().any(|g| !done(g)) {
        return None;
    }
    let present: Vec<usize> = entrants.iter().flatten().copied().collect();
    let round = games.iter().map(|g| g.round).max().unwrap_or(0);
    if round >= rounds {
        return None;
    }
    let event = swiss_event(&present, games, rounds as usize)?;
    let lots = swiss::pairing::lots(seed, round as usize, present.len());
    let request = swiss::pairing::Request::new(system, present.len(), lots);
    let pairing = swiss::pairing::pair(&event, &request).ok()?;
    Some(
        pairing
            .pairs
            .iter()
            .map(|p| Played {
                round: round + 1,
                first: present[p.high],
                second: present[p.low],
                outcome: Outcome::Pending,
            })
            .collect(),
    )
}

/// Every participant's final place (1 is first) from the stages' orders: the last stage that
/// places a participant decides; `None` for one no stage has placed yet.
pub fn final_places(plan: &Plan, orders: &[Option<Order>]) -> Vec<Option<u32>> {
    let mut places = vec![None; plan.participants];
    for (stage, order) in plan.stages.iter().zip(orders).rev() {
        let (Some(from), Some(order)) = (stage.decides_from, order) else {
            continue;
        };
        for (slot, p) in order.iter().enumerate() {
            if let Some(p) = *p
                && p < places.len()
                && places[p].is_none()
            {
                places[p] = Some(from + slot as u32);
            }
        }
    }
    places
}
