//! Criteria: what a rule chain compares.
//!
//! A [`Criterion`] turns a group of players into one [`Value`] per player; higher
//! [`Value::key`]s rank higher. Most criteria are *global*: a player's value does not depend on
//! who else is in the group (points, wins, Sonneborn-Berger, previous rank). One is *among the
//! tied*: [`Criterion::DirectEncounter`] builds the mini-league of exactly the group's players, so
//! the same player can score differently in a larger and a smaller group. That difference is what
//! the re-application policies of [`crate::engine::league::chain::Reapply`] are about.
//!
//! Definitions (see `docs/rules/criteria.md` for sources):
//! - `PTS`: points, win 1, draw ½, forfeit win 1, loss and forfeit loss 0; void and pending
//!   count for nothing.
//! - `WIN`: games won, forfeit wins included (FIDE C.07 (2024) 7.1).
//! - `WON`: games won over the board, forfeit wins excluded (FIDE C.07 (2024) 7.2).
//! - `BPG`, `BWG`: games played, and won, over the board with the second colour (Black), where
//!   the league records who moved first (FIDE C.07 (2024) 7.3, 7.4).
//! - `ARO`, `TPR`: average rating of the opponents met over the board and tournament performance
//!   rating (FIDE C.07 (2024) 10.1, 10.2; [`crate::engine::rating`]); `None` (last) for a player
//!   without games played or with an unrated opponent.
//! - `DE`: points scored in the games among the group (the mini-league, 直接対決).
//! - `SB`: Sonneborn-Berger, the sum over opponents of (points scored against them × their
//!   points).
//! - `BH`: Buchholz, the sum of the points of the opponents met, once per counted game.
//! - `KS`: Koya, points scored against opponents who made at least half of what they could.
//! - `PREV`: previous-term rank; 1 is best, new entrants (no rank) are last.

use serde::{Deserialize, Serialize};

use crate::engine::fide::{self, FideCriterion};
use crate::engine::league::table::{Crosstable, First, Side};
use crate::engine::rating;
use crate::engine::score::Score;

/// One tie-break criterion. See the module documentation for exact definitions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Criterion {
    Points,
    Wins,
    /// Games won over the board (FIDE `WON`): forfeit wins do not count.
    WinsOverBoard,
    /// Games played over the board with the second colour (FIDE `BPG`).
    BlackGames,
    /// Games won over the board with the second colour (FIDE `BWG`).
    BlackWins,
    /// Average rating of the opponents met over the board (FIDE `ARO`).
    AverageRatingOfOpponents,
    /// Tournament performance rating (FIDE `TPR`).
    PerformanceRating,
    DirectEncounter,
    SonnebornBerger,
    Buchholz,
    Koya,
    PreviousRank,
}

impl Criterion {
    pub const ALL: [Criterion; 12] = [
        Criterion::Points,
        Criterion::Wins,
        Criterion::WinsOverBoard,
        Criterion::BlackGames,
        Criterion::BlackWins,
        Criterion::AverageRatingOfOpponents,
        Criterion::PerformanceRating,
        Criterion::DirectEncounter,
        Criterion::SonnebornBerger,
        Criterion::Buchholz,
        Criterion::Koya,
        Criterion::PreviousRank,
    ];

