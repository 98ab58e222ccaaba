//! Writing a [`Shared`] in layout [`VERSION`] (`docs/league-format.md`, "Layout, version 1").

use std::collections::HashMap;

use super::super::bytes::{Bits, Writer, width};
use super::{OTHER_OUTCOMES, POLICIES, SIDES, Shared, VERSION, WORDS, flag, pair_index};
use crate::document::league::{self, GameEntry, League, Rules};
use crate::engine::{First, MAX_PLAYERS, Outcome};
use crate::error::{Error, ErrorKind};

/// The link's bytes, or why the league cannot be written (names that do not identify players,
/// a format this build does not read, too many players).
pub(super) fn to_bytes(shared: &Shared) -> Result<Vec<u8>, Error> {
    let l = &shared.league;
    if !league::reads(&l.format) {
        return Err(Error::new(ErrorKind::UnsupportedFormat {
            found: l.format.clone(),
            document: crate::error::DocumentKind::League,
        })
        .with_path("format"));
    }
    let numbers = Numbers::new(l)?;
    let pairs = numbers.meetings(l)?;
    let flags = flags(shared, &pairs);

    let mut w = Writer::default();
    w.bytes.push(VERSION);
    w.varint(flags);
    if let Some(title) = &l.title {
        w.text(title);
    }
    if let Some(rules) = &l.rules {
        w.rules(rules);
    }
    if let Some(seats) = l.seats {
        w.varint(u64::from(seats));
    }
    if let Some(cycles) = l.cycles {
        w.varint(u64::from(cycles));
    }
    if let Some(s) = &l.scoring {
        for v in [s.win, s.draw, s.loss, s.forfeit_win, s.forfeit_loss] {
            w.number(v);
        }
    }
    w.varint(l.players.len() as u64);
    for p in &l.players {
        w.text(&p.name);
        if flags & flag::PREVIOUS_RANK != 0 {
            w.varint(p.previous_rank.map_or(0, |r| u64::from(r) + 1));
        }
        if flags & flag::RATING != 0 {
            w.varint(p.rating.map_or(0, |r| u64::from(r) + 1));
        }
    }
    w.games(&pairs, flags);
    if flags & flag::PLAYOFFS != 0 {
        w.playoffs(l, &numbers)?;
    }
    if flags & flag::HYPOTHETICAL != 0 {
        w.varint(shared.hypothetical.len() as u64);
        for c in &shared.hypothetical {
            w.varint(c.row as u64);
            w.varint(c.col as u64);
            w.varint(c.meeting as u64);
            let side = SIDES.iter().position(|&s| s == c.side).unwrap_or(0);
            w.bytes.push(side as u8);
        }
    }
    Ok(w.bytes)
}

/// Players' numbers by name, checked: every name once.
struct Numbers<'a>(HashMap<&'a str, usize>);

/// A game with its players' numbers.
struct Numbered<'a> {
    a: usize,
    b: usize,
    game: &'a GameEntry,
}

