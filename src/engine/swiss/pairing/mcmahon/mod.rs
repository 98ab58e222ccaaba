//! McMahon pairing for Go (EGF practice), by the criteria and weights of OpenGotha, which
//! European Go events use, and which Pairgoth reproduces.
//!
//! A round is one maximum-weight matching over the players present: every possible pair gets a
//! cost, the sum of the criteria below, and the pairing is the set of pairs whose costs add up
//! to the most. The weights are data ([`Weights`], [`Policy`]), OpenGotha's McMahon defaults
//! unless the event says otherwise, and each pair's cost is kept criterion by criterion
//! ([`Cost`]), so "why was I paired with this player?" is answered by the numbers that
//! decided it. The criteria, most important first (`docs/pairing.md` gives their weights):
//!
//! - **Avoid rematches** (base): a pair that has not met gets the largest weight.
//! - **Colour balance** (base): for an even game, a player who had White more often meets one
//!   who had Black more often.
//! - **Score difference** (main): players meet within their score group, the floor of their
//!   McMahon score; the further apart two groups are, the less the pair is worth.
//! - **Draw-up / draw-down** (main): when groups must mix, a player who was drawn up before is
//!   not drawn up again, and those in the middle of their group float first.
//! - **Seeding** (main): within a group, the top half meets the bottom half: by lot in the
//!   first rounds (split and random), then the first of the top half the first of the bottom
//!   half (split and slip) or the top the bottom (split and fold).
//! - **Club and country** (secondary): players of different clubs and countries are worth a
//!   little more, as if their scores were closer by a few points; not applied to players
//!   above the bar, of one dan or more by score, or with many wins.
//!
//! The handicap of each game is the difference of the players' McMahon scores less one,
//! at most nine stones, and none between players at 1 dan or above by score; the stronger
//! player takes White. An even game gives White to the player who had it less often, and
//! between equals by OpenGotha's lot drawn from the two names. With an odd number of players,
//! the bye goes first (before the matching) to the player with the fewest byes, then the
//! lowest 2·MMS + rank.
//!
//! Where OpenGotha computes in floating point and truncates, this computes exactly in integers
//! (`tests/mcmahon.rs` compares the two, pair by pair, on the tournaments Pairgoth's tests ship).
//!
//! Cost: building the costs is O(n²·r), the matching O(n³).

mod cost;

use serde::{Deserialize, Serialize};

pub use cost::Cost;

use crate::engine::score::Score;
use crate::engine::swiss::criteria::{Base, Code, Measure, go_score};
use crate::engine::swiss::{Colour, Event};

use super::Key;

/// How a group is split for seeding (OpenGotha's seed systems).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seeding {
    /// Top half against bottom half, by lot.
    SplitAndRandom,
    /// The first of the top half against the first of the bottom half, and so on.
    SplitAndSlip,
    /// The first against the last, and so on.
    SplitAndFold,
}

/// Who in a group is drawn up or down first (OpenGotha's DUDD modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Float {
    Top,
    Middle,
    Bottom,
}

/// The weight of each criterion: the most a pair can get from it (OpenGotha's McMahon
/// defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Weights {
    pub avoid_rematch: i64,
    pub colour_balance: i64,
    pub score_difference: i64,
    pub draw_up_down: i64,
    pub seeding: i64,
    pub same_geography: i64,
    /// How many score groups a different country is worth.
    pub country_factor: i64,
    /// How many score groups a different club is worth (×1.2).
    pub club_factor: i64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            avoid_rematch: 500_000_000_000_000,
            colour_balance: 1_000_000,
            score_difference: 100_000_000_000,
            draw_up_down: 100_000_000,
            seeding: 5_000_000,
            same_geography: 100_000_000_000,
            country_factor: 1,
            club_factor: 3,
        }
    }
}

