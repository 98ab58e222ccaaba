//! The league document: what a league file holds, by name.
//!
//! A [`League`] is the file format's data model (`docs/league-format.md`,
//! `hoshitori-league/2`): players by name (with previous rank and rating), games between names
//! (with round and who moved first), how many times each pair meets (`cycles`), what results
//! score (`scoring`), the rules (a preset id or codes, or an object with the policies), the seat
//! count, recorded playoffs. It keeps fields it does not know (`extra`), so reading and writing a
//! file loses nothing the user entered. A version 1 document reads as version 2 with the
//! defaults (a single round robin scored 1-½-0) and is written back as version 2
//! ([`League::migrate`]).
//!
//! [`League::input`] checks it and turns names into indices: the engine's [`Crosstable`] and
//! [`RankOptions`]. Its errors carry the JSON path of the offending entry (`games[3].b`) and the
//! player; `crate::format` adds file and line.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::{
    Crosstable, First, Game, Outcome, Player, PlayoffGame, PlayoffResult, RankOptions, RuleChain,
    Schedule, Score, Scoring,
};
use crate::error::{Error, ErrorKind};

/// The `format` value this version writes.
pub const FORMAT: &str = "hoshitori-league/2";

/// The `format` value of version 1, read and migrated.
pub const FORMAT_V1: &str = "hoshitori-league/1";

/// Whether this build reads documents of `format`.
pub fn reads(format: &str) -> bool {
    format == FORMAT || format == FORMAT_V1
}

/// One cell of the crosstable set to a result: `row`'s result against `col` in their `meeting`-th
/// game (a batch of them is an edit, `crate::editor::league::Action::SetResults`, or a hypothetical
/// outcome shown over the league and carried in a share link).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellResult {
    pub row: usize,
    pub col: usize,
    pub meeting: usize,
    pub side: crate::engine::Side,
}

/// See the module documentation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct League {
    pub format: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// A preset id (`fukui`) or criterion codes (`PTS,SB,DE,WIN`), or an object with the
    /// policies too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    /// The top `seats` places keep their seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<u32>,
    /// How many times each pair meets: 1 (absent) a single round robin, 2 a double one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cycles: Option<u32>,
    /// What results score (absent: win 1, draw ½, loss 0, forfeit win 1, forfeit loss 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<ScoringEntry>,
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl PlayerEntry {
    /// A player with a name and nothing else.
    pub fn named(name: impl Into<String>) -> PlayerEntry {
        PlayerEntry {
            name: name.into(),
            previous_rank: None,
            rating: None,
            extra: Map::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    pub a: String,
    pub b: String,
    pub result: Outcome,
    /// Who moved first (`"a"` or `"b"`): White in chess, Black in Go and renju, 先手 in shogi.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<First>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl GameEntry {
    /// A game with a result and nothing else.
    pub fn new(a: impl Into<String>, b: impl Into<String>, result: Outcome) -> GameEntry {
        GameEntry {
            round: None,
            a: a.into(),
            b: b.into(),
            result,
            first: None,
            extra: Map::new(),
        }
    }
}

/// The `rules` field: a preset id or codes, or an object that adds the policies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Rules {
    /// `"fukui"`, `"PTS,DE,WIN,SB"`.
    Id(String),
    /// `{"criteria": "PTS", "playoff": "title", "playoff_format": "round-robin"}`.
    Spec(RulesSpec),
}

/// The object form of `rules`: the criteria (a preset id or codes) and the policies that
/// override the preset's, spelled as on the command line (`docs/rules/chains.md`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RulesSpec {
    pub criteria: String,
    /// `none`, `title`, `seats`, `title,seats` or `all`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playoff: Option<String>,
    /// Criteria for a tie for first only (codes, or `none`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_rules: Option<String>,
    /// `knockout`, `stepladder`, `round-robin` or `two-most-senior`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playoff_format: Option<String>,
    /// `restart` or `continue`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reapply: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl From<&str> for Rules {
    fn from(id: &str) -> Rules {
        Rules::Id(id.to_string())
    }
}

impl Rules {
    /// The preset id or codes.
    pub fn base(&self) -> &str {
        match self {
            Rules::Id(id) => id,
            Rules::Spec(spec) => &spec.criteria,
        }
    }

    /// The same rules with another preset id or codes, the policies kept.
    pub fn with_base(&self, base: String) -> Rules {
        match self {
            Rules::Id(_) => Rules::Id(base),
            Rules::Spec(spec) => Rules::Spec(RulesSpec {
                criteria: base,
                ..spec.clone()
            }),
        }
    }

