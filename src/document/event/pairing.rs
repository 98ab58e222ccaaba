//! The director's pairing of a round, on the document: which round can be paired, who plays,
//! the lots, and writing the pairs into the round.
//!
//! [`SwissEvent::pair_round`] pairs round `r` (0-based) when every round before it is played
//! and no game of round `r` has a result yet (a round can be paired again until its first result
//! is entered; after that it is locked). The players who play are those without a bye entered
//! in round `r` beforehand (absent or a requested bye: `ABS`, `ZPB`, `HPB`, `FPB`) and not
//! withdrawn before it (a player's `withdrawn`); a pairing-allocated bye (`PAB`) already there
//! is the previous pairing's and is replaced. The lots are the file's `pairing.lots` for the
//! round when given (a number per player, by name), else drawn from `pairing.seed`
//! ([`crate::engine::swiss::pairing::lots`]): anyone with the file replays the draw. Clubs are
//! kept apart in rounds `1..=pairing.keep_clubs_apart`.
//! [`SwissEvent::apply_pairing`] writes the pairs and the bye into round `r`: with the colours
//! and handicaps of systems that allocate them (Dutch, McMahon), else the higher player in the
//! order first (as `white`) and the game marked without colours (`colours: false`): they are
//! the players' to settle, e.g. by nigiri, and the pages show the pair, not colours.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::{ByeEntry, ByeKind, GameEntry, MatchEntry, RoundEntry, SwissEvent};
use crate::engine::swiss::Colour;
use crate::engine::swiss::pairing::{self, Impossible, Pairing, PairingSystem, Request};
use crate::error::{Error, ErrorKind};

/// How the rounds are paired: `pairing` in the file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingEntry {
    /// `tagajo` (the default), `swigpro`, `dutch` or `mcmahon`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system: Option<String>,
    /// The seed the lots are drawn from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Lots drawn elsewhere: per round (`"1"`, `"2"`, …), a number per player name; higher
    /// is placed higher.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lots: BTreeMap<String, BTreeMap<String, u32>>,
    /// Players of the same club are not paired in rounds 1 to this one, when another pairing
    /// lets everybody play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keep_clubs_apart: Option<u32>,
    /// Systems that allocate colours: the colour of pairing number 1 in round 1 (TRF `XXC`);
    /// when not given, read from round 1's games, else white.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_colour: Option<crate::engine::swiss::Colour>,
    /// Accelerated pairing for the Dutch system: `"baku"` (C.04.5.1; needs the planned rounds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acceleration: Option<String>,
}

/// A round paired, or why it cannot be: the engine's answer.
pub type Paired = Result<Pairing, Impossible>;

impl SwissEvent {
    /// The pairing system the file names (`tagajo` when none).
    pub fn pairing_system(&self) -> Result<PairingSystem, Error> {
        match self.pairing.as_ref().and_then(|p| p.system.as_deref()) {
            None => Ok(PairingSystem::Tagajo),
            Some(id) => PairingSystem::parse(id).ok_or_else(|| {
                Error::new(ErrorKind::UnknownPairingSystem {
                    found: id.to_string(),
                })
                .with_path("pairing.system")
            }),
        }
    }

    /// The round to pair next: the first without a result (0-based), as long as the event
    /// plans it (or plans no number).
    pub fn round_to_pair(&self) -> Option<usize> {
        let played = self.played_rounds().ok()?;
        let planned = self.planned_rounds.map(|p| p as usize);
        planned.is_none_or(|p| played < p).then_some(played)
    }

