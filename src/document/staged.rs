//! The document of an event in stages (`hoshitori-stages/1`, `docs/stages.md`): the players
//! (or teams) in seed order, and the stages in order, each with its rules (the engine's
//! [`Format`] and [`Entry`], carried games, the final places it decides) and its games by name.
//! Fields this version does not know are kept (`extra`).
//!
//! [`StagedEvent::input`] checks the document and names the stage, game and player at fault;
//! [`StagedInput::progress`] walks the stages as far as their results allow (who entered each,
//! what it carried, its order once played) and [`advance`] writes the next games: a round robin's
//! or the matches' whole schedule once a stage can start, or a Swiss stage's next round.
//! [`rif_event`] makes a new event with the system the RIF rules name for its number of players.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::document::event::GameKind;
use crate::document::league::{GameEntry, PlayerEntry};
use crate::engine::stages::{self, Entry, Format, Order, Plan, Played, Stage, Tiebreaks, rif};
use crate::engine::swiss;
use crate::engine::swiss::pairing::PairingSystem;
use crate::engine::{First, MAX_CYCLES, MAX_PLAYERS, Outcome};
use crate::error::{DocumentKind, Error, ErrorKind};

/// The `format` value this version writes and reads.
pub const FORMAT: &str = "hoshitori-stages/1";

/// Whether this build reads documents of `format`.
pub fn reads(format: &str) -> bool {
    format == FORMAT
}

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StagedEvent {
    pub format: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameKind>,
    /// The participants are teams (their matches entered as results).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub team: bool,
    /// The system the stages came from (`rif`), for the reader; the stages are what count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system: Option<String>,
    /// How Swiss stages are paired (`tagajo` or `swigpro`; absent: `tagajo`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing: Option<String>,
    /// The seed of the Swiss stages' lots (absent: 0), so that anyone can replay a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    pub players: Vec<PlayerEntry>,
    pub stages: Vec<StageEntry>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One stage: its rules and its games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StageEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(rename = "play")]
    pub format: Format,
    pub entry: Entry,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub carry: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reverse_colours: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decides_from: Option<u32>,
    /// How the stage orders its entrants: a round robin's rules (a preset id such as
    /// `rif-round-robin` or `fukui`, or codes such as `PTS,DE,SB`), a Swiss stage's (a Swiss
    /// preset such as `rif-swiss`, or codes such as `PTS,BH,SB`); absent: the RIF's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    #[serde(default)]
    pub games: Vec<GameEntry>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl StageEntry {
    fn stage(&self) -> Stage {
        Stage {
            format: self.format,
            entry: self.entry,
            carry: self.carry,
            reverse_colours: self.reverse_colours,
            decides_from: self.decides_from,
        }
    }
}

/// A checked staged event: the engine's plan and each stage's games by index.
#[derive(Clone, Debug, PartialEq)]
pub struct StagedInput {
    pub plan: Plan,
    /// Each stage's tie-breaks (its `rules`, else the RIF's).
    pub tiebreaks: Vec<Tiebreaks>,
    pub games: Vec<Vec<Played>>,
    pub pairing: PairingSystem,
    pub seed: u64,
}

/// How far the stages have gone: for each stage that can start, who entered it, what it
/// carried, and its order once its games are all played.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Progress {
    pub entrants: Vec<Order>,
    pub carried: Vec<Vec<Played>>,
    pub orders: Vec<Option<Order>>,
    /// Every participant's final place, as far as the stages decide them.
    pub places: Vec<Option<u32>>,
}

impl Progress {
    /// The first stage not finished (`None` when all are).
    pub fn current(&self, stages: usize) -> Option<usize> {
        (0..stages).find(|&s| self.orders.get(s).is_none_or(Option::is_none))
    }
}

