//! What-if for the last round(s) of a Swiss event whose pairings are known.
//!
//! The played rounds are an [`Event`]; the [`Upcoming`] rounds hold each player's record with
//! the pairings and byes already made and the games' results still open. [`analyse`] goes
//! through every outcome of those games (won by white, won by black, and drawn when draws are
//! possible) when there are at most `limit` of them, and otherwise through `samples` outcomes
//! drawn with a seeded generator (every outcome equally likely), ranks each completed event
//! under the list, and counts where each player finishes. The answer is exact counts: the best
//! and worst place seen, and how many outcomes put each player in each place; with sampling,
//! `exact` is false and the best and worst are those seen.

use serde::{Deserialize, Serialize};

use super::criteria::{Code, Edition};
use super::{Colour, Event, Kind, Round, order};
use crate::engine::whatif::rng::Rng;
use crate::error::Error;

/// The rounds after the played ones, paired but not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upcoming {
    /// `records[p][k]`: player `p`'s record of upcoming round `k`; a game's `kind` is a
    /// placeholder that each outcome sets.
    pub records: Vec<Vec<Round>>,
    /// The games to play: (upcoming round, white, black).
    pub games: Vec<(usize, usize, usize)>,
}

/// What [`analyse`] is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Games can be drawn (three results a game instead of two).
    pub draws: bool,
    /// The most outcomes to go through one by one.
    pub limit: u64,
    /// How many outcomes to draw when there are more than `limit`.
    pub samples: u64,
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            draws: false,
            limit: 1 << 16,
            samples: 20_000,
            seed: 1,
        }
    }
}

/// One player's prospects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prospect {
    pub best: usize,
    pub worst: usize,
    /// `places[k]`: the outcomes that put the player in place `k + 1` (a shared place counts
    /// as its first place).
    pub places: Vec<u64>,
}

/// The answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prospects {
    /// Every outcome was ranked (else: `outcomes` were sampled).
    pub exact: bool,
    pub outcomes: u64,
    /// The games still to play.
    pub games: usize,
    pub players: Vec<Prospect>,
}

/// The result of game `g` in outcome digit `d`: 0 white wins, 1 black wins, 2 drawn.
fn kinds(d: u64) -> (Kind, Kind) {
    match d {
        0 => (Kind::Win, Kind::Loss),
        1 => (Kind::Loss, Kind::Win),
        _ => (Kind::Draw, Kind::Draw),
    }
}

/// Goes through the outcomes of `upcoming`'s games (see the module documentation).
pub fn analyse(
    event: &Event,
    upcoming: &Upcoming,
    codes: &[Code],
    edition: Edition,
    options: &Options,
) -> Result<Prospects, Error> {
    let n = event.players();
    let base = if options.draws { 3u64 } else { 2 };
    let g = upcoming.games.len();
    let total = u32::try_from(g)
        .ok()
        .and_then(|g| base.checked_pow(g))
        .filter(|&t| t <= options.limit);
    let mut players = vec![
        Prospect {
            best: usize::MAX,
            worst: 0,
            places: vec![0; n],
        };
        n
    ];
    let mut rng = Rng::new(options.seed);
    let outcomes = total.unwrap_or(options.samples);
    let mut records: Vec<Vec<Round>> = (0..n)
        .map(|p| {
            let mut r = event.records(p).to_vec();
            r.extend(upcoming.records[p].iter().copied());
            r
        })
        .collect();
    let played = event.rounds();
    for k in 0..outcomes {
        let mut code = k;
        for &(round, w, b) in &upcoming.games {
            let d = match total {
                Some(_) => {
                    let d = code % base;
                    code /= base;
                    d
                }
                None => rng.next_u64() % base,
            };
            let (kw, kb) = kinds(d);
            records[w][played + round].kind = kw;
            records[b][played + round].kind = kb;
        }
        let complete = event.with_records(records.clone())?;
        let st = order(&complete, codes, edition);
        for row in &st.rows {
            let pr = &mut players[row.player];
            pr.best = pr.best.min(row.place);
            pr.worst = pr.worst.max(row.place);
            pr.places[row.place - 1] += 1;
        }
    }
    Ok(Prospects {
        exact: total.is_some(),
        outcomes,
        games: g,
        players,
    })
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
