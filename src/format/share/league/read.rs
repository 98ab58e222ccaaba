//! Reading a link's bytes, layout 1 (`docs/league-format.md`, "Layout, version 1"). Every read
//! is checked: running out of bytes, an unknown code, a number out of range or text that is not
//! UTF-8 is a [`ShareProblem`] at the byte where it was found; nothing indexes unchecked, and
//! no count is trusted beyond the bytes left.

use super::super::bytes::{BitReader, Reader, at, share_error, width};
use super::{OTHER_OUTCOMES, POLICIES, SIDES, Shared, VERSION, WORDS, flag};
use crate::document::league::CellResult;
use crate::document::league::{
    self, GameEntry, League, PlayerEntry, PlayoffEntry, PlayoffGameEntry, Rules, RulesSpec,
    ScoringEntry,
};
use crate::engine::{First, MAX_PLAYERS, Outcome};
use crate::error::{Error, ErrorKind, ShareProblem};

pub(super) fn from_bytes(bytes: &[u8]) -> Result<Shared, Error> {
    let mut r = Reader::new(bytes);
    r.version(VERSION)?;
    let flags = r.varint()?;
    let rules_spec_alone = flags & flag::RULES_SPEC != 0 && flags & flag::RULES == 0;
    if flags & !flag::ALL != 0 || rules_spec_alone {
        return Err(share_error(ShareProblem::InvalidValue {
            at: 1,
            found: flags,
        }));
    }
    let has = |bit: u64| flags & bit != 0;
    let mut league = League::new(Vec::new(), Vec::new());
    league.format = league::FORMAT.to_string();
    if has(flag::TITLE) {
        league.title = Some(r.text().map_err(at("title"))?);
    }
    if has(flag::RULES) {
        league.rules = Some(r.rules(has(flag::RULES_SPEC))?);
    }
    if has(flag::SEATS) {
        league.seats = Some(r.u32().map_err(at("seats"))?);
    }
    if has(flag::CYCLES) {
        league.cycles = Some(r.u32().map_err(at("cycles"))?);
    }
    if has(flag::SCORING) {
        league.scoring = Some(r.scoring()?);
    }
    league.players = r.players(has(flag::PREVIOUS_RANK), has(flag::RATING))?;
    league.games = r.games(&league.players, flags)?;
    if has(flag::PLAYOFFS) {
        league.playoffs = r.playoffs(&league.players)?;
    }
    let hypothetical = if has(flag::HYPOTHETICAL) {
        r.hypothetical()?
    } else {
        Vec::new()
    };
    r.end()?;
    Ok(Shared {
        league,
        hypothetical,
    })
}

