//! Reading an event link's bytes, event layout 1 (`docs/swiss-format.md`, "Share links"). Every
//! read is checked ([`super::bytes`]); counts are trusted no further than the bits left.

use serde_json::Map;

use super::super::bytes::{Reader, at, share_error, width};
use super::{MAX_HALVES, SCORING, VERSION, WORDS, flag};
use crate::document::event::{
    BoardResult, ByeEntry, ByeKind, GameEntry, GameKind, GameResult, MatchEntry, McMahonEntry,
    PlayerEntry, RoundEntry, SwissEvent, SwissScoringEntry, SystemKind,
};
use crate::error::{Error, ShareProblem};

const RESULTS: [Option<GameResult>; 7] = [
    None,
    Some(GameResult::WhiteWins),
    Some(GameResult::BlackWins),
    Some(GameResult::Draw),
    Some(GameResult::WhiteByForfeit),
    Some(GameResult::BlackByForfeit),
    Some(GameResult::DoubleForfeit),
];

/// Board codes 0 to 5; version 3 adds 6, a board not played yet.
const BOARDS: [Option<BoardResult>; 7] = [
    Some(BoardResult::HomeWins),
    Some(BoardResult::AwayWins),
    Some(BoardResult::Draw),
    Some(BoardResult::HomeByForfeit),
    Some(BoardResult::AwayByForfeit),
    Some(BoardResult::DoubleForfeit),
    None,
];

const BYES: [ByeKind; 5] = [
    ByeKind::Pairing,
    ByeKind::Full,
    ByeKind::Half,
    ByeKind::Zero,
    ByeKind::Absent,
];

const GAMES: [GameKind; 4] = [
    GameKind::Chess,
    GameKind::Go,
    GameKind::Renju,
    GameKind::Shogi,
];

pub(super) fn from_bytes(bytes: &[u8]) -> Result<SwissEvent, Error> {
    let mut r = Reader::new(bytes);
    let version = r.version(VERSION)?;
    let flags_at = r.pos;
    let flags = r.varint()?;
    // Version 4 adds the games' colours bit.
    let all = if version >= 4 { flag::ALL } else { flag::ALL_3 };
    if flags & !all != 0 {
        return Err(share_error(ShareProblem::InvalidValue {
            at: flags_at,
            found: flags,
        }));
    }
    let has = |bit: u64| flags & bit != 0;
    // Version 2 adds the round robin's codes, 8 to 11.
    let kind = r
        .code(if version >= 2 { 12 } else { 8 })
        .map_err(at("game"))?;
    let mut e = SwissEvent::new(GAMES[(kind % 4) as usize]);
    e.system = match kind / 4 {
        0 => SystemKind::Swiss,
        1 => SystemKind::Mcmahon,
        _ => SystemKind::RoundRobin,
    };
    if has(flag::TITLE) {
        e.title = Some(r.text().map_err(at("title"))?);
    }
    if has(flag::DATE) {
        e.date = Some(r.text().map_err(at("date"))?);
    }
    if has(flag::PLANNED_ROUNDS) {
        e.planned_rounds = Some(r.u32().map_err(at("planned_rounds"))?);
    }
    if has(flag::RULES) {
        e.rules = Some(r.word(&WORDS).map_err(at("rules"))?);
    }
    if has(flag::EDITION) {
        e.edition = Some(r.word(&WORDS).map_err(at("edition"))?);
    }
    if has(flag::SCORING) {
        e.scoring = Some(scoring(&mut r)?);
    }
    if has(flag::MCMAHON) {
        e.mcmahon = Some(mcmahon(&mut r)?);
    }
    if has(flag::BOARDS) {
        e.boards = Some(r.u32().map_err(at("boards"))?);
    }
    e.players = players(&mut r, flags)?;
    let max_handicap = if has(flag::HANDICAP) {
        r.code(256).map_err(at("rounds"))?
    } else {
        0
    };
    let rounds = r.count().map_err(at("rounds"))?;
    e.rounds = Vec::with_capacity(rounds);
    for k in 0..rounds {
        let round = self::round(
            &mut r,
            &e.players,
            max_handicap,
            has(flag::HANDICAP),
            has(flag::COLOURS),
            k,
            version,
        )?;
        e.rounds.push(round);
    }
    r.end()?;
    Ok(e)
}

