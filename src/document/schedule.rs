//! A league's schedule: its meetings given rounds and colours, and read back round by round.
//!
//! [`schedule`] plays the league's players, in list order as drawing numbers, through the Berger
//! tables (`crate::engine::schedule`) and writes every meeting as a game with its `round` and
//! `first`: a result already recorded keeps its place in the schedule (the pair's first recorded
//! game is their first meeting) and its `first` if it has one; every other meeting is a `pending`
//! game. The schedule is the games themselves, so a file scheduled here reads anywhere a league
//! reads, and a league without rounds stays what it was.
//!
//! [`rounds`] reads the rounds back from the games that carry one: each round's games in the
//! document's order and who has no game in it (rests, in a round robin of an odd number).

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::document::league::{GameEntry, League};
use crate::engine::schedule::{self, Options};
use crate::engine::{First, Outcome};
use crate::error::{Error, ErrorKind};

/// `league` with every meeting scheduled by the Berger tables under `options`, and `cycles` set
/// to `options.cycles`. Refused if a game already has a round (the schedule is made once; a
/// file's own rounds are the organiser's), and with the league's own errors if it cannot be read.
pub fn schedule(league: &League, options: Options) -> Result<League, Error> {
    if let Some((k, g)) = league
        .games
        .iter()
        .enumerate()
        .find(|(_, g)| g.round.is_some())
    {
        return Err(Error::new(ErrorKind::AlreadyScheduled {
            round: g.round.unwrap_or(0),
        })
        .with_path(format!("games[{k}].round")));
    }
    let cycles = options.cycles.max(1);
    let mut out = league.clone();
    out.cycles = (cycles > 1 || league.cycles.is_some()).then_some(cycles);
    // Checked as a league with this many cycles: names known, no pair over its meetings.
    out.input()?;
    let n = league.players.len();
    let index: HashMap<&str, usize> = league
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), i))
        .collect();
    let pair = |a: usize, b: usize| a.min(b) * n + a.max(b);
    // Each pair's recorded games in document order (a replayed game goes with the meeting that
    // follows it).
    let mut recorded: HashMap<usize, Vec<Vec<usize>>> = HashMap::new();
    let mut replays: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (k, g) in league.games.iter().enumerate() {
        let key = pair(index[g.a.as_str()], index[g.b.as_str()]);
        let waiting = replays.entry(key).or_default();
        waiting.push(k);
        if g.result.is_meeting() {
            recorded
                .entry(key)
                .or_default()
                .push(std::mem::take(waiting));
        }
    }
    let mut taken: HashMap<usize, usize> = HashMap::new();
    let mut games = Vec::with_capacity(league.games.len());
    for round in schedule::round_robin(n, Options { cycles, ..options }) {
        for p in &round.pairings {
            let key = pair(p.first, p.second);
            let meeting = taken.entry(key).or_default();
            let found = recorded.get(&key).and_then(|m| m.get(*meeting));
            *meeting += 1;
            let first_name = &league.players[p.first].name;
            match found {
                Some(ks) => {
                    for &k in ks {
                        let mut g = league.games[k].clone();
                        g.round = Some(round.number);
                        if g.first.is_none() && g.result.is_meeting() {
                            g.first = Some(if &g.a == first_name {
                                First::A
                            } else {
                                First::B
                            });
                        }
                        games.push(g);
                    }
                }
                None => {
                    let mut g = GameEntry::new(
                        first_name.clone(),
                        league.players[p.second].name.clone(),
                        Outcome::Pending,
                    );
                    g.round = Some(round.number);
                    g.first = Some(First::A);
                    games.push(g);
                }
            }
        }
    }
    // Replayed games after a pair's last meeting (none in a checked league) stay, unscheduled.
    for ks in replays.into_values() {
        games.extend(ks.into_iter().map(|k| league.games[k].clone()));
    }
    out.games = games;
    Ok(out)
}

/// One round of a league read back from its games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundGames {
    pub number: u32,
    /// Indices into the league's `games`, in document order.
    pub games: Vec<usize>,
    /// Players (indices) with no game in the round.
    pub rests: Vec<usize>,
}

/// The league's rounds, in order, from the games that carry one (none for a league without a
/// schedule). Names not in the player list are left out of `rests`' reckoning.
pub fn rounds(league: &League) -> Vec<RoundGames> {
    let index: HashMap<&str, usize> = league
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), i))
        .collect();
    let mut by_round: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (k, g) in league.games.iter().enumerate() {
        if let Some(r) = g.round {
            by_round.entry(r).or_default().push(k);
        }
    }
    by_round
        .into_iter()
        .map(|(number, games)| {
            let mut plays = vec![false; league.players.len()];
            for &k in &games {
                let g = &league.games[k];
                for name in [&g.a, &g.b] {
                    if let Some(&i) = index.get(name.as_str()) {
                        plays[i] = true;
                    }
                }
            }
            RoundGames {
                number,
                games,
                rests: (0..plays.len()).filter(|&i| !plays[i]).collect(),
            }
        })
        .collect()
}

/// The first round with a game still to play (`pending`), if any: the round to enter next.
pub fn next_round(league: &League, rounds: &[RoundGames]) -> Option<u32> {
    rounds
        .iter()
        .find(|r| {
            r.games
                .iter()
                .any(|&k| league.games[k].result == Outcome::Pending)
        })
        .map(|r| r.number)
}