    /// Pairs round `round` (0-based) under `system` (else the file's), allowing rematches
    /// when `rematches` (the director's choice after an impossible pairing). The error says why
    /// the round cannot be paired now (and where); the [`Paired`] is the pairing or the
    /// players who cannot all be paired.
    pub fn pair_round(
        &self,
        round: usize,
        system: Option<PairingSystem>,
        rematches: bool,
    ) -> Result<Paired, Error> {
        let r1 = round as u32 + 1;
        if self.system == super::SystemKind::RoundRobin {
            return Err(Error::new(ErrorKind::RoundRobinNotPaired).with_path("system"));
        }
        // A round with a result is locked (checked first: a round half entered is locked too).
        if let Some(entry) = self.rounds.get(round) {
            let game = entry.games.iter().position(|g| g.result.is_some());
            let team = entry.matches.iter().position(|m| m.entered() > 0);
            let path = match (game, team) {
                (Some(g), _) => Some(format!("rounds[{round}].games[{g}].result")),
                (None, Some(m)) => Some(format!("rounds[{round}].matches[{m}].boards")),
                (None, None) => None,
            };
            if let Some(path) = path {
                return Err(Error::new(ErrorKind::PairingLocked { round: r1 }).with_path(path));
            }
        }
        let played = self.played_rounds()?;
        if round > played {
            return Err(Error::new(ErrorKind::PairingTooEarly {
                round: r1,
                unplayed: played as u32 + 1,
            })
            .with_path(format!("rounds[{played}]")));
        }
        if round >= crate::engine::swiss::MAX_ROUNDS {
            return Err(Error::new(ErrorKind::TooManyRounds {
                count: round + 1,
                max: crate::engine::swiss::MAX_ROUNDS,
            })
            .with_path("rounds"));
        }
        let system = match system {
            Some(s) => s,
            None => self.pairing_system()?,
        };
        // The event of the rounds before.
        let mut before = self.clone();
        before.rounds.truncate(round);
        let event = before.input(None, None)?.event;
        // The event of the rounds before has checked the names; the same index.
        let index = self.index()?;
        let mut request = self.request(round, system, &index)?;
        if system.draws_lots() {
            request.lots = self.lots(round, self.players.len(), &index)?;
        }
        request.rematches = rematches;
        Ok(pairing::pair(&event, &request))
    }

    /// Who is paired in `round` and how, the lots apart (left empty): the players not
    /// withdrawn before it and without a bye entered beforehand (a pairing-allocated bye is the
    /// previous pairing's, not a choice), their clubs, and whether clubs are kept apart.
    pub(crate) fn request(
        &self,
        round: usize,
        system: PairingSystem,
        index: &HashMap<String, usize>,
    ) -> Result<Request, Error> {
        // Withdrawn players are out from their round on.
        let mut present: Vec<bool> = self
            .players
            .iter()
            .map(|p| !p.withdrawn_by(round))
            .collect();
        if let Some(entry) = self.rounds.get(round) {
            for (j, bye) in entry.byes.iter().enumerate() {
                if bye.kind == ByeKind::Pairing {
                    continue;
                }
                let Some(&p) = index.get(bye.player.trim()) else {
                    return Err(Error::new(ErrorKind::UnknownPlayer {
                        name: bye.player.clone(),
                    })
                    .with_path(format!("rounds[{round}].byes[{j}].player")));
                };
                present[p] = false;
            }
        }
        // Clubs and countries as ids, the same text (case apart) the same id.
        let ids = |field: &dyn Fn(&super::PlayerEntry) -> Option<&String>| {
            let mut seen: HashMap<String, u32> = HashMap::new();
            self.players
                .iter()
                .map(|p| {
                    let c = field(p)?.trim().to_lowercase();
                    if c.is_empty() {
                        return None;
                    }
                    let next = seen.len() as u32;
                    Some(*seen.entry(c).or_insert(next))
                })
                .collect::<Vec<_>>()
        };
        let club_ids = ids(&|p| p.club.as_ref());
        let country_ids = ids(&|p| p.country.as_ref());
        let keep_apart = self
            .pairing
            .as_ref()
            .and_then(|p| p.keep_clubs_apart)
            .is_some_and(|k| round < k as usize);
        Ok(Request {
            system,
            present,
            lots: Vec::new(),
            clubs: club_ids,
            countries: country_ids,
            keep_apart,
            rematches: false,
            first_colour: self.first_colour(index),
            planned_rounds: self.planned_rounds.map_or(0, |p| p as usize),
            acceleration: self.acceleration()?,
        })
    }

    /// The virtual points of `pairing.acceleration` per player and round (none without it).
    pub fn acceleration(&self) -> Result<Vec<Vec<crate::engine::score::Score>>, Error> {
        let Some(method) = self
            .pairing
            .as_ref()
            .and_then(|p| p.acceleration.as_deref())
        else {
            return Ok(Vec::new());
        };
        if !method.trim().eq_ignore_ascii_case("baku") {
            return Err(Error::new(ErrorKind::UnknownAcceleration {
                found: method.to_string(),
            })
            .with_path("pairing.acceleration"));
        }
        let rounds = self.planned_rounds.unwrap_or(self.rounds.len() as u32) as usize;
        let win = self.scoring()?.win;
        Ok(pairing::dutch::baku(self.players.len(), rounds, win))
    }

