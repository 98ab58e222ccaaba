//! Writing a [`SwissEvent`] in event layout [`super::VERSION`] (`docs/swiss-format.md`, "Share
//! links").

use std::collections::HashMap;

use super::super::bytes::{Bits, Writer, width};
use super::{MAX_HALVES, SCORING, WORDS, flag};
use crate::document::event::{self, BoardResult, ByeKind, GameResult, SwissEvent};
use crate::error::{Error, ErrorKind};

/// The link's bytes, or why the event cannot be written (names that do not identify players, a
/// number that is not a multiple of ½, a format this build does not read).
pub(super) fn to_bytes(e: &SwissEvent) -> Result<Vec<u8>, Error> {
    if !event::reads(&e.format) {
        return Err(Error::new(ErrorKind::UnsupportedFormat {
            found: e.format.clone(),
            document: crate::error::DocumentKind::Event,
        })
        .with_path("format"));
    }
    let numbers = numbers(e)?;
    let flags = flags(e);
    let mut w = Writer::default();
    // The oldest version that holds the event (see [`super::VERSION`]).
    let pending_board = e
        .rounds
        .iter()
        .flat_map(|r| &r.matches)
        .any(|m| m.boards.iter().any(Option::is_none));
    w.bytes.push(if flags & flag::COLOURS != 0 {
        4
    } else if pending_board {
        3
    } else if e.system == event::SystemKind::RoundRobin {
        2
    } else {
        1
    });
    w.varint(flags);
    w.varint(game_code(e));
    if let Some(t) = &e.title {
        w.text(t);
    }
    if let Some(d) = &e.date {
        w.text(d);
    }
    if let Some(r) = e.planned_rounds {
        w.varint(u64::from(r));
    }
    if let Some(r) = &e.rules {
        w.word(&WORDS, r);
    }
    if let Some(ed) = &e.edition {
        w.word(&WORDS, ed);
    }
    if let Some(s) = &e.scoring {
        let values = [
            s.win,
            s.draw,
            s.loss,
            s.pairing_bye,
            s.full_bye,
            s.half_bye,
            s.zero_bye,
        ];
        let mask = (0..values.len())
            .filter(|&i| values[i].is_some())
            .fold(0, |m, i| m | 1 << i);
        w.varint(mask);
        for (v, field) in values.into_iter().zip(SCORING) {
            if let Some(v) = v {
                w.varint(halves(v, &format!("scoring.{field}"))?);
            }
        }
    }
    if let Some(m) = &e.mcmahon {
        let mask = u64::from(m.bar.is_some())
            | u64::from(m.floor.is_some()) << 1
            | u64::from(m.round_down.is_some()) << 2;
        w.varint(mask);
        for rank in [&m.bar, &m.floor].into_iter().flatten() {
            w.text(rank);
        }
        if let Some(down) = m.round_down {
            w.varint(u64::from(down));
        }
    }
    if let Some(b) = e.boards {
        w.varint(u64::from(b));
    }
    w.varint(e.players.len() as u64);
    for (i, p) in e.players.iter().enumerate() {
        w.text(&p.name);
        if flags & flag::RATING != 0 {
            w.varint(p.rating.map_or(0, |r| u64::from(r) + 1));
        }
        if flags & flag::RANK != 0 {
            w.optional_text(p.rank.as_deref());
        }
        if flags & flag::SMMS != 0 {
            let path = format!("players[{i}].smms");
            w.varint(
                p.smms
                    .map(|v| halves(v, &path))
                    .transpose()?
                    .map_or(0, |z| z + 1),
            );
        }
        if flags & flag::CLUB != 0 {
            w.optional_text(p.club.as_deref());
        }
        if flags & flag::COUNTRY != 0 {
            w.optional_text(p.country.as_deref());
        }
    }
    let max_handicap = e
        .rounds
        .iter()
        .flat_map(|r| &r.games)
        .map(|g| g.handicap)
        .max()
        .unwrap_or(0);
    if flags & flag::HANDICAP != 0 {
        w.varint(u64::from(max_handicap));
    }
    let player_width = width(e.players.len().saturating_sub(1) as u64);
    w.varint(e.rounds.len() as u64);
    for (r, round) in e.rounds.iter().enumerate() {
        w.varint(round.games.len() as u64);
        let mut bits = Bits::default();
        for (g, game) in round.games.iter().enumerate() {
            let path = |side: &str| format!("rounds[{r}].games[{g}].{side}");
            bits.push(numbers.of(&game.white, || path("white"))?, player_width);
            bits.push(numbers.of(&game.black, || path("black"))?, player_width);
            bits.push(result_code(game.result), 3);
            if flags & flag::HANDICAP != 0 {
                bits.push(u64::from(game.handicap), width(u64::from(max_handicap)));
            }
            if flags & flag::COLOURS != 0 {
                bits.push(u64::from(game.colours), 1);
            }
        }
        w.bits(bits);
        w.varint(round.matches.len() as u64);
        for (m, game) in round.matches.iter().enumerate() {
            let path = |side: &str| format!("rounds[{r}].matches[{m}].{side}");
            w.varint(numbers.of(&game.home, || path("home"))?);
            w.varint(numbers.of(&game.away, || path("away"))?);
            w.varint(game.boards.len() as u64);
            let mut bits = Bits::default();
            for &b in &game.boards {
                bits.push(board_code(b), 3);
            }
            w.bits(bits);
        }
        w.varint(round.byes.len() as u64);
        for (k, bye) in round.byes.iter().enumerate() {
            let path = |field: &str| format!("rounds[{r}].byes[{k}].{field}");
            w.varint(numbers.of(&bye.player, || path("player"))?);
            w.varint(bye_code(bye.kind) | u64::from(bye.game_points.is_some()) << 3);
            if let Some(gp) = bye.game_points {
                w.varint(halves(gp, &path("game_points"))?);
            }
        }
    }
    Ok(w.bytes)
}