/// The policies around the weights (OpenGotha's McMahon defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Policy {
    /// The seed system of rounds `1..=last_round_first_seeding` (1-based), and after.
    pub first_seeding: Seeding,
    pub last_round_first_seeding: usize,
    pub later_seeding: Seeding,
    /// Players of equal McMahon score and tie-breaks are placed in their group by rating, in
    /// the first seed system's rounds and in the later ones.
    pub rating_first: bool,
    pub rating_later: bool,
    pub float_upper: Float,
    pub float_lower: Float,
    /// A draw-up or draw-down that compensates an earlier opposite one is preferred.
    pub compensate: bool,
    /// The secondary criteria are not applied to players whose starting score is at the bar,
    /// whose score is at least `rank_threshold` (OpenGotha's scale, 0 = 1 dan) plus 30, or
    /// (with `wins_threshold`) who won at least half the planned rounds.
    pub bar_threshold: bool,
    pub rank_threshold: i32,
    pub wins_threshold: bool,
    /// Handicap: from the McMahon scores (else from the ranks), none at or above
    /// `no_handicap_from` (0 = 1 dan), `correction` stones less than the difference, at most
    /// `ceiling`.
    pub handicap_on_score: bool,
    pub no_handicap_from: i32,
    pub handicap_correction: i32,
    pub handicap_ceiling: i32,
}

impl Default for Policy {
    fn default() -> Policy {
        Policy {
            first_seeding: Seeding::SplitAndRandom,
            last_round_first_seeding: 1,
            later_seeding: Seeding::SplitAndSlip,
            rating_first: true,
            rating_later: false,
            float_upper: Float::Middle,
            float_lower: Float::Middle,
            compensate: true,
            bar_threshold: true,
            rank_threshold: 0,
            wins_threshold: false,
            handicap_on_score: true,
            no_handicap_from: 0,
            handicap_correction: 1,
            handicap_ceiling: 9,
        }
    }
}

/// The keys players are placed by within their score group, for round `round` (0-based):
/// McMahon score, SOSM, SOSOSM (OpenGotha's default placement), then rating in the first seed
/// system's rounds, then pairing number.
pub fn keys(policy: &Policy, round: usize) -> Vec<Key> {
    let c = |base| Key::Criterion(Code::new(base));
    let mut keys = vec![
        c(Base::Mms),
        c(Base::Sos(Measure::Mms)),
        c(Base::Sosos(Measure::Mms)),
    ];
    let first = round < policy.last_round_first_seeding;
    if (first && policy.rating_first) || (!first && policy.rating_later) {
        keys.push(Key::Rating);
    }
    keys.push(Key::Number);
    keys
}

/// What the round's pairing needs besides the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The players present, in the placement order of [`keys`] (highest first).
    pub order: Vec<usize>,
    /// A club and a country per player (ids; `None`: not given).
    pub clubs: Vec<Option<u32>>,
    pub countries: Vec<Option<u32>>,
    /// The names the lots are drawn from (OpenGotha's: surname then given name, no space).
    pub names: Vec<String>,
    /// The rounds planned (0: not known), for the wins threshold.
    pub planned_rounds: usize,
    pub weights: Weights,
    pub policy: Policy,
}

/// Why a player's bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByeWhy {
    /// Pairing-allocated byes before this round.
    pub byes: u32,
    /// 2·MMS + rank (OpenGotha's scale), lowest first.
    pub weight: i64,
}

/// Who has White and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourWhy {
    /// A handicap game: the stronger player has White.
    Handicap,
    /// White to the player who had it less often in even games.
    Balance,
    /// Equal balance: by the lot drawn from the two names.
    Lot,
}

/// One player's standing for the pairing: score group and place in it, colour balance,
/// draw-ups and draw-downs so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    pub player: usize,
    /// The McMahon score before the round.
    pub mms: Score,
    /// Wins (NBW) before the round.
    pub nbw: Score,
    /// The score group: the floor of the McMahon score.
    pub group: i64,
    /// The place in the group (0 = top) and the group's size.
    pub place: usize,
    pub group_size: usize,
    /// Even games with White less even games with Black.
    pub balance: i32,
    pub drawn_up: u32,
    pub drawn_down: u32,
    /// Above the thresholds: the secondary criteria do not apply.
    pub above_thresholds: bool,
    /// The pseudo-rank handicaps are computed from.
    pub strength: i32,
}