impl<'a> Numbers<'a> {
    fn new(l: &'a League) -> Result<Numbers<'a>, Error> {
        let n = l.players.len();
        if n > MAX_PLAYERS {
            return Err(Error::new(ErrorKind::TooManyPlayers {
                count: n,
                max: MAX_PLAYERS,
                document: crate::error::DocumentKind::League,
            })
            .with_path("players"));
        }
        let mut numbers = HashMap::with_capacity(n);
        for (i, p) in l.players.iter().enumerate() {
            if numbers.insert(p.name.as_str(), i).is_some() {
                return Err(Error::new(ErrorKind::DuplicatePlayer {
                    name: p.name.clone(),
                })
                .with_path(format!("players[{i}].name"))
                .with_player(p.name.clone()));
            }
        }
        Ok(Numbers(numbers))
    }

    /// The number of the player `name`; else an error at the entry `path` names.
    fn of(&self, name: &str, path: impl FnOnce() -> String) -> Result<usize, Error> {
        self.0.get(name).copied().ok_or_else(|| {
            Error::new(ErrorKind::UnknownPlayer {
                name: name.to_string(),
            })
            .with_path(path())
            .with_player(name.to_string())
        })
    }

    /// Each pair's games in document order (its meetings), the pairs in [`pair_index`] order.
    fn meetings(&self, l: &'a League) -> Result<Vec<Vec<Numbered<'a>>>, Error> {
        let n = l.players.len();
        let mut pairs: Vec<Vec<Numbered>> = Vec::new();
        pairs.resize_with(n * n.saturating_sub(1) / 2, Vec::new);
        for (k, game) in l.games.iter().enumerate() {
            let a = self.of(&game.a, || format!("games[{k}].a"))?;
            let b = self.of(&game.b, || format!("games[{k}].b"))?;
            if a == b {
                return Err(Error::new(ErrorKind::SelfGame {
                    name: game.a.clone(),
                })
                .with_path(format!("games[{k}].b"))
                .with_player(game.a.clone()));
            }
            pairs[pair_index(n, a.min(b), a.max(b))].push(Numbered { a, b, game });
        }
        Ok(pairs)
    }
}

/// The flags word: which fields are present, which columns the players and games carry.
fn flags(shared: &Shared, pairs: &[Vec<Numbered>]) -> u64 {
    let l = &shared.league;
    let games = || pairs.iter().flatten();
    [
        (l.title.is_some(), flag::TITLE),
        (l.rules.is_some(), flag::RULES),
        (matches!(l.rules, Some(Rules::Spec(_))), flag::RULES_SPEC),
        (l.seats.is_some(), flag::SEATS),
        (l.cycles.is_some(), flag::CYCLES),
        (l.scoring.is_some(), flag::SCORING),
        (!l.playoffs.is_empty(), flag::PLAYOFFS),
        (!shared.hypothetical.is_empty(), flag::HYPOTHETICAL),
        (
            l.players.iter().any(|p| p.previous_rank.is_some()),
            flag::PREVIOUS_RANK,
        ),
        (l.players.iter().any(|p| p.rating.is_some()), flag::RATING),
        (games().any(|g| g.game.round.is_some()), flag::ROUNDS),
        (games().any(|g| g.game.first.is_some()), flag::FIRST),
        (games().any(|g| g.a > g.b), flag::SWAPPED),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .fold(0, |flags, (_, bit)| flags | bit)
}

/// A game's round as written: 0 for none, else the round plus 1.
fn round_code(g: &GameEntry) -> u64 {
    g.round.map_or(0, |r| u64::from(r) + 1)
}

impl Writer {
    /// A number of points: a multiple of ½ as `2 × zigzag(halves)`, anything else as `1` and
    /// the 8 bytes of the IEEE 754 double, little-endian.
    fn number(&mut self, v: f64) {
        let halves = v * 2.0;
        if halves.fract() == 0.0 && halves.abs() <= f64::from(i32::MAX) {
            let h = halves as i64;
            self.varint((((h << 1) ^ (h >> 63)) as u64) << 1);
        } else {
            self.varint(1);
            self.bytes.extend_from_slice(&v.to_bits().to_le_bytes());
        }
    }

    /// The id or codes; for the object form, the criteria, which policies follow, and each.
    fn rules(&mut self, rules: &Rules) {
        match rules {
            Rules::Id(id) => self.word(&WORDS, id),
            Rules::Spec(spec) => {
                self.word(&WORDS, &spec.criteria);
                let policies = [
                    &spec.playoff,
                    &spec.title_rules,
                    &spec.playoff_format,
                    &spec.reapply,
                ];
                debug_assert_eq!(policies.len(), POLICIES.len());
                let mask = (0..policies.len())
                    .filter(|&i| policies[i].is_some())
                    .fold(0, |m, i| m | 1 << i);
                self.varint(mask);
                for p in policies.into_iter().flatten() {
                    self.word(&WORDS, p);
                }
            }
        }
    }

    /// The games header, then each pair's number of games and the games, as bits.
    fn games(&mut self, pairs: &[Vec<Numbered>], flags: u64) {
        let min = pairs.iter().map(Vec::len).min().unwrap_or(0) as u64;
        let max = pairs.iter().map(Vec::len).max().unwrap_or(0) as u64;
        self.varint(min);
        self.varint(max - min);
        let max_round = pairs
            .iter()
            .flatten()
            .map(|g| round_code(g.game))
            .max()
            .unwrap_or(0);
        if flags & flag::ROUNDS != 0 {
            self.varint(max_round);
        }
        let mut bits = Bits::default();
        for games in pairs {
            bits.push(games.len() as u64 - min, width(max - min));
            for g in games {
                match g.game.result {
                    Outcome::A => bits.push(0b00, 2),
                    Outcome::B => bits.push(0b10, 2),
                    other => {
                        let code = OTHER_OUTCOMES.iter().position(|&o| o == other);
                        bits.push(1 | (code.unwrap_or(0) as u64) << 1, 4);
                    }
                }
                if flags & flag::SWAPPED != 0 {
                    bits.push(u64::from(g.a > g.b), 1);
                }
                if flags & flag::FIRST != 0 {
                    let first = match g.game.first {
                        None => 0,
                        Some(First::A) => 1,
                        Some(First::B) => 2,
                    };
                    bits.push(first, 2);
                }
                if flags & flag::ROUNDS != 0 {
                    bits.push(round_code(g.game), width(max_round));
                }
            }
        }
        self.bits(bits);
    }

    /// Each recorded playoff: its players, its order and its games, by number.
    fn playoffs(&mut self, l: &League, numbers: &Numbers) -> Result<(), Error> {
        self.varint(l.playoffs.len() as u64);
        for (k, p) in l.playoffs.iter().enumerate() {
            for (list, field) in [(&p.players, "players"), (&p.order, "order")] {
                self.varint(list.len() as u64);
                for (m, name) in list.iter().enumerate() {
                    let i = numbers.of(name, || format!("playoffs[{k}].{field}[{m}]"))?;
                    self.varint(i as u64);
                }
            }
            self.varint(p.games.len() as u64);
            for (m, g) in p.games.iter().enumerate() {
                for (name, field) in [(&g.a, "a"), (&g.b, "b"), (&g.winner, "winner")] {
                    let i = numbers.of(name, || format!("playoffs[{k}].games[{m}].{field}"))?;
                    self.varint(i as u64);
                }
            }
        }
        Ok(())
    }
}