/// The flags word: which fields are present, which columns the players and games carry.
fn flags(e: &SwissEvent) -> u64 {
    let players = |f: fn(&event::PlayerEntry) -> bool| e.players.iter().any(f);
    [
        (e.title.is_some(), flag::TITLE),
        (e.date.is_some(), flag::DATE),
        (e.planned_rounds.is_some(), flag::PLANNED_ROUNDS),
        (e.rules.is_some(), flag::RULES),
        (e.edition.is_some(), flag::EDITION),
        (e.scoring.is_some(), flag::SCORING),
        (e.mcmahon.is_some(), flag::MCMAHON),
        (e.boards.is_some(), flag::BOARDS),
        (players(|p| p.rating.is_some()), flag::RATING),
        (players(|p| p.rank.is_some()), flag::RANK),
        (players(|p| p.smms.is_some()), flag::SMMS),
        (players(|p| p.club.is_some()), flag::CLUB),
        (players(|p| p.country.is_some()), flag::COUNTRY),
        (
            e.rounds
                .iter()
                .flat_map(|r| &r.games)
                .any(|g| g.handicap > 0),
            flag::HANDICAP,
        ),
        (
            e.rounds.iter().flat_map(|r| &r.games).any(|g| !g.colours),
            flag::COLOURS,
        ),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .fold(0, |flags, (_, bit)| flags | bit)
}

/// The game and the system in one number: `game + 4 × system`.
fn game_code(e: &SwissEvent) -> u64 {
    let game = match e.game {
        event::GameKind::Chess => 0,
        event::GameKind::Go => 1,
        event::GameKind::Renju => 2,
        event::GameKind::Shogi => 3,
    };
    let system = match e.system {
        event::SystemKind::Swiss => 0,
        event::SystemKind::Mcmahon => 1,
        event::SystemKind::RoundRobin => 2,
    };
    game + 4 * system
}

/// A game's result: 0 for none yet, then white's first as the document writes them.
pub(super) fn result_code(r: Option<GameResult>) -> u64 {
    match r {
        None => 0,
        Some(GameResult::WhiteWins) => 1,
        Some(GameResult::BlackWins) => 2,
        Some(GameResult::Draw) => 3,
        Some(GameResult::WhiteByForfeit) => 4,
        Some(GameResult::BlackByForfeit) => 5,
        Some(GameResult::DoubleForfeit) => 6,
    }
}

/// A board's result, home's first; 6 for a board not played yet (version 3).
fn board_code(b: Option<BoardResult>) -> u64 {
    match b {
        Some(BoardResult::HomeWins) => 0,
        Some(BoardResult::AwayWins) => 1,
        Some(BoardResult::Draw) => 2,
        Some(BoardResult::HomeByForfeit) => 3,
        Some(BoardResult::AwayByForfeit) => 4,
        Some(BoardResult::DoubleForfeit) => 5,
        None => 6,
    }
}

fn bye_code(k: ByeKind) -> u64 {
    match k {
        ByeKind::Pairing => 0,
        ByeKind::Full => 1,
        ByeKind::Half => 2,
        ByeKind::Zero => 3,
        ByeKind::Absent => 4,
    }
}

/// A number of points as `zigzag(halves)`; refused (as the event refuses it) unless a multiple
/// of ½ no larger than 2⁵² in size.
fn halves(v: f64, path: &str) -> Result<u64, Error> {
    let h = v * 2.0;
    if !(h.is_finite() && h.fract() == 0.0 && h.abs() <= MAX_HALVES as f64) {
        let field = path.rsplit('.').next().unwrap_or(path);
        return Err(Error::new(ErrorKind::InvalidScoring {
            field: field.to_string(),
            // Not `v.to_string()`: the standard library's float printer (about 5 KiB gzip)
            // would be in the page for this message alone.
            found: crate::document::league::number_text(v),
        })
        .with_path(path));
    }
    let h = h as i64;
    Ok(((h << 1) ^ (h >> 63)) as u64)
}

/// Players' numbers by name (trimmed, as [`SwissEvent::input`] matches them), checked: every
/// name once.
struct Numbers<'a>(HashMap<&'a str, u64>);

fn numbers(e: &SwissEvent) -> Result<Numbers<'_>, Error> {
    let mut map = HashMap::with_capacity(e.players.len());
    for (i, p) in e.players.iter().enumerate() {
        let name = p.name.trim();
        if map.insert(name, i as u64).is_some() {
            return Err(Error::new(ErrorKind::DuplicatePlayer {
                name: name.to_string(),
            })
            .with_path(format!("players[{i}].name"))
            .with_player(name.to_string()));
        }
    }
    Ok(Numbers(map))
}

impl Numbers<'_> {
    /// The number of the player `name`; else an error at the entry `path` names.
    fn of(&self, name: &str, path: impl FnOnce() -> String) -> Result<u64, Error> {
        self.0.get(name.trim()).copied().ok_or_else(|| {
            Error::new(ErrorKind::UnknownPlayer {
                name: name.to_string(),
            })
            .with_path(path())
            .with_player(name.to_string())
        })
    }
}