impl StagedEvent {
    /// Checks the document: the format, the players (some, unique, named), each stage's entry
    /// naming only stages before it, and every game between two known players who are different.
    pub fn input(&self) -> Result<StagedInput, Error> {
        if !reads(&self.format) {
            return Err(Error::new(ErrorKind::UnsupportedFormat {
                found: self.format.clone(),
                document: DocumentKind::Staged,
            })
            .with_path("format"));
        }
        if self.players.is_empty() {
            return Err(Error::new(ErrorKind::NoPlayers {
                document: DocumentKind::Staged,
            }));
        }
        if self.players.len() > MAX_PLAYERS {
            return Err(Error::new(ErrorKind::TooManyPlayers {
                count: self.players.len(),
                max: MAX_PLAYERS,
                document: DocumentKind::Staged,
            }));
        }
        let mut index: HashMap<&str, usize> = HashMap::new();
        for (i, p) in self.players.iter().enumerate() {
            let path = || format!("players[{i}].name");
            if p.name.trim().is_empty() {
                return Err(Error::new(ErrorKind::EmptyName).with_path(path()));
            }
            if index.insert(p.name.as_str(), i).is_some() {
                return Err(Error::new(ErrorKind::DuplicatePlayer {
                    name: p.name.clone(),
                })
                .with_path(path())
                .with_player(p.name.clone()));
            }
        }
        let mut games = Vec::with_capacity(self.stages.len());
        for (s, stage) in self.stages.iter().enumerate() {
            check_format(s, stage.format)?;
            let refers = match stage.entry {
                Entry::All | Entry::Group { .. } => Vec::new(),
                Entry::Places { stage, .. } | Entry::Knockout { stage } => vec![stage],
                Entry::CrossGroups { a, b } => vec![a, b],
            };
            if let Some(&bad) = refers.iter().find(|&&k| k >= s) {
                return Err(Error::new(ErrorKind::StageOrder {
                    stage: s as u32 + 1,
                    refers: bad as u32 + 1,
                })
                .with_path(format!("stages[{s}].entry")));
            }
            let mut played = Vec::with_capacity(stage.games.len());
            for (k, g) in stage.games.iter().enumerate() {
                let at = |field: &str| format!("stages[{s}].games[{k}].{field}");
                let lookup = |name: &str, field: &str| {
                    index.get(name).copied().ok_or_else(|| {
                        Error::new(ErrorKind::UnknownPlayer {
                            name: name.to_string(),
                        })
                        .with_path(at(field))
                        .with_player(name.to_string())
                    })
                };
                let (a, b) = (lookup(&g.a, "a")?, lookup(&g.b, "b")?);
                if a == b {
                    return Err(Error::new(ErrorKind::SelfGame { name: g.a.clone() })
                        .with_path(format!("stages[{s}].games[{k}]"))
                        .with_player(g.a.clone()));
                }
                let round = g.round.unwrap_or(1).max(1);
                played.push(match g.first {
                    Some(First::B) => Played {
                        round,
                        first: b,
                        second: a,
                        outcome: g.result.flipped(),
                    },
                    _ => Played {
                        round,
                        first: a,
                        second: b,
                        outcome: g.result,
                    },
                });
            }
            games.push(played);
        }
        let pairing = match &self.pairing {
            None => PairingSystem::Tagajo,
            Some(id) => PairingSystem::parse(id).ok_or_else(|| {
                Error::new(ErrorKind::UnknownPairingSystem { found: id.clone() })
                    .with_path("pairing")
            })?,
        };
        let tiebreaks = self
            .stages
            .iter()
            .enumerate()
            .map(|(s, stage)| stage_tiebreaks(s, stage))
            .collect::<Result<_, _>>()?;
        Ok(StagedInput {
            plan: Plan {
                participants: self.players.len(),
                stages: self.stages.iter().map(StageEntry::stage).collect(),
            },
            tiebreaks,
            games,
            pairing,
            seed: self.seed.unwrap_or(0),
        })
    }
}

/// The most games a pair plays in a stage of matches.
pub const MAX_MATCH_GAMES: u32 = 24;