/// A number of points: `zigzag(halves)`.
fn number(r: &mut Reader) -> Result<f64, Error> {
    let at = r.pos;
    let z = r.varint()?;
    halves(z).ok_or_else(|| share_error(ShareProblem::InvalidValue { at, found: z }))
}

/// The value of `zigzag(halves)`, if it is in range.
fn halves(z: u64) -> Option<f64> {
    let h = (z >> 1) as i64 ^ -((z & 1) as i64);
    (h.unsigned_abs() <= MAX_HALVES).then(|| h as f64 / 2.0)
}

fn scoring(r: &mut Reader) -> Result<SwissScoringEntry, Error> {
    let mask = r.code(1 << SCORING.len()).map_err(at("scoring"))?;
    let mut v = [None; SCORING.len()];
    for (i, value) in v.iter_mut().enumerate() {
        if mask & 1 << i != 0 {
            *value = Some(number(r).map_err(|e| e.with_path(format!("scoring.{}", SCORING[i])))?);
        }
    }
    let [win, draw, loss, pairing_bye, full_bye, half_bye, zero_bye] = v;
    Ok(SwissScoringEntry {
        win,
        draw,
        loss,
        pairing_bye,
        full_bye,
        half_bye,
        zero_bye,
    })
}

fn mcmahon(r: &mut Reader) -> Result<McMahonEntry, Error> {
    let mask = r.code(8).map_err(at("mcmahon"))?;
    let mut m = McMahonEntry::default();
    if mask & 1 != 0 {
        m.bar = Some(r.text().map_err(at("mcmahon.bar"))?);
    }
    if mask & 2 != 0 {
        m.floor = Some(r.text().map_err(at("mcmahon.floor"))?);
    }
    if mask & 4 != 0 {
        m.round_down = Some(r.code(2).map_err(at("mcmahon.round_down"))? == 1);
    }
    Ok(m)
}

fn players(r: &mut Reader, flags: u64) -> Result<Vec<PlayerEntry>, Error> {
    let n = r.count().map_err(at("players"))?;
    let mut players = Vec::with_capacity(n);
    for i in 0..n {
        let path = |field: &str| format!("players[{i}].{field}");
        let name = r.text().map_err(|e| e.with_path(path("name")))?;
        let mut p = PlayerEntry {
            name,
            rating: None,
            rank: None,
            smms: None,
            club: None,
            country: None,
            withdrawn: None,
            extra: Map::new(),
        };
        if flags & flag::RATING != 0 {
            p.rating = r.optional_u32().map_err(|e| e.with_path(path("rating")))?;
        }
        if flags & flag::RANK != 0 {
            p.rank = r.optional_text().map_err(|e| e.with_path(path("rank")))?;
        }
        if flags & flag::SMMS != 0 {
            let start = r.pos;
            p.smms = match r.varint().map_err(|e| e.with_path(path("smms")))? {
                0 => None,
                z => Some(halves(z - 1).ok_or_else(|| {
                    share_error(ShareProblem::InvalidValue {
                        at: start,
                        found: z,
                    })
                    .with_path(path("smms"))
                })?),
            };
        }
        if flags & flag::CLUB != 0 {
            p.club = r.optional_text().map_err(|e| e.with_path(path("club")))?;
        }
        if flags & flag::COUNTRY != 0 {
            p.country = r
                .optional_text()
                .map_err(|e| e.with_path(path("country")))?;
        }
        players.push(p);
    }
    Ok(players)
}

/// A player's number, as the player's name.
fn player(r: &mut Reader, players: &[PlayerEntry], path: String) -> Result<String, Error> {
    let at = r.pos;
    let v = r.varint().map_err(|e| e.with_path(path.clone()))?;
    usize::try_from(v)
        .ok()
        .and_then(|i| players.get(i))
        .map(|p| p.name.clone())
        .ok_or_else(|| share_error(ShareProblem::InvalidValue { at, found: v }).with_path(path))
}