    /// The colour of pairing number 1 in round 1: the file's, else what round 1's games with
    /// colours show, else white. In round 1 the higher player of each game had that colour when their
    /// pairing number among the players paired in round 1 was odd (5.2.5).
    pub fn first_colour(&self, index: &HashMap<String, usize>) -> Colour {
        if let Some(c) = self.pairing.as_ref().and_then(|p| p.first_colour) {
            return c;
        }
        let Some(first) = self.rounds.first() else {
            return Colour::White;
        };
        let mut paired = vec![false; self.players.len()];
        let mut top: Option<(usize, Colour)> = None;
        for g in &first.games {
            let (Some(&w), Some(&b)) = (index.get(g.white.trim()), index.get(g.black.trim()))
            else {
                continue;
            };
            paired[w] = true;
            paired[b] = true;
            let (high, colour) = if w < b {
                (w, Colour::White)
            } else {
                (b, Colour::Black)
            };
            // A game without colours shows none.
            if g.colours && top.is_none_or(|(t, _)| high < t) {
                top = Some((high, colour));
            }
        }
        for bye in &first.byes {
            if bye.kind == ByeKind::Pairing
                && let Some(&p) = index.get(bye.player.trim())
            {
                paired[p] = true;
            }
        }
        let Some((high, colour)) = top else {
            return Colour::White;
        };
        let rank = paired[..high].iter().filter(|&&x| x).count();
        if rank % 2 == 0 {
            colour
        } else {
            colour.other()
        }
    }

    /// The lots of `round` the file gives (`None` when it gives none for it).
    pub(crate) fn given_lots(
        &self,
        round: usize,
        n: usize,
        index: &HashMap<String, usize>,
    ) -> Result<Option<Vec<u32>>, Error> {
        let key = (round + 1).to_string();
        let Some(given) = self.pairing.as_ref().and_then(|p| p.lots.get(&key)) else {
            return Ok(None);
        };
        let mut lots = vec![None; n];
        for (name, &lot) in given {
            let Some(&p) = index.get(name.trim()) else {
                return Err(Error::new(ErrorKind::UnknownPlayer { name: name.clone() })
                    .with_path(format!("pairing.lots.{key}")));
            };
            lots[p] = Some(lot);
        }
        lots.into_iter()
            .enumerate()
            .map(|(p, lot)| {
                lot.ok_or_else(|| {
                    Error::new(ErrorKind::LotMissing {
                        name: self.players[p].name.clone(),
                        round: round as u32 + 1,
                    })
                    .with_path(format!("pairing.lots.{key}"))
                })
            })
            .collect::<Result<_, _>>()
            .map(Some)
    }

    /// The lots of `round`: the file's, else drawn from the seed.
    fn lots(
        &self,
        round: usize,
        n: usize,
        index: &HashMap<String, usize>,
    ) -> Result<Vec<u32>, Error> {
        if let Some(given) = self.given_lots(round, n, index)? {
            return Ok(given);
        }
        let entry = self.pairing.as_ref();
        let Some(seed) = entry.and_then(|p| p.seed) else {
            return Err(Error::new(ErrorKind::NoPairingSeed).with_path("pairing.seed"));
        };
        Ok(pairing::lots(seed, round, n))
    }

    /// Writes a round's pairing into round `round`: its games (no results yet), or a team
    /// event's matches (the higher team at home, no board played), and its pairing-allocated
    /// bye, in place of a previous pairing's; the byes entered beforehand stay. A team's bye
    /// gives half the boards' game points (`swiss.md` §4.4, the RIF example).
    pub fn apply_pairing(&mut self, round: usize, paired: &Pairing) {
        while self.rounds.len() <= round {
            self.rounds.push(RoundEntry::default());
        }
        let name = |p: usize| self.players[p].name.clone();
        if let Some(boards) = self.boards {
            let matches = paired
                .pairs
                .iter()
                .map(|pair| MatchEntry::paired(&name(pair.high), &name(pair.low), boards as usize))
                .collect();
            let bye = paired.bye.as_ref().map(|b| ByeEntry {
                player: name(b.player),
                kind: ByeKind::Pairing,
                game_points: Some(f64::from(boards) / 2.0),
            });
            let entry = &mut self.rounds[round];
            entry.games.clear();
            entry.matches = matches;
            entry.byes.retain(|b| b.kind != ByeKind::Pairing);
            entry.byes.extend(bye);
            return;
        }
        let games = paired
            .pairs
            .iter()
            .map(|pair| GameEntry {
                white: name(pair.white.unwrap_or(pair.high)),
                black: name(if pair.white == Some(pair.low) {
                    pair.high
                } else {
                    pair.low
                }),
                result: None,
                handicap: pair.handicap,
                // Colours only where the system allocated them.
                colours: pair.white.is_some(),
                extra: Default::default(),
            })
            .collect();
        let bye = paired.bye.as_ref().map(|b| ByeEntry {
            player: name(b.player),
            kind: ByeKind::Pairing,
            game_points: None,
        });
        let entry = &mut self.rounds[round];
        entry.games = games;
        entry.byes.retain(|b| b.kind != ByeKind::Pairing);
        entry.byes.extend(bye);
    }
}