/// A stage's size within what the engine holds: 1 to [`MAX_CYCLES`] cycles, 1 to
/// [`swiss::MAX_ROUNDS`] Swiss rounds, 1 to [`MAX_MATCH_GAMES`] games a match.
/// Stage `s`'s tie-breaks: its `rules` read as its format's (a round robin's chain, a Swiss
/// stage's criteria), else the RIF's; an error at `stages[s].rules` names what is wrong.
fn stage_tiebreaks(s: usize, stage: &StageEntry) -> Result<Tiebreaks, Error> {
    let Some(text) = stage.rules.as_deref().filter(|t| !t.trim().is_empty()) else {
        return Ok(Tiebreaks::rif(stage.format));
    };
    let path = format!("stages[{s}].rules");
    match stage.format {
        Format::Swiss { .. } => {
            let (codes, edition) =
                crate::document::event::parse_rules(text).map_err(|e| e.with_path(path.clone()))?;
            Ok(Tiebreaks::Swiss {
                codes,
                edition: edition.unwrap_or(swiss::criteria::Edition::Plain),
            })
        }
        _ => crate::engine::league::chain::RuleChain::parse(text)
            .map(Tiebreaks::Chain)
            .map_err(|e| e.with_path(path)),
    }
}

fn check_format(s: usize, format: Format) -> Result<(), Error> {
    let path = |field: &str| format!("stages[{s}].play.{field}");
    match format {
        Format::RoundRobin { cycles } if !(1..=MAX_CYCLES).contains(&cycles) => {
            Err(Error::new(ErrorKind::InvalidCycles {
                found: i64::from(cycles),
                max: MAX_CYCLES,
            })
            .with_path(path("cycles")))
        }
        Format::Swiss { rounds } if !(1..=swiss::MAX_ROUNDS as u32).contains(&rounds) => {
            Err(Error::new(ErrorKind::TooManyRounds {
                count: rounds as usize,
                max: swiss::MAX_ROUNDS,
            })
            .with_path(path("rounds")))
        }
        Format::Matches { games } if !(1..=MAX_MATCH_GAMES).contains(&games) => {
            Err(Error::new(ErrorKind::TooManyRounds {
                count: games as usize,
                max: MAX_MATCH_GAMES as usize,
            })
            .with_path(path("games")))
        }
        _ => Ok(()),
    }
}

impl StagedInput {
    /// The stages as far as their results go (see [`Progress`]). A stage whose games name a
    /// player who did not enter it is an error naming the stage and the player.
    pub fn progress(&self, doc: &StagedEvent) -> Result<Progress, Error> {
        let mut p = Progress::default();
        for s in 0..self.plan.stages.len() {
            let Some(entrants) = stages::entrants(&self.plan, s, &p.orders) else {
                break;
            };
            let games = &self.games[s];
            for (k, g) in games.iter().enumerate() {
                for who in [g.first, g.second] {
                    if !entrants.contains(&Some(who)) {
                        let name = doc.players[who].name.clone();
                        return Err(Error::new(ErrorKind::NotInStage {
                            name: name.clone(),
                            stage: s as u32 + 1,
                        })
                        .with_path(format!("stages[{s}].games[{k}]"))
                        .with_player(name));
                    }
                }
            }
            let carried = stages::carried(&self.plan, s, &entrants, &self.games);
            let stage = &self.plan.stages[s];
            let complete = match stage.format {
                Format::Swiss { rounds } => games.iter().map(|g| g.round).max() == Some(rounds),
                _ => !games.is_empty() || entrants.iter().flatten().count() < 2,
            };
            let order = if complete {
                stages::order(stage, &self.tiebreaks[s], &entrants, &carried, games)
            } else {
                None
            };
            p.entrants.push(entrants);
            p.carried.push(carried);
            p.orders.push(order);
        }
        p.places = stages::final_places(&self.plan, &p.orders);
        Ok(p)
    }
}