/// A count of entries of at least `bits` bits each: no more than the bits left hold.
fn count(r: &mut Reader, bits: u64, path: &str) -> Result<usize, Error> {
    let v = r.varint().map_err(at(path))?;
    let left = (r.bytes.len() - r.pos) as u64 * 8;
    usize::try_from(v)
        .ok()
        .filter(|_| v <= left / bits.max(1))
        .ok_or_else(|| share_error(ShareProblem::Truncated { at: r.bytes.len() }).with_path(path))
}

fn round(
    r: &mut Reader,
    players: &[PlayerEntry],
    max_handicap: u64,
    handicaps: bool,
    colours: bool,
    k: usize,
    version: u8,
) -> Result<RoundEntry, Error> {
    let n = players.len();
    let player_width = width(n.saturating_sub(1) as u64);
    let handicap_width = if handicaps { width(max_handicap) } else { 0 };
    let game_bits =
        2 * u64::from(player_width) + 3 + u64::from(handicap_width) + u64::from(colours);
    let mut round = RoundEntry::default();

    let games = count(r, game_bits, &format!("rounds[{k}].games"))?;
    let mut bits = r.bits();
    round.games = Vec::with_capacity(games);
    for g in 0..games {
        let path = |field: &str| format!("rounds[{k}].games[{g}].{field}");
        let mut name = |field: &str| -> Result<String, Error> {
            let i = bits
                .code(player_width, n as u64)
                .map_err(|e| e.with_path(path(field)))?;
            Ok(players[i as usize].name.clone())
        };
        let (white, black) = (name("white")?, name("black")?);
        let result = RESULTS[bits
            .code(3, RESULTS.len() as u64)
            .map_err(|e| e.with_path(path("result")))? as usize];
        let handicap = bits
            .code(handicap_width, max_handicap + 1)
            .map_err(|e| e.with_path(path("handicap")))? as u8;
        let known = !colours || bits.code(1, 2).map_err(|e| e.with_path(path("colours")))? == 1;
        round.games.push(GameEntry {
            white,
            black,
            result,
            handicap,
            colours: known,
            extra: Map::new(),
        });
    }
    r.end_bits(&bits);

    let matches = count(r, 24, &format!("rounds[{k}].matches"))?;
    round.matches = Vec::with_capacity(matches);
    for m in 0..matches {
        let path = |field: &str| format!("rounds[{k}].matches[{m}].{field}");
        let home = player(r, players, path("home"))?;
        let away = player(r, players, path("away"))?;
        let len = count(r, 3, &path("boards"))?;
        let mut bits = r.bits();
        let mut boards = Vec::with_capacity(len);
        for _ in 0..len {
            let code = bits
                .code(3, if version >= 3 { 7 } else { 6 })
                .map_err(|e| e.with_path(path("boards")))?;
            boards.push(BOARDS[code as usize]);
        }
        r.end_bits(&bits);
        round.matches.push(MatchEntry {
            home,
            away,
            boards,
            extra: Map::new(),
        });
    }

    let byes = count(r, 16, &format!("rounds[{k}].byes"))?;
    round.byes = Vec::with_capacity(byes);
    for b in 0..byes {
        let path = |field: &str| format!("rounds[{k}].byes[{b}].{field}");
        let player = player(r, players, path("player"))?;
        let start = r.pos;
        let code = r.varint().map_err(|e| e.with_path(path("type")))?;
        let kind = *BYES
            .get((code & 7) as usize)
            .filter(|_| code < 16)
            .ok_or_else(|| {
                share_error(ShareProblem::InvalidValue {
                    at: start,
                    found: code,
                })
                .with_path(path("type"))
            })?;
        let game_points = if code & 8 != 0 {
            Some(number(r).map_err(|e| e.with_path(path("game_points")))?)
        } else {
            None
        };
        round.byes.push(ByeEntry {
            player,
            kind,
            game_points,
        });
    }
    Ok(round)
}