/// One game: colours, handicap and the cost that chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub white: usize,
    pub black: usize,
    pub handicap: u8,
    pub colour: ColourWhy,
    pub cost: Cost,
}

/// A round paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Highest pair first (by the better-placed player).
    pub games: Vec<Game>,
    pub bye: Option<(usize, ByeWhy)>,
    /// The players present, in the placement order.
    pub facts: Vec<Facts>,
    /// The number of score groups the score difference is measured against.
    pub groups: i64,
}

/// The event's facts for the next round, one per player in `setup.order`.
pub fn facts(event: &Event, setup: &Setup) -> (Vec<Facts>, i64) {
    let round = event.rounds();
    let mms = |p: usize, r: usize| go_score(event, Measure::Mms, p, r);
    let group_of = |s: Score| s.quarters().div_euclid(4);
    let bar = event.go.bar.unwrap_or(3);
    let floor = event.go.floor.unwrap_or(-20);
    // OpenGotha's range of main scores: from the floor's starting score less 1 to the bar's
    // plus 2 plus the rounds played.
    let groups = i64::from(bar - floor) + round as i64 + 4;
    let mut facts: Vec<Facts> = setup
        .order
        .iter()
        .map(|&p| {
            let mut balance = 0;
            let (mut up, mut down) = (0, 0);
            for (r, rec) in event.records(p).iter().enumerate() {
                let Some(o) = rec.opponent.filter(|_| rec.kind.paired()) else {
                    continue;
                };
                if rec.handicap == 0 {
                    match rec.colour {
                        Some(Colour::White) => balance += 1,
                        Some(Colour::Black) => balance -= 1,
                        None => {}
                    }
                }
                let (mine, theirs) = (group_of(mms(p, r)), group_of(mms(o, r)));
                if mine < theirs {
                    up += 1;
                } else if mine > theirs {
                    down += 1;
                }
            }
            let score = event.go_score(p, Measure::Mms);
            let nbw = event.go_score(p, Measure::Nbw);
            let rank = event.entrant(p).go_rank.unwrap_or(-30);
            let threshold = 2 * setup.planned_rounds.max(round) as i64
                / if setup.policy.wins_threshold { 2 } else { 1 };
            let above = (nbw.quarters() / 2 >= threshold && threshold > 0)
                || (setup.policy.bar_threshold
                    && event.smms(p) >= Score::from_points(i64::from(bar) + 30))
                || score >= Score::from_points(i64::from(setup.policy.rank_threshold) + 30);
            let strength = if setup.policy.handicap_on_score {
                (group_of(score) - 30) as i32
            } else {
                rank
            };
            Facts {
                player: p,
                mms: score,
                nbw,
                group: group_of(score),
                place: 0,
                group_size: 0,
                balance,
                drawn_up: up,
                drawn_down: down,
                above_thresholds: above,
                strength,
            }
        })
        .collect();
    // Places within each group, in the placement order.
    let mut k = 0;
    while k < facts.len() {
        let g = facts[k].group;
        let end = k + facts[k..].iter().take_while(|f| f.group == g).count();
        for (i, f) in facts[k..end].iter_mut().enumerate() {
            f.place = i;
            f.group_size = end - k;
        }
        k = end;
    }
    (facts, groups)
}

/// The handicap between `a` and `b` and who gives it: positive when `a` is the stronger.
fn handicap(policy: &Policy, a: &Facts, b: &Facts) -> i32 {
    let sa = a.strength.min(policy.no_handicap_from);
    let sb = b.strength.min(policy.no_handicap_from);
    let d = sa - sb;
    let c = policy.handicap_correction;
    let h = if d > 0 {
        (d - c).max(0)
    } else {
        (d + c).min(0)
    };
    h.clamp(-policy.handicap_ceiling, policy.handicap_ceiling)
}

