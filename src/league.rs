//! The league document: what a league file holds, by name.
//!
//! A [`League`] is the file format's data model (`docs/league-format.md`): players by name, games
//! between names, the rules id, the seat count, recorded playoffs. It keeps fields it does not know
//! (`extra`), so reading and writing a file loses nothing the user entered.
//!
//! [`League::input`] checks it and turns names into indices: the engine's [`Crosstable`] and
//! [`RankOptions`]. Its errors carry the JSON path of the offending entry (`games[3].b`) and the
//! player; `crate::format` adds file and line.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::{Crosstable, Game, Outcome, Player, PlayoffResult, RankOptions, RuleChain};
use crate::error::{Error, ErrorKind};

/// The `format` value of version 1.
pub const FORMAT: &str = "hoshitori-league/1";

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct League {
    pub format: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// A preset id (`fukui`) or criterion codes (`PTS,SB,DE,WIN`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// The top `seats` places keep their seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<u32>,
    pub players: Vec<PlayerEntry>,
    #[serde(default)]
    pub games: Vec<GameEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoffs: Vec<PlayoffEntry>,
    /// Fields this version does not know, kept as they were.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerEntry {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_rank: Option<u32>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    pub a: String,
    pub b: String,
    pub result: Outcome,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayoffEntry {
    pub players: Vec<String>,
    #[serde(default)]
    pub order: Vec<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// What the engine needs from a league.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub table: Crosstable,
    pub options: RankOptions,
}

impl League {
    /// An empty league of the current format.
    pub fn new(players: Vec<PlayerEntry>, games: Vec<GameEntry>) -> League {
        League {
            format: FORMAT.to_string(),
            title: None,
            rules: None,
            seats: None,
            players,
            games,
            playoffs: Vec::new(),
            extra: Map::new(),
        }
    }

    /// The rule chain the league names, if any (`None` if the field is absent).
    pub fn chain(&self) -> Result<Option<RuleChain>, Error> {
        match &self.rules {
            None => Ok(None),
            Some(r) => RuleChain::parse(r)
                .map(Some)
                .map_err(|e| e.with_path("rules")),
        }
    }

    /// Checks the league and converts it to the engine's input.
    pub fn input(&self) -> Result<Input, Error> {
        if self.format != FORMAT {
            return Err(Error::new(ErrorKind::UnsupportedFormat {
                found: self.format.clone(),
            })
            .with_path("format"));
        }
        let players: Vec<Player> = self
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                previous_rank: p.previous_rank,
            })
            .collect();
        let index: HashMap<&str, usize> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.as_str(), i))
            .collect();
        let lookup = |name: &str, path: String| {
            index.get(name).copied().ok_or_else(|| {
                Error::new(ErrorKind::UnknownPlayer {
                    name: name.to_string(),
                })
                .with_path(path)
                .with_player(name.to_string())
            })
        };
        let mut games = Vec::with_capacity(self.games.len());
        for (k, g) in self.games.iter().enumerate() {
            let a = lookup(&g.a, format!("games[{k}].a"))?;
            let b = lookup(&g.b, format!("games[{k}].b"))?;
            games.push(Game {
                round: g.round,
                a,
                b,
                outcome: g.result,
            });
        }
        let table = Crosstable::new(players, games)?;
        let mut playoffs = Vec::new();
        for (k, p) in self.playoffs.iter().enumerate() {
            let mut result = PlayoffResult::default();
            for (m, name) in p.players.iter().enumerate() {
                result
                    .players
                    .push(lookup(name, format!("playoffs[{k}].players[{m}]"))?);
            }
            for (m, name) in p.order.iter().enumerate() {
                result
                    .order
                    .push(lookup(name, format!("playoffs[{k}].order[{m}]"))?);
            }
            playoffs.push(result);
        }
        Ok(Input {
            table,
            options: RankOptions {
                seats: self.seats,
                playoffs,
            },
        })
    }
}