impl Reader<'_> {
    /// Points: `2 × zigzag(halves)`, or `1` and an IEEE 754 double.
    fn number(&mut self) -> Result<f64, Error> {
        let at = self.pos;
        match self.varint()? {
            1 => {
                let mut raw = [0; 8];
                raw.copy_from_slice(self.bytes_of(8)?);
                Ok(f64::from_bits(u64::from_le_bytes(raw)))
            }
            v if v % 2 == 0 => {
                let z = v >> 1;
                let halves = (z >> 1) as i64 ^ -((z & 1) as i64);
                if halves.unsigned_abs() > i32::MAX as u64 {
                    return Err(share_error(ShareProblem::InvalidValue { at, found: v }));
                }
                Ok(halves as f64 / 2.0)
            }
            v => Err(share_error(ShareProblem::InvalidValue { at, found: v })),
        }
    }

    /// A player's number, as the player's name.
    fn player(&mut self, players: &[PlayerEntry]) -> Result<String, Error> {
        let at = self.pos;
        let v = self.varint()?;
        usize::try_from(v)
            .ok()
            .and_then(|i| players.get(i))
            .map(|p| p.name.clone())
            .ok_or_else(|| share_error(ShareProblem::InvalidValue { at, found: v }))
    }

    fn rules(&mut self, spec: bool) -> Result<Rules, Error> {
        if !spec {
            return Ok(Rules::Id(self.word(&WORDS).map_err(at("rules"))?));
        }
        let criteria = self.word(&WORDS).map_err(at("rules.criteria"))?;
        let start = self.pos;
        let mask = self.varint()?;
        if mask >= 1 << POLICIES.len() {
            return Err(share_error(ShareProblem::InvalidValue {
                at: start,
                found: mask,
            })
            .with_path("rules"));
        }
        let mut values: [Option<String>; 4] = Default::default();
        for (i, value) in values.iter_mut().enumerate() {
            if mask & 1 << i != 0 {
                let path = format!("rules.{}", POLICIES[i]);
                *value = Some(self.word(&WORDS).map_err(at(&path))?);
            }
        }
        let [playoff, title_rules, playoff_format, reapply] = values;
        Ok(Rules::Spec(RulesSpec {
            criteria,
            playoff,
            title_rules,
            playoff_format,
            reapply,
            extra: Default::default(),
        }))
    }

    fn scoring(&mut self) -> Result<ScoringEntry, Error> {
        let mut v = [0.0; 5];
        let fields = ["win", "draw", "loss", "forfeit_win", "forfeit_loss"];
        for (value, field) in v.iter_mut().zip(fields) {
            *value = self
                .number()
                .map_err(|e| e.with_path(format!("scoring.{field}")))?;
        }
        let [win, draw, loss, forfeit_win, forfeit_loss] = v;
        Ok(ScoringEntry {
            win,
            draw,
            loss,
            forfeit_win,
            forfeit_loss,
            extra: Default::default(),
        })
    }

    fn players(&mut self, previous_rank: bool, rating: bool) -> Result<Vec<PlayerEntry>, Error> {
        let n = self.count().map_err(at("players"))?;
        if n > MAX_PLAYERS {
            return Err(Error::new(ErrorKind::TooManyPlayers {
                count: n,
                max: MAX_PLAYERS,
                document: crate::error::DocumentKind::League,
            })
            .with_path("players"));
        }
        let mut players = Vec::with_capacity(n);
        for i in 0..n {
            let path = |field: &str| format!("players[{i}].{field}");
            let mut p = PlayerEntry::named(self.text().map_err(|e| e.with_path(path("name")))?);
            if previous_rank {
                p.previous_rank = self
                    .optional_u32()
                    .map_err(|e| e.with_path(path("previous_rank")))?;
            }
            if rating {
                p.rating = self
                    .optional_u32()
                    .map_err(|e| e.with_path(path("rating")))?;
            }
            players.push(p);
        }
        Ok(players)
    }

    /// The games: the header, then each pair's number of games and its games, as bits; in the
    /// document order of [`by_round`].
    fn games(&mut self, players: &[PlayerEntry], flags: u64) -> Result<Vec<GameEntry>, Error> {
        let min = self.varint().map_err(at("games"))?;
        let spread = self.varint().map_err(at("games"))?;
        let max_round = if flags & flag::ROUNDS != 0 {
            self.varint().map_err(at("games"))?
        } else {
            0
        };
        let mut bits = self.bits();
        let n = players.len();
        // Games in pair order with their round codes; whether every pair's meetings are in
        // round order.
        let mut games: Vec<(u64, GameEntry)> = Vec::new();
        let mut in_round_order = true;
        for lo in 0..n {
            for hi in lo + 1..n {
                let start = bits.byte();
                let extra = bits.take(width(spread))?;
                let count = min.checked_add(extra).ok_or_else(|| {
                    share_error(ShareProblem::InvalidValue {
                        at: start,
                        found: extra,
                    })
                    .with_path("games")
                })?;
                let mut last_key = 0;
                for _ in 0..count {
                    let (a, b, code, mut game) = game(&mut bits, lo, hi, flags, max_round)?;
                    game.a = players[a].name.clone();
                    game.b = players[b].name.clone();
                    // No round sorts last.
                    let key = code.wrapping_sub(1);
                    in_round_order &= key >= last_key;
                    last_key = key;
                    games.push((code, game));
                }
            }
        }
        self.end_bits(&bits);
        Ok(by_round(games, in_round_order))
    }

    fn playoffs(&mut self, players: &[PlayerEntry]) -> Result<Vec<PlayoffEntry>, Error> {
        let count = self.count().map_err(at("playoffs"))?;
        let mut playoffs = Vec::with_capacity(count);
        for k in 0..count {
            let mut names = |field: &str| -> Result<Vec<String>, Error> {
                let len = self
                    .count()
                    .map_err(|e| e.with_path(format!("playoffs[{k}].{field}")))?;
                let mut list = Vec::with_capacity(len);
                for m in 0..len {
                    let name = self.player(players);
                    list.push(
                        name.map_err(|e| e.with_path(format!("playoffs[{k}].{field}[{m}]")))?,
                    );
                }
                Ok(list)
            };
            let in_playoff = names("players")?;
            let order = names("order")?;
            let len = self
                .count()
                .map_err(|e| e.with_path(format!("playoffs[{k}].games")))?;
            let mut games = Vec::with_capacity(len);
            for m in 0..len {
                let mut name = |field: &str| {
                    self.player(players)
                        .map_err(|e| e.with_path(format!("playoffs[{k}].games[{m}].{field}")))
                };
                let (a, b, winner) = (name("a")?, name("b")?, name("winner")?);
                games.push(PlayoffGameEntry {
                    a,
                    b,
                    winner,
                    extra: Default::default(),
                });
            }
            playoffs.push(PlayoffEntry {
                players: in_playoff,
                order,
                games,
                extra: Default::default(),
            });
        }
        Ok(playoffs)
    }

    fn hypothetical(&mut self) -> Result<Vec<CellResult>, Error> {
        let count = self.count().map_err(at("hypothetical"))?;
        let mut cells = Vec::with_capacity(count);
        for k in 0..count {
            let path = |field: &str| format!("hypothetical[{k}].{field}");
            let row = self.usize().map_err(|e| e.with_path(path("row")))?;
            let col = self.usize().map_err(|e| e.with_path(path("col")))?;
            let at_meeting = self.pos;
            let meeting = self.usize().map_err(|e| e.with_path(path("meeting")))?;
            // A pair meets at most MAX_CYCLES times.
            if meeting >= crate::engine::MAX_CYCLES as usize {
                return Err(share_error(ShareProblem::InvalidValue {
                    at: at_meeting,
                    found: meeting as u64,
                })
                .with_path(path("meeting")));
            }
            let start = self.pos;
            let code = self.byte()?;
            let side = *SIDES.get(usize::from(code)).ok_or_else(|| {
                share_error(ShareProblem::InvalidValue {
                    at: start,
                    found: u64::from(code),
                })
                .with_path(path("side"))
            })?;
            cells.push(CellResult {
                row,
                col,
                meeting,
                side,
            });
        }
        Ok(cells)
    }
}