/// OpenGotha's lot drawn from two names: a number from 0 to `max`, the same whichever name
/// comes first (the names are ordered first).
pub fn name_lot(max: i64, a: &str, b: &str) -> i64 {
    let (first, second) = if a <= b { (a, b) } else { (b, a) };
    let sum: i64 = first
        .encode_utf16()
        .chain(second.encode_utf16())
        .enumerate()
        .map(|(i, c)| i64::from(c) * (i as i64 + 1))
        .sum();
    (sum.wrapping_mul(1_234_567)).rem_euclid(max + 1)
}

/// OpenGotha's lot compares names as UTF-16: the same order as `str`'s for the Basic
/// Multilingual Plane, which holds every name here.
fn lot_name(setup: &Setup, p: usize) -> &str {
    setup.names.get(p).map_or("", |s| s.as_str())
}

/// The cost of every pair of players present (the bye's player included), in the placement
/// order: what the matching chooses from.
pub fn costs(event: &Event, setup: &Setup) -> Vec<(usize, usize, Cost)> {
    let (facts, groups) = facts(event, setup);
    let ctx = cost::Context {
        event,
        setup,
        groups,
        round: event.rounds(),
    };
    let mut out = Vec::new();
    for (i, a) in facts.iter().enumerate() {
        for b in &facts[i + 1..] {
            out.push((a.player, b.player, cost::cost(&ctx, a, b)));
        }
    }
    out
}

/// Pairs the round after `event`'s rounds.
pub fn pair(event: &Event, setup: &Setup) -> Round {
    let (facts, groups) = facts(event, setup);
    let mut playing: Vec<usize> = (0..facts.len()).collect();
    let bye = (facts.len() % 2 == 1).then(|| {
        let round = event.rounds();
        let why = |f: &Facts| {
            let byes = event.records(f.player)[..round]
                .iter()
                .filter(|r| r.kind == crate::engine::swiss::Kind::PairingBye)
                .count() as u32;
            let rank = event.entrant(f.player).go_rank.unwrap_or(-30);
            ByeWhy {
                byes,
                weight: f.mms.quarters() / 2 + i64::from(rank),
            }
        };
        // The lowest weight; among equals the lowest placed.
        let k = (0..facts.len())
            .rev()
            .min_by_key(|&k| {
                let w = why(&facts[k]);
                (w.byes, w.weight)
            })
            .unwrap_or(0);
        playing.retain(|&x| x != k);
        (facts[k].player, why(&facts[k]))
    });
    let n = playing.len();
    let ctx = cost::Context {
        event,
        setup,
        groups,
        round: event.rounds(),
    };
    let mut costs = vec![Cost::default(); n * n];
    let mut weight = vec![0i64; n * n];
    for i in 0..n {
        for j in i + 1..n {
            let c = cost::cost(&ctx, &facts[playing[i]], &facts[playing[j]]);
            weight[i * n + j] = c.total;
            costs[i * n + j] = c;
        }
    }
    let mate = integer_blossom::max_weight_matching(&weight, n);
    let mut games = Vec::new();
    for i in 0..n {
        let Some(j) = mate[i] else { continue };
        if j < i {
            continue;
        }
        let (a, b) = (&facts[playing[i]], &facts[playing[j]]);
        let h = handicap(&setup.policy, a, b);
        let (white, black, colour) = if h != 0 {
            let (w, b) = if h > 0 { (a, b) } else { (b, a) };
            (w.player, b.player, ColourWhy::Handicap)
        } else if a.balance != b.balance {
            let (w, b) = if a.balance < b.balance {
                (a, b)
            } else {
                (b, a)
            };
            (w.player, b.player, ColourWhy::Balance)
        } else {
            // The first name in order has White when the lot is 0.
            let (na, nb) = (lot_name(setup, a.player), lot_name(setup, b.player));
            let first_is_a = na <= nb;
            let first_white = name_lot(1, na, nb) == 0;
            let (w, b) = if first_is_a == first_white {
                (a, b)
            } else {
                (b, a)
            };
            (w.player, b.player, ColourWhy::Lot)
        };
        games.push(Game {
            white,
            black,
            handicap: h.unsigned_abs() as u8,
            colour,
            cost: costs[i * n + j],
        });
    }
    Round {
        games,
        bye,
        facts,
        groups,
    }
}