    /// The code used in custom chains, in the JSON output and as the badge of the place it
    /// decides (FIDE's abbreviations where FIDE has one).
    pub fn code(self) -> &'static str {
        match self {
            Criterion::Points => "PTS",
            Criterion::Wins => "WIN",
            Criterion::WinsOverBoard => "WON",
            Criterion::BlackGames => "BPG",
            Criterion::BlackWins => "BWG",
            Criterion::AverageRatingOfOpponents => "ARO",
            Criterion::PerformanceRating => "TPR",
            Criterion::DirectEncounter => "DE",
            Criterion::SonnebornBerger => "SB",
            Criterion::Buchholz => "BH",
            Criterion::Koya => "KS",
            Criterion::PreviousRank => "PREV",
        }
    }

    /// Reads a code, case-insensitively.
    pub fn from_code(code: &str) -> Option<Criterion> {
        let code = code.trim();
        Criterion::ALL
            .into_iter()
            .find(|c| c.code().eq_ignore_ascii_case(code))
    }

    /// FIDE's definition of the criterion ([`crate::engine::fide`]); `None` for `PREV`, which
    /// is not FIDE's.
    pub fn fide(self) -> Option<&'static FideCriterion> {
        fide::find(self.code())
    }

    /// Whether the criterion reads who moved first in each game (`BPG`, `BWG`).
    pub fn needs_colours(self) -> bool {
        self.fide().is_some_and(|f| f.needs_colours)
    }

    /// Whether the criterion reads the players' ratings (`ARO`, `TPR`).
    pub fn needs_ratings(self) -> bool {
        self.fide().is_some_and(|f| f.needs_ratings)
    }

    /// Whether a player's value depends on who else is in the group.
    pub fn among_tied(self) -> bool {
        self.fide().is_some_and(|f| f.among_tied)
    }
}

/// A player's value under a criterion, with the unit it is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum Value {
    /// Points (or a sum of points): `PTS`, `DE`, `SB`, `BH`, `KS`.
    Points(Score),
    /// A count: `WIN`, `WON`.
    Count(u32),
    /// A rank where lower is better; `None` is unranked (last): `PREV`.
    Rank(Option<u32>),
    /// A rating, higher is better; `None` (last) when it cannot be computed: `ARO`, `TPR`.
    Rating(Option<i64>),
    /// A sum of means of points, in units of a quarter point / [`MEAN_SCALE`]: `DE`, where two
    /// players who met more than once count the mean of their games (FIDE C.07 (2024) 6.1.2).
    /// Exact for up to [`crate::engine::MAX_CYCLES`] meetings a pair.
    Mean(i64),
}

/// The units of a quarter point in a [`Value::Mean`]: lcm(1..=8), so that the mean of up to eight
/// games is exact.
pub const MEAN_SCALE: i64 = 840;

impl Value {
    /// The sort key: higher ranks higher.
    pub fn key(self) -> i64 {
        match self {
            Value::Points(s) => s.quarters(),
            Value::Count(n) => i64::from(n),
            Value::Rank(Some(r)) => -i64::from(r),
            Value::Rank(None) => i64::MIN,
            Value::Rating(Some(r)) => r,
            Value::Rating(None) => i64::MIN,
            Value::Mean(m) => m,
        }
    }

    /// The value as a score when it is a whole number of quarter points (every value but a mean
    /// of three or more games that does not come out even).
    pub fn as_score(self) -> Option<Score> {
        match self {
            Value::Points(s) => Some(s),
            Value::Mean(m) if m % MEAN_SCALE == 0 => Some(Score::from_quarters(m / MEAN_SCALE)),
            _ => None,
        }
    }
}