/// `games` (in pair order, with their round codes: 0 for none, else the round plus 1) by round,
/// those without a round last, when every pair's meetings are in round order and no round is
/// beyond the number of games (a counting sort: stable, no comparison); else as they are.
fn by_round(games: Vec<(u64, GameEntry)>, in_round_order: bool) -> Vec<GameEntry> {
    let max = games.iter().map(|(code, _)| *code).max().unwrap_or(0);
    let Some(max) = usize::try_from(max)
        .ok()
        .filter(|&max| in_round_order && max <= games.len() + 1)
    else {
        return games.into_iter().map(|(_, g)| g).collect();
    };
    let mut rounds: Vec<Vec<GameEntry>> = Vec::new();
    rounds.resize_with(max + 1, Vec::new);
    let mut ordered = Vec::with_capacity(games.len());
    for (code, g) in games {
        rounds[code as usize].push(g);
    }
    for round in rounds.iter_mut().skip(1) {
        ordered.append(round);
    }
    ordered.append(&mut rounds[0]);
    ordered
}

/// One game of the pair `lo < hi`: its players' numbers (`a` first), its round code and the
/// game, its names left empty.
fn game(
    bits: &mut BitReader,
    lo: usize,
    hi: usize,
    flags: u64,
    max_round: u64,
) -> Result<(usize, usize, u64, GameEntry), Error> {
    let result = if bits.take(1)? == 0 {
        [Outcome::A, Outcome::B][bits.take(1)? as usize]
    } else {
        OTHER_OUTCOMES[bits
            .code(3, OTHER_OUTCOMES.len() as u64)
            .map_err(at("games"))? as usize]
    };
    let swapped = flags & flag::SWAPPED != 0 && bits.take(1)? == 1;
    let (a, b) = if swapped { (hi, lo) } else { (lo, hi) };
    let first = if flags & flag::FIRST != 0 {
        [None, Some(First::A), Some(First::B)][bits.code(2, 3).map_err(at("games"))? as usize]
    } else {
        None
    };
    // The round plus 1, or 0 for none: at most `u32::MAX + 1`.
    let code = if flags & flag::ROUNDS != 0 {
        bits.code(width(max_round), u64::from(u32::MAX) + 2)
            .map_err(at("games"))?
    } else {
        0
    };
    let round = code.checked_sub(1).map(|r| r as u32);
    let mut game = GameEntry::new(String::new(), String::new(), result);
    game.round = round;
    game.first = first;
    Ok((a, b, code, game))
}