    /// The policies as the command line spells them (all `None` for the plain form).
    pub fn policies(&self) -> Policies {
        match self {
            Rules::Id(_) => Policies::default(),
            Rules::Spec(s) => Policies {
                playoff: s.playoff.clone(),
                title_rules: s.title_rules.clone(),
                playoff_format: s.playoff_format.clone(),
                reapply: s.reapply.clone(),
            },
        }
    }

    /// The rule chain these rules say: the base, then the policies.
    pub fn chain(&self) -> Result<RuleChain, Error> {
        let path = match self {
            Rules::Id(_) => "rules",
            Rules::Spec(_) => "rules.criteria",
        };
        let chain = RuleChain::parse(self.base()).map_err(|e| e.with_path(path))?;
        self.policies().apply(chain, Some("rules."))
    }
}

/// Policies that override a chain's, as text (the file's `rules` object, the CLI's flags).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Policies {
    pub playoff: Option<String>,
    pub title_rules: Option<String>,
    pub playoff_format: Option<String>,
    pub reapply: Option<String>,
}

impl Policies {
    /// `chain` with these policies. An error's path is `prefix` and the field's name (the
    /// file's `rules.playoff`); with no prefix (command-line flags) it has none, the error's
    /// kind naming the policy.
    pub fn apply(&self, mut chain: RuleChain, prefix: Option<&str>) -> Result<RuleChain, Error> {
        use crate::engine::league::chain::{PlayoffFormat, PlayoffScope, Reapply};
        let at = |field: &'static str| {
            move |e: Error| match prefix {
                Some(prefix) => e.with_path(format!("{prefix}{field}")),
                None => e,
            }
        };
        if let Some(p) = &self.playoff {
            chain.playoff = PlayoffScope::parse(p).map_err(at("playoff"))?;
        }
        if let Some(t) = &self.title_rules {
            chain.title = Some(RuleChain::parse_codes(t, true).map_err(at("title_rules"))?);
        }
        if let Some(f) = &self.playoff_format {
            chain.format = PlayoffFormat::parse(f).map_err(at("playoff_format"))?;
        }
        if let Some(r) = &self.reapply {
            chain.reapply = Reapply::parse(r).map_err(at("reapply"))?;
        }
        if *self != Policies::default() {
            chain.id = chain.describe();
        }
        Ok(chain)
    }
}

/// The `scoring` field: points for each result, as decimal numbers (multiples of ½).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoringEntry {
    #[serde(default = "one")]
    pub win: f64,
    #[serde(default = "half")]
    pub draw: f64,
    #[serde(default)]
    pub loss: f64,
    #[serde(default = "one")]
    pub forfeit_win: f64,
    #[serde(default)]
    pub forfeit_loss: f64,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

fn one() -> f64 {
    1.0
}

fn half() -> f64 {
    0.5
}

/// A number of points from a file: a multiple of ½ no larger than `max` either way, exact;
/// else an error at `path` (`scoring.win`).
pub fn half_points(path: &str, v: f64, max: f64) -> Result<Score, Error> {
    let halves = v * 2.0;
    if v.is_finite() && halves.fract() == 0.0 && v.abs() <= max {
        Ok(Score::from_quarters(halves as i64 * 2))
    } else {
        let field = path.rsplit('.').next().unwrap_or(path);
        Err(Error::new(ErrorKind::InvalidScoring {
            field: field.to_string(),
            found: number_text(v),
        })
        .with_path(path))
    }
}

/// `v` as text in its shortest form (`0.3`, `150`, `1e+300`), as a file would write it. Written
/// with serde_json's printer, which the readers carry anyway: the standard library's (`{v}`)
/// would add its own float printer, about 5 KiB gzip, to every page that reads a league.
pub fn number_text(v: f64) -> String {
    match serde_json::Number::from_f64(v) {
        Some(n) => {
            let text = n.to_string();
            match text.strip_suffix(".0") {
                Some(whole) => whole.to_string(),
                None => text,
            }
        }
        None if v.is_nan() => "NaN".to_string(),
        None if v > 0.0 => "inf".to_string(),
        None => "-inf".to_string(),
    }
}