/// Evaluates `criterion` for every player of `group` (in that order).
pub fn evaluate(criterion: Criterion, table: &Crosstable, group: &[usize]) -> Vec<Value> {
    match criterion {
        Criterion::Points => group
            .iter()
            .map(|&i| Value::Points(table.score(i)))
            .collect(),
        Criterion::Wins => group
            .iter()
            .map(|&i| Value::Count(table.total(i).wins))
            .collect(),
        Criterion::WinsOverBoard => group
            .iter()
            .map(|&i| {
                let t = table.total(i);
                Value::Count(t.wins - t.forfeit_wins)
            })
            .collect(),
        Criterion::BlackGames => group
            .iter()
            .map(|&i| {
                Value::Count(
                    black_games(table, i)
                        .filter(|&(_, won)| won.is_some())
                        .count() as u32,
                )
            })
            .collect(),
        Criterion::BlackWins => group
            .iter()
            .map(|&i| {
                Value::Count(
                    black_games(table, i)
                        .filter(|&(_, won)| won == Some(true))
                        .count() as u32,
                )
            })
            .collect(),
        Criterion::AverageRatingOfOpponents => group
            .iter()
            .map(|&i| {
                Value::Rating(
                    over_the_board(table, i).and_then(|(r, _)| rating::average_rating(&r)),
                )
            })
            .collect(),
        Criterion::PerformanceRating => group
            .iter()
            .map(|&i| {
                Value::Rating(
                    over_the_board(table, i).and_then(|(r, q)| rating::performance(&r, q)),
                )
            })
            .collect(),
        Criterion::DirectEncounter => group
            .iter()
            .map(|&i| {
                let bounds = encounter_bounds(table, group, i, 0, 0);
                Value::Mean(bounds)
            })
            .collect(),
        Criterion::SonnebornBerger => group
            .iter()
            .map(|&i| Value::Points(sonneborn_berger(table, i)))
            .collect(),
        Criterion::Buchholz => group
            .iter()
            .map(|&i| {
                let bh = (0..table.len())
                    .map(|j| {
                        let met = i64::from(table.pair(i, j).counted());
                        Score::from_quarters(met * table.score(j).quarters())
                    })
                    .sum();
                Value::Points(bh)
            })
            .collect(),
        Criterion::Koya => group
            .iter()
            .map(|&i| {
                let ks = (0..table.len())
                    .filter(|&j| j != i && made_half(table, j))
                    .map(|j| table.pair(i, j).points)
                    .sum();
                Value::Points(ks)
            })
            .collect(),
        Criterion::PreviousRank => group
            .iter()
            .map(|&i| Value::Rank(table.player(i).previous_rank))
            .collect(),
    }
}

/// `i`'s games with a recorded first mover in which `i` did not move first, as `(game index,
/// result)`: `Some(won)` for a game played over the board, `None` for a forfeit, a void or a
/// pending game.
fn black_games(table: &Crosstable, i: usize) -> impl Iterator<Item = (usize, Option<bool>)> + '_ {
    table.games().iter().enumerate().filter_map(move |(k, g)| {
        let (first, for_a) = match (g.first?, i) {
            (f, i) if i == g.a => (f == First::A, true),
            (f, i) if i == g.b => (f == First::B, false),
            _ => return None,
        };
        if first {
            return None;
        }
        let won = match g.outcome.side(for_a) {
            Side::Win => Some(true),
            Side::Draw | Side::Loss => Some(false),
            _ => None,
        };
        Some((k, won))
    })
}

/// The ratings of `i`'s opponents in the games played over the board (one per game) and the
/// quarter points `i` scored in them (a win 4, a draw 2, whatever the league's scoring: FIDE
/// C.07 10.2 takes the rating points); `None` if a participant of the league is unrated.
fn over_the_board(table: &Crosstable, i: usize) -> Option<(Vec<u32>, i64)> {
    // C.07 Art. 10 drops the rating criteria for everyone when a participant is unrated (unless
    // the regulations give unrated players a rating), as the Swiss engine and FIDE's
    // TieBreakServer do: in a round robin, everyone but the unrated player has met them, and
    // the unrated player would otherwise be the only one with a value.
    if table.players().iter().any(|p| p.rating.is_none()) {
        return None;
    }
    let mut ratings = Vec::new();
    let mut quarters = 0;
    for g in table.games() {
        let (opponent, for_a) = if g.a == i {
            (g.b, true)
        } else if g.b == i {
            (g.a, false)
        } else {
            continue;
        };
        quarters += match g.outcome.side(for_a) {
            Side::Win => 4,
            Side::Draw => 2,
            Side::Loss => 0,
            _ => continue,
        };
        ratings.push(table.player(opponent).rating?);
    }
    Some((ratings, quarters))
}