/// One round as published and as the system would pair it ([`SwissEvent::check_round`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundCheck {
    /// 0-based.
    pub round: usize,
    pub published: Games,
    /// The system's pairing of the round, from the rounds before it and the same players.
    pub ours: Result<Games, Impossible>,
    /// The Dutch system: what the round as published breaks of the absolute criteria and the
    /// colour rules (empty for other systems).
    pub findings: Vec<pairing::dutch::Finding>,
}

impl RoundCheck {
    pub fn same(&self) -> bool {
        self.ours.as_ref() == Ok(&self.published)
    }
}

/// A round's games as player indices, sorted: (white, black) where colours are known, and the
/// pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Games {
    pub games: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

impl SwissEvent {
    /// Re-pairs round `round` (0-based, one with games) by `system` from the rounds before
    /// it, with the same players (the byes entered for it stay), and sets it beside the
    /// round as the file has it: "is this round the Dutch pairing?".
    pub fn check_round(&self, round: usize, system: PairingSystem) -> Result<RoundCheck, Error> {
        let index = self.index()?;
        let entry = self.rounds.get(round).cloned().unwrap_or_default();
        let mut published = Vec::new();
        for (g, game) in entry.games.iter().enumerate() {
            let at = |name: &str, side: &str| {
                index.get(name.trim()).copied().ok_or_else(|| {
                    Error::new(ErrorKind::UnknownPlayer { name: name.into() })
                        .with_path(format!("rounds[{round}].games[{g}].{side}"))
                })
            };
            published.push((at(&game.white, "white")?, at(&game.black, "black")?));
        }
        crate::engine::sort::ascending(&mut published);
        let bye = entry
            .byes
            .iter()
            .find(|b| b.kind == ByeKind::Pairing)
            .and_then(|b| index.get(b.player.trim()).copied());
        let mut before = self.clone();
        let first = self.first_colour(&index);
        before
            .pairing
            .get_or_insert_with(Default::default)
            .first_colour = Some(first);
        // A file of the whole event without `XXR` had as many rounds as it holds (the last
        // round relaxes C3 for topscorers).
        before
            .planned_rounds
            .get_or_insert(self.rounds.len().max(round + 1) as u32);
        before.rounds.truncate(round + 1);
        if let Some(last) = before.rounds.get_mut(round) {
            last.games.clear();
            last.matches.clear();
            last.byes.retain(|b| b.kind != ByeKind::Pairing);
        }
        let paired = before.pair_round(round, Some(system), false)?;
        let findings = if system == PairingSystem::Dutch {
            let event = {
                let mut earlier = before.clone();
                earlier.rounds.truncate(round);
                earlier.input(None, None)?.event
            };
            let request = before.request(round, system, &index)?;
            let setup = pairing::dutch_setup(&event, &request);
            pairing::dutch::audit(&event, &setup, &published, bye)
        } else {
            Vec::new()
        };
        let ours = paired.map(|p| {
            let mut games: Vec<(usize, usize)> = p
                .pairs
                .iter()
                .map(|pair| match pair.white {
                    Some(w) if w == pair.low => (pair.low, pair.high),
                    _ => (pair.high, pair.low),
                })
                .collect();
            crate::engine::sort::ascending(&mut games);
            Games {
                games,
                bye: p.bye.map(|b| b.player),
            }
        });
        Ok(RoundCheck {
            round,
            published: Games {
                games: published,
                bye,
            },
            ours,
            findings,
        })
    }
}
