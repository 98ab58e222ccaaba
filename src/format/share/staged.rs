//! An event in stages in a link: `t=` and base64url text of a versioned binary form
//! (`docs/stages.md`, "Share links"), beside the league's `s=` and the Swiss event's `e=`.
//!
//! **Layout 1.** Byte 0 is the version (1). Then a varint of flags (1 title, 2 game, 4 teams,
//! 8 system, 16 pairing, 32 seed; any other bit is refused), and the fields the flags name: the
//! title (text), the game (0 chess, 1 Go, 2 renju, 3 shogi), the system and the pairing (text),
//! the seed (varint). The players: their number, then each name (text), rating and previous rank
//! (varints: 0 none, else the number plus one). The stages: their number, then each stage's rules
//! as compact JSON text (the stage as the file writes it, its games left out: `play`, `entry`,
//! `carry`, `reverse_colours`, `decides_from`, `name` and any field this version does not know),
//! the number of its games, the largest round number plus one (0: no game has a round), and the
//! games as a bit stream padded to a byte: for each, the two players' numbers (as many bits as the
//! largest number needs), the result (4 bits: its place in [`Outcome::ALL`]), who moved first
//! (2 bits: 0 not said, 1 `a`, 2 `b`) and the round (0 none, else the round plus one, in as many
//! bits as the largest needs). Not kept: fields of the event, players and games this version does
//! not know.
//!
//! As for the other links, decoding checks every read (every number in range, every code known,
//! nothing left over) and never panics; the event itself is checked as a file is
//! ([`StagedEvent::input`]). A decoder reads every version up to its own, forever.

use std::collections::HashMap;

use serde_json::{Map, Value};

use super::base64url;
use super::bytes::{Bits, Reader, Writer, at, share_error, width};
use crate::document::event::GameKind;
use crate::document::league::{GameEntry, PlayerEntry};
use crate::document::staged::{self, StageEntry, StagedEvent};
use crate::engine::{First, Outcome};
use crate::error::{Error, ErrorKind, ShareProblem};

/// The newest layout this build reads and the one it writes.
pub const VERSION: u8 = 1;

/// What an event in stages' share text starts with, before the base64url bytes.
pub const PREFIX: &str = "t=";

mod flag {
    pub const TITLE: u64 = 1;
    pub const GAME: u64 = 2;
    pub const TEAM: u64 = 4;
    pub const SYSTEM: u64 = 8;
    pub const PAIRING: u64 = 16;
    pub const SEED: u64 = 32;
    pub const ALL: u64 = 63;
}

const GAMES: [GameKind; 4] = [
    GameKind::Chess,
    GameKind::Go,
    GameKind::Renju,
    GameKind::Shogi,
];

/// The share text of `event`: [`PREFIX`] and base64url, to be put after a `#`. Refused, with the
/// path of the entry, when the format is not one this build reads or a game names someone not
/// in the players (or two players share a name).
pub fn encode(event: &StagedEvent) -> Result<String, Error> {
    Ok(format!("{PREFIX}{}", base64url::encode(&to_bytes(event)?)))
}

/// Reads an event in stages' share text ([`PREFIX`] and base64url, no `#`). Any text gives an
/// event or an [`ErrorKind::ShareLink`] error (with the JSON path of the field at fault, where
/// there is one); never a panic.
pub fn decode(text: &str) -> Result<StagedEvent, Error> {
    let bytes = super::bytes_after(text, PREFIX, ShareProblem::NotStagedLink)?;
    from_bytes(&bytes)
}

/// The link that opens `event` on the stages page `page` (see [`stages_page`]).
pub fn link(page: &str, event: &StagedEvent) -> Result<String, Error> {
    let page = page.split('#').next().unwrap_or(page);
    Ok(format!("{page}#{}", encode(event)?))
}

/// The stages page beside the page `base`: its last path segment becomes `stages.html`.
///
/// ```
/// use hoshitori::format::share::staged::stages_page;
/// assert_eq!(stages_page("https://example.jp/go/"), "https://example.jp/go/stages.html");
/// assert_eq!(stages_page("https://example.jp/go/index.html?lang=en"), "https://example.jp/go/stages.html?lang=en");
/// ```
pub fn stages_page(base: &str) -> String {
    super::page_beside(base, "stages.html")
}