impl ScoringEntry {
    /// Checks the values (each a multiple of ½ between -100 and 100) and converts them.
    pub fn scoring(&self) -> Result<Scoring, Error> {
        let score = |field: &str, v: f64| half_points(&format!("scoring.{field}"), v, 100.0);
        Ok(Scoring {
            win: score("win", self.win)?,
            draw: score("draw", self.draw)?,
            loss: score("loss", self.loss)?,
            forfeit_win: score("forfeit_win", self.forfeit_win)?,
            forfeit_loss: score("forfeit_loss", self.forfeit_loss)?,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayoffEntry {
    pub players: Vec<String>,
    #[serde(default)]
    pub order: Vec<String>,
    /// A stepladder's games, in the order they were played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub games: Vec<PlayoffGameEntry>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One game of a recorded playoff.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayoffGameEntry {
    pub a: String,
    pub b: String,
    pub winner: String,
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
            cycles: None,
            scoring: None,
            players,
            games,
            playoffs: Vec::new(),
            extra: Map::new(),
        }
    }

    /// The rule chain the league names, if any (`None` if the field is absent).
    pub fn chain(&self) -> Result<Option<RuleChain>, Error> {
        self.rules.as_ref().map(Rules::chain).transpose()
    }

    /// The preset id or codes of the rules, if any.
    pub fn rules_base(&self) -> Option<&str> {
        self.rules.as_ref().map(Rules::base)
    }

    /// A version 1 document as version 2: only `format` changes (version 2 adds fields whose
    /// absence means what version 1 meant). Other versions are left as they are.
    pub fn migrate(mut self) -> League {
        if self.format == FORMAT_V1 {
            self.format = FORMAT.to_string();
        }
        self
    }

    /// The schedule and scoring the league declares.
    pub fn schedule(&self) -> Result<Schedule, Error> {
        Ok(Schedule {
            cycles: self.cycles.unwrap_or(1),
            scoring: match &self.scoring {
                Some(s) => s.scoring()?,
                None => Scoring::default(),
            },
        })
    }

    /// Checks the league and converts it to the engine's input. Every scheduled meeting without
    /// a game is a pending game ([`Crosstable::scheduled`]).
    /// Refuses a field one slip from a known one (`gmes`), whose data would go unread
    /// ([`super::misspelled_field`]), in the league and each of its players, games, scoring,
    /// rules and playoffs.
    fn misspelled_fields(&self) -> Result<(), Error> {
        use super::misspelled_field as check;
        check(
            &self.extra,
            &[
                "format", "title", "rules", "seats", "cycles", "scoring", "players", "games",
                "playoffs",
            ],
            &String::new,
        )?;
        for (i, p) in self.players.iter().enumerate() {
            check(&p.extra, &["name", "previous_rank", "rating"], &|| {
                format!("players[{i}]")
            })?;
        }
        for (k, g) in self.games.iter().enumerate() {
            check(&g.extra, &["round", "a", "b", "result", "first"], &|| {
                format!("games[{k}]")
            })?;
        }
        if let Some(s) = &self.scoring {
            let known = ["win", "draw", "loss", "forfeit_win", "forfeit_loss"];
            check(&s.extra, &known, &|| "scoring".into())?;
        }
        if let Some(Rules::Spec(r)) = &self.rules {
            let known = [
                "criteria",
                "playoff",
                "title_rules",
                "playoff_format",
                "reapply",
            ];
            check(&r.extra, &known, &|| "rules".into())?;
        }
        for (k, p) in self.playoffs.iter().enumerate() {
            check(&p.extra, &["players", "order", "games"], &|| {
                format!("playoffs[{k}]")
            })?;
        }
        Ok(())
    }

    pub fn input(&self) -> Result<Input, Error> {
        if !reads(&self.format) {
            return Err(Error::new(ErrorKind::UnsupportedFormat {
                found: self.format.clone(),
                document: crate::error::DocumentKind::League,
            })
            .with_path("format"));
        }
        self.misspelled_fields()?;
        let players: Vec<Player> = self
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                previous_rank: p.previous_rank,
                rating: p.rating,
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
                first: g.first,
            });
        }
        let table = Crosstable::scheduled(players, games, self.schedule()?)?;
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
            for (m, g) in p.games.iter().enumerate() {
                let at = |field: &str| format!("playoffs[{k}].games[{m}].{field}");
                result.games.push(PlayoffGame {
                    a: lookup(&g.a, at("a"))?,
                    b: lookup(&g.b, at("b"))?,
                    winner: lookup(&g.winner, at("winner"))?,
                });
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

#[cfg(test)]
mod tests {
    /// The rejected value an error shows, as a JSON file writes it.
    #[test]
    fn number_text() {
        for (v, text) in [
            (0.3, "0.3"),
            (150.0, "150"),
            (-2.25, "-2.25"),
            (1e300, "1e+300"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
        ] {
            assert_eq!(super::number_text(v), text);
        }
    }
}