/// Σ over opponents `j` of (points `i` scored against `j`) × (`j`'s points).
///
/// In quarters: `pts_ij` and `S_j` are both whole quarters, so the product is in sixteenths. Every
/// single result is 0, ½ or 1 point, so both factors are even numbers of quarters and the sum is a
/// whole number of quarters; the division below is exact.
fn sonneborn_berger(table: &Crosstable, i: usize) -> Score {
    let sixteenths: i64 = (0..table.len())
        .map(|j| table.pair(i, j).points.quarters() * table.score(j).quarters())
        .sum();
    Score::from_quarters(sixteenths / 4)
}

/// Koya's threshold: at least 50 % of the points `j`'s counted games could give.
fn made_half(table: &Crosstable, j: usize) -> bool {
    let total = table.total(j);
    let possible = i64::from(total.counted()) * table.scoring().win.quarters();
    2 * total.points.quarters() >= possible
}

/// `i`'s direct encounter among `group` (FIDE C.07 (2024) 6.1, 6.1.2): the sum over the others
/// of the mean of `i`'s points in their counted games, in [`Value::Mean`] units; each of a pair's
/// pending games counted as scoring `missing` quarters (0 and 0: the games played so far only,
/// pairs with no counted game adding nothing). In a single round robin a mean is the one game's
/// points, so this is the mini-league score.
fn encounter_bounds(table: &Crosstable, group: &[usize], i: usize, missing: i64, with: i64) -> i64 {
    group
        .iter()
        .filter(|&&j| j != i)
        .map(|&j| {
            let p = table.pair(i, j);
            let pending = i64::from(p.pending) * with;
            let games = i64::from(p.counted()) + pending;
            if games == 0 {
                0
            } else {
                (p.points.quarters() + pending * missing) * MEAN_SCALE / games
            }
        })
        .sum()
}

/// FIDE C.07 (2024) 6.3: the parts `DE` makes of `group` when some of its games among the group
/// are still pending; `None` when none is (then equal values are equal, 6.2).
///
/// A player who stays alone on top whatever the missing games give is placed first, then the
/// same among the rest, and so on; whoever is left stays tied as one part, best lowest value
/// first. A player's lowest final `DE` counts every missing game of his as the least a game
/// gives, the highest as the most, each pair's mean taken over all its games (6.1.2). Void games
/// are not missing: they will not be played.
pub fn direct_encounter_with_missing(
    table: &Crosstable,
    group: &[usize],
) -> Option<Vec<Vec<usize>>> {
    let any_missing = group
        .iter()
        .any(|&i| group.iter().any(|&j| table.pair(i, j).pending > 0));
    if !any_missing {
        return None;
    }
    // What one missing game can give, at least and at most, under the league's scoring.
    let given = [Side::Win, Side::Draw, Side::Loss].map(|r| table.scoring().points(r).quarters());
    let (least, most) = (given.iter().min().copied(), given.iter().max().copied());
    let (least, most) = (least.unwrap_or(0), most.unwrap_or(0));
    let low: Vec<i64> = group
        .iter()
        .map(|&i| encounter_bounds(table, group, i, least, 1))
        .collect();
    let high: Vec<i64> = group
        .iter()
        .map(|&i| encounter_bounds(table, group, i, most, 1))
        .collect();
    let mut left: Vec<usize> = (0..group.len()).collect();
    crate::engine::sort::by(&mut left, |&x, &y| low[y].cmp(&low[x]));
    let mut parts = Vec::new();
    while left.len() > 1 {
        let alone = left
            .iter()
            .position(|&p| left.iter().all(|&q| q == p || low[p] > high[q]));
        match alone {
            Some(k) => parts.push(vec![group[left.remove(k)]]),
            None => break,
        }
    }
    parts.push(left.into_iter().map(|k| group[k]).collect());
    Some(parts)
}