/// The event's share text in `location.hash` (with or without its `#`): the first part that
/// starts with [`PREFIX`].
pub fn in_fragment(hash: &str) -> Option<&str> {
    super::fragment_part(hash, PREFIX)
}

fn to_bytes(e: &StagedEvent) -> Result<Vec<u8>, Error> {
    if !staged::reads(&e.format) {
        return Err(Error::new(ErrorKind::UnsupportedFormat {
            found: e.format.clone(),
            document: crate::error::DocumentKind::Staged,
        })
        .with_path("format"));
    }
    let mut numbers: HashMap<&str, u64> = HashMap::with_capacity(e.players.len());
    for (i, p) in e.players.iter().enumerate() {
        if numbers.insert(p.name.as_str(), i as u64).is_some() {
            return Err(Error::new(ErrorKind::DuplicatePlayer {
                name: p.name.clone(),
            })
            .with_path(format!("players[{i}].name"))
            .with_player(p.name.clone()));
        }
    }
    let number = |name: &str, path: String| {
        numbers.get(name).copied().ok_or_else(|| {
            Error::new(ErrorKind::UnknownPlayer {
                name: name.to_string(),
            })
            .with_path(path)
            .with_player(name.to_string())
        })
    };
    let flags = [
        (e.title.is_some(), flag::TITLE),
        (e.game.is_some(), flag::GAME),
        (e.team, flag::TEAM),
        (e.system.is_some(), flag::SYSTEM),
        (e.pairing.is_some(), flag::PAIRING),
        (e.seed.is_some(), flag::SEED),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .fold(0, |f, (_, bit)| f | bit);
    let mut w = Writer::default();
    w.bytes.push(VERSION);
    w.varint(flags);
    if let Some(t) = &e.title {
        w.text(t);
    }
    if let Some(g) = e.game {
        w.varint(GAMES.iter().position(|&x| x == g).unwrap_or(0) as u64);
    }
    if let Some(s) = &e.system {
        w.text(s);
    }
    if let Some(p) = &e.pairing {
        w.text(p);
    }
    if let Some(s) = e.seed {
        w.varint(s);
    }
    w.varint(e.players.len() as u64);
    for p in &e.players {
        w.text(&p.name);
        w.varint(p.rating.map_or(0, |r| u64::from(r) + 1));
        w.varint(p.previous_rank.map_or(0, |r| u64::from(r) + 1));
    }
    let player_width = width(e.players.len().saturating_sub(1) as u64);
    w.varint(e.stages.len() as u64);
    for (s, stage) in e.stages.iter().enumerate() {
        w.text(&rules_text(stage));
        w.varint(stage.games.len() as u64);
        let max_round = stage.games.iter().map(round_code).max().unwrap_or(0);
        w.varint(max_round);
        let mut bits = Bits::default();
        for (k, g) in stage.games.iter().enumerate() {
            let path = |side: &str| format!("stages[{s}].games[{k}].{side}");
            bits.push(number(&g.a, path("a"))?, player_width);
            bits.push(number(&g.b, path("b"))?, player_width);
            let outcome = Outcome::ALL.iter().position(|&o| o == g.result);
            bits.push(outcome.unwrap_or(0) as u64, 4);
            let first = match g.first {
                None => 0,
                Some(First::A) => 1,
                Some(First::B) => 2,
            };
            bits.push(first, 2);
            bits.push(round_code(g), width(max_round));
        }
        w.bits(bits);
    }
    Ok(w.bytes)
}

/// A game's round: 0 none, else the round plus one.
fn round_code(g: &GameEntry) -> u64 {
    g.round.map_or(0, |r| u64::from(r) + 1)
}

/// The stage as the file writes it, without its games, as compact JSON.
fn rules_text(stage: &StageEntry) -> String {
    let mut value = serde_json::to_value(stage).unwrap_or(Value::Null);
    if let Some(object) = value.as_object_mut() {
        object.remove("games");
    }
    value.to_string()
}

fn from_bytes(bytes: &[u8]) -> Result<StagedEvent, Error> {
    let mut r = Reader::new(bytes);
    r.version(VERSION)?;
    let flags_at = r.pos;
    let flags = r.varint()?;
    if flags & !flag::ALL != 0 {
        return Err(share_error(ShareProblem::InvalidValue {
            at: flags_at,
            found: flags,
        }));
    }
    let has = |bit: u64| flags & bit != 0;
    let title = if has(flag::TITLE) {
        Some(r.text().map_err(at("title"))?)
    } else {
        None
    };
    let game = if has(flag::GAME) {
        Some(GAMES[r.code(GAMES.len() as u64).map_err(at("game"))? as usize])
    } else {
        None
    };
    let system = if has(flag::SYSTEM) {
        Some(r.text().map_err(at("system"))?)
    } else {
        None
    };
    let pairing = if has(flag::PAIRING) {
        Some(r.text().map_err(at("pairing"))?)
    } else {
        None
    };
    let seed = if has(flag::SEED) {
        Some(r.varint().map_err(at("seed"))?)
    } else {
        None
    };
    // Each player takes three bytes at least.
    let n = r.count().map_err(at("players"))?;
    let mut players = Vec::with_capacity(n.min(r.bytes.len() / 3 + 1));
    for i in 0..n {
        let path = |field: &str| format!("players[{i}].{field}");
        let name = r.text().map_err(|e| e.with_path(path("name")))?;
        let rating = r.optional_u32().map_err(|e| e.with_path(path("rating")))?;
        let previous_rank = r
            .optional_u32()
            .map_err(|e| e.with_path(path("previous_rank")))?;
        players.push(PlayerEntry {
            name,
            previous_rank,
            rating,
            extra: Map::new(),
        });
    }
    let player_width = width(n.saturating_sub(1) as u64);
    let stage_count = r.count().map_err(at("stages"))?;
    let mut stages = Vec::with_capacity(stage_count);
    for s in 0..stage_count {
        let path = |field: &str| format!("stages[{s}].{field}");
        let rules_at = r.pos;
        let rules = r.text().map_err(|e| e.with_path(format!("stages[{s}]")))?;
        let mut stage: StageEntry = serde_json::from_str(&rules).map_err(|_| {
            share_error(ShareProblem::InvalidValue {
                at: rules_at,
                found: rules.len() as u64,
            })
            .with_path(format!("stages[{s}]"))
        })?;
        let count = r.varint().map_err(|e| e.with_path(path("games")))?;
        let max_round = r.varint().map_err(|e| e.with_path(path("games")))?;
        let round_width = width(max_round);
        // No more games than the bits left hold.
        let per_game = u64::from(2 * player_width + 6 + round_width);
        let left = (r.bytes.len() - r.pos) as u64 * 8;
        if count.saturating_mul(per_game) > left {
            return Err(
                share_error(ShareProblem::Truncated { at: r.bytes.len() }).with_path(path("games"))
            );
        }
        let mut bits = r.bits();
        let mut games = Vec::with_capacity(count as usize);
        for k in 0..count as usize {
            let path = |field: &str| format!("stages[{s}].games[{k}].{field}");
            let mut player = |field: &str| -> Result<String, Error> {
                let code = bits
                    .code(player_width, n as u64)
                    .map_err(|e| e.with_path(path(field)))?;
                Ok(players[code as usize].name.clone())
            };
            let a = player("a")?;
            let b = player("b")?;
            let result = Outcome::ALL[bits
                .code(4, Outcome::ALL.len() as u64)
                .map_err(|e| e.with_path(path("result")))?
                as usize];
            let first = match bits.code(2, 3).map_err(|e| e.with_path(path("first")))? {
                1 => Some(First::A),
                2 => Some(First::B),
                _ => None,
            };
            let round_at = bits.byte();
            let round = match bits
                .take(round_width)
                .map_err(|e| e.with_path(path("round")))?
            {
                0 => None,
                v if v <= max_round => Some(u32::try_from(v - 1).map_err(|_| {
                    share_error(ShareProblem::InvalidValue {
                        at: round_at,
                        found: v,
                    })
                    .with_path(path("round"))
                })?),
                v => {
                    return Err(share_error(ShareProblem::InvalidValue {
                        at: round_at,
                        found: v,
                    })
                    .with_path(path("round")));
                }
            };
            games.push(GameEntry {
                round,
                a,
                b,
                result,
                first,
                extra: Map::new(),
            });
        }
        r.end_bits(&bits);
        stage.games = games;
        stages.push(stage);
    }
    r.end()?;
    Ok(StagedEvent {
        format: staged::FORMAT.to_string(),
        title,
        game,
        team: has(flag::TEAM),
        system,
        pairing,
        seed,
        players,
        stages,
        extra: Map::new(),
    })
}