/// Games [`advance`] wrote into one stage: its index (0-based), the first round written, and
/// how many games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    pub stage: usize,
    pub round: u32,
    pub games: usize,
}

/// `doc` with the next games written: the whole schedule of every round robin or matches stage
/// that can start and has none yet (two groups start together), and the next round of a Swiss
/// stage whose rounds so far are played. Nothing written: every stage is finished (an empty
/// list), or refused while games are still to be played (the error names the first stage and
/// round with one).
pub fn advance(doc: &StagedEvent) -> Result<(StagedEvent, Vec<Written>), Error> {
    let input = doc.input()?;
    let progress = input.progress(doc)?;
    let mut out = doc.clone();
    let mut written = Vec::new();
    let mut waiting = None;
    let name = |p: usize| doc.players[p].name.clone();
    for (s, entrants) in progress.entrants.iter().enumerate() {
        if progress.orders[s].is_some() {
            continue;
        }
        let stage = &input.plan.stages[s];
        let games = &input.games[s];
        if let Some((k, g)) = games
            .iter()
            .enumerate()
            .find(|(_, g)| matches!(g.outcome, Outcome::Pending | Outcome::Replayed))
        {
            waiting.get_or_insert((s, k, g.round));
            continue;
        }
        let new = match stage.format {
            Format::Swiss { .. } => {
                stages::pair_swiss(stage, entrants, games, input.pairing, input.seed ^ s as u64)
                    .ok_or_else(|| {
                        Error::new(ErrorKind::StageCannotPair {
                            stage: s as u32 + 1,
                        })
                        .with_path(format!("stages[{s}]"))
                    })?
            }
            _ if games.is_empty() => stages::schedule(stage, entrants, &progress.carried[s]),
            _ => Vec::new(),
        };
        if new.is_empty() {
            continue;
        }
        written.push(Written {
            stage: s,
            round: new.iter().map(|g| g.round).min().unwrap_or(1),
            games: new.len(),
        });
        out.stages[s].games.extend(new.into_iter().map(|g| {
            let mut e = GameEntry::new(name(g.first), name(g.second), g.outcome);
            e.round = Some(g.round);
            e.first = Some(First::A);
            e
        }));
    }
    match (written.is_empty(), waiting) {
        (true, Some((s, k, round))) => Err(Error::new(ErrorKind::StageGamesPending {
            stage: s as u32 + 1,
            round,
        })
        .with_path(format!("stages[{s}].games[{k}]"))),
        _ => Ok((out, written)),
    }
}

/// A new event in stages for `players`, with the system the RIF rules name for their number
/// (individual or team), its first stage's games written when it is a round robin or matches.
pub fn rif_event(
    players: Vec<PlayerEntry>,
    team: bool,
    title: Option<String>,
) -> Result<StagedEvent, Error> {
    let kind = if team {
        rif::Kind::Team
    } else {
        rif::Kind::Individual
    };
    let plan = rif::plan(kind, players.len()).ok_or(Error::new(ErrorKind::NoPlayers {
        document: DocumentKind::Staged,
    }))?;
    let doc = StagedEvent {
        format: FORMAT.to_string(),
        title,
        game: None,
        team,
        system: Some("rif".into()),
        pairing: None,
        seed: None,
        players,
        stages: plan
            .stages
            .iter()
            .map(|s| StageEntry {
                name: None,
                format: s.format,
                entry: s.entry,
                carry: s.carry,
                reverse_colours: s.reverse_colours,
                decides_from: s.decides_from,
                // The RIF's tie-breaks, said in the file so that the organiser sees and can
                // change them.
                rules: match s.format {
                    Format::RoundRobin { .. } => Some("rif-round-robin".into()),
                    Format::Swiss { .. } => Some("rif-swiss".into()),
                    Format::Matches { .. } => None,
                },
                games: Vec::new(),
                extra: Map::new(),
            })
            .collect(),
        extra: Map::new(),
    };
    Ok(advance(&doc)?.0)
}
