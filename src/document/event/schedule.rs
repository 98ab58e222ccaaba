//! An event file's round robin scheduled: every round's games (or a team event's matches) from
//! the Berger tables, written into the rounds with no results yet.
//!
//! [`SwissEvent::schedule`] is the event document's counterpart of the league's
//! [`crate::document::schedule::schedule`]: the players in the file's order are the draw numbers
//! ([`crate::engine::schedule`]); the event becomes a round robin (`"system": "round_robin"`)
//! planned for the schedule's rounds. In an individual event the player who moves first gets
//! the first move's colour (White in chess; Black in Go, renju and shogi, whose `black` moves
//! first); in a team event the first is the home team. A player who rests has no game that
//! round (no bye is written: in a round robin a rest scores nothing). Results are entered round
//! by round, a team match board by board.

use super::{GameEntry, GameKind, MatchEntry, RoundEntry, SwissEvent, SystemKind};
use crate::engine::schedule::{self, Options};
use crate::error::{Error, ErrorKind};

impl SwissEvent {
    /// The event with its round robin scheduled under `options`. Refused when a round already
    /// has a game or a match ([`ErrorKind::AlreadyScheduled`], naming it), and when the players
    /// cannot be told apart ([`SwissEvent::input`]'s checks of names).
    pub fn schedule(&self, options: Options) -> Result<SwissEvent, Error> {
        if let Some((r, _)) = self
            .rounds
            .iter()
            .enumerate()
            .find(|(_, r)| !r.games.is_empty() || !r.matches.is_empty())
        {
            return Err(Error::new(ErrorKind::AlreadyScheduled {
                round: r as u32 + 1,
            })
            .with_path(format!("rounds[{r}]")));
        }
        self.index()?;
        let n = self.players.len();
        if n > crate::engine::swiss::MAX_PLAYERS {
            return Err(Error::new(ErrorKind::TooManyPlayers {
                count: n,
                max: crate::engine::swiss::MAX_PLAYERS,
                document: crate::error::DocumentKind::Event,
            })
            .with_path("players"));
        }
        let per = schedule::rounds_per_cycle(n);
        let count = per * options.cycles.max(1) as usize;
        if count > crate::engine::swiss::MAX_ROUNDS {
            return Err(Error::new(ErrorKind::TooManyRounds {
                count,
                max: crate::engine::swiss::MAX_ROUNDS,
            })
            .with_path("players"));
        }
        let mut out = self.clone();
        out.system = SystemKind::RoundRobin;
        let name = |p: usize| self.players[p].name.trim().to_string();
        let boards = self.boards.map(|b| b as usize);
        let rounds: Vec<RoundEntry> = schedule::round_robin(n, options)
            .into_iter()
            .enumerate()
            .map(|(r, round)| {
                // Byes entered beforehand (absences) stay; a rest is no game.
                let mut entry = self.rounds.get(r).cloned().unwrap_or_default();
                for p in round.pairings {
                    let (first, second) = (name(p.first), name(p.second));
                    match boards {
                        Some(b) => entry.matches.push(MatchEntry::paired(&first, &second, b)),
                        None => {
                            let (white, black) = match self.game {
                                GameKind::Chess => (first, second),
                                GameKind::Go | GameKind::Renju | GameKind::Shogi => (second, first),
                            };
                            entry.games.push(GameEntry {
                                white,
                                black,
                                result: None,
                                handicap: 0,
                                // The schedule's colours (FIDE's Berger tables).
                                colours: true,
                                extra: Default::default(),
                            });
                        }
                    }
                }
                entry
            })
            .collect();
        out.planned_rounds = Some(rounds.len() as u32);
        out.rounds = rounds;
        Ok(out)
    }
}
