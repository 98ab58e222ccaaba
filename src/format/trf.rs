//! FIDE's Tournament Report File (TRF-16), both ways.
//!
//! The fields used (columns 1-based, as the TRF-16 description numbers them):
//! - `001` player: start number 5-8, name 15-47, rating 49-52, points 81-84, rank 86-89, then
//!   one block of ten columns per round from column 92: the opponent's start number (4
//!   columns; `0000` or blank for none), the colour (`w`, `b`, `-`), the result: `1`, `=`, `0`
//!   over the board (`W`, `D`, `L`: the same, unrated), `+`/`-` a forfeit win/loss, `U` a
//!   pairing-allocated bye, `F` a full-point bye, `H` a half-point bye, `Z` (or blank) a
//!   zero-point bye; a blank result against an opponent is a game not yet played.
//! - `012` the event's name, `042` its first day (chooses the FIDE edition in force), `XXR` the
//!   rounds planned, and `162`, the point system TieBreakServer writes (`W`, `D`, `L` for games,
//!   `P` the pairing-allocated bye, `A` zero-point rounds), for 2/1/0 or 3/1/0 scoring.
//!
//! [`read`] gives a [`SwissEvent`] (players named as in the file, start numbers kept), so that a
//! TRF is ranked, converted and checked exactly like an event file; [`write`] writes one back
//! with the points and ranks of a ranking. Other records are ignored on reading.

use std::collections::HashMap;

use serde_json::Map;

use crate::document::event::{
    ByeEntry, ByeKind, GameEntry, GameKind, GameResult, PlayerEntry, RoundEntry, SwissEvent,
    SwissScoringEntry,
};
use crate::engine::swiss::Colour;
use crate::error::{Error, ErrorKind, TrfField};

/// Whether `text` looks like a TRF: a `001` player record at the start of a line.
pub fn looks_like(text: &str) -> bool {
    // A player record anywhere, or a header record first: a file cut short after its header is
    // still a TRF (and is told so), not a crosstable whose first row is `XXR 5`.
    const HEADERS: [&str; 17] = [
        "012 ", "022 ", "032 ", "042 ", "052 ", "062 ", "072 ", "082 ", "092 ", "102 ", "112 ",
        "122 ", "132 ", "142 ", "162 ", "XXR ", "XXC ",
    ];
    let first = text.trim_start_matches('\u{feff}').trim_start();
    !first.starts_with('{')
        && (HEADERS.iter().any(|h| first.starts_with(h))
            || text.lines().any(|l| l.starts_with("001 ")))
}

/// One round of one player as the file gives it.
#[derive(Clone, Copy, Debug)]
struct Block {
    opponent: Option<u32>,
    colour: char,
    result: char,
    /// 1-based line and column of the block, for errors.
    line: u32,
    column: u32,
}

/// A file that ends before its last player is whole: fewer player records (`001`) than the
/// header's `062` announces, or a last record that stops in the middle of its rounds with no
/// line break after it. Said at the file's last line, before any pairing is checked (a cut
/// file's last players would otherwise show as pairings that do not agree).
fn cut_short(
    text: &str,
    declared: Option<usize>,
    blocks: &[Vec<Block>],
    rounds: usize,
) -> Result<(), Error> {
    let lines = u32::try_from(text.lines().count())
        .unwrap_or(u32::MAX)
        .max(1);
    let found = blocks.len();
    let at = |declared| {
        Err(Error::new(ErrorKind::TrfCutShort { declared, found }).with_line(lines, None))
    };
    if let Some(d) = declared.filter(|&d| d > found) {
        return at(Some(d));
    }
    let last_line = text
        .trim_end_matches(['\r', '\n'])
        .lines()
        .last()
        .unwrap_or("");
    let unfinished = !text.ends_with('\n')
        && last_line.starts_with("001")
        && blocks.last().is_some_and(|b| b.len() < rounds);
    if unfinished { at(None) } else { Ok(()) }
}

/// The header's counts against what the file holds: no more player records than `062`
/// announces (fewer is [`cut_short`]), and no round played after the last that `XXR` (or `142`)
/// plans. A count that disagrees is said at its own line.
fn headers_agree(
    event: &SwissEvent,
    declared: Option<(usize, u32)>,
    planned_at: Option<(&str, u32)>,
    blocks: &[Vec<Block>],
) -> Result<(), Error> {
    let count = |code: &str, declared: usize, found: usize, line: u32| {
        Err(Error::new(ErrorKind::TrfHeaderCount {
            code: code.to_string(),
            declared,
            found,
        })
        .with_line(line, Some(5)))
    };
    if let Some((d, line)) = declared.filter(|&(d, _)| d < blocks.len()) {
        return count("062", d, blocks.len(), line);
    }
    // The rounds held: the last round any player has an opponent or a result in.
    let held = blocks
        .iter()
        .filter_map(|row| {
            row.iter()
                .rposition(|b| b.opponent.is_some() || !b.result.is_whitespace())
        })
        .max()
        .map_or(0, |r| r + 1);
    match (planned_at, event.planned_rounds) {
        (Some((code, line)), Some(planned)) if (planned as usize) < held => {
            count(code, planned as usize, held, line)
        }
        _ => Ok(()),
    }
}

/// The characters of `line` from 1-based column `from` to `to`, trimmed ("" past the end).
fn field(line: &[char], from: usize, to: usize) -> String {
    let to = to.min(line.len());
    if from > to {
        return String::new();
    }
    line[from - 1..to]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// Reads a TRF-16 file into an event document.
pub fn read(text: &str) -> Result<SwissEvent, Error> {
    let mut event = SwissEvent::new(GameKind::Chess);
    let mut numbers: HashMap<u32, usize> = HashMap::new();
    let mut blocks: Vec<Vec<Block>> = Vec::new();
    // The players the header (`062`) announces, to tell a file cut short, and the rounds it
    // plans (`XXR`, or TRF-2025's `142`), each with its line: both are checked against what the
    // file holds.
    let mut declared: Option<(usize, u32)> = None;
    let mut planned_at: Option<(&str, u32)> = None;
    for (k, raw) in text.lines().enumerate() {
        let line_no = k as u32 + 1;
        let line: Vec<char> = raw.trim_end_matches('\r').chars().collect();
        let code = field(&line, 1, 3);
        let bad = |field: TrfField, found: String, column: usize| {
            Error::new(ErrorKind::Trf { field, found }).with_line(line_no, Some(column as u32))
        };
        match code.as_str() {
            "012" => event.title = Some(field(&line, 5, line.len())).filter(|t| !t.is_empty()),
            "042" => event.date = date(&field(&line, 5, line.len())),
            "062" => {
                let t = field(&line, 5, line.len());
                let n = t.parse().map_err(|_| bad(TrfField::Players, t, 5))?;
                declared = Some((n, line_no));
            }
            code @ ("XXR" | "142") => {
                let t = field(&line, 5, line.len());
                let n = t
                    .parse()
                    .ok()
                    .filter(|&n: &u32| {
                        (1..=crate::engine::swiss::MAX_ROUNDS).contains(&(n as usize))
                    })
                    .ok_or_else(|| bad(TrfField::Rounds, t, 5))?;
                event.planned_rounds = Some(n);
                planned_at = Some((if code == "XXR" { "XXR" } else { "142" }, line_no));
            }
            "162" => event.scoring = Some(scoring162(&line, line_no)?),
            // The pairing system (bbpPairings' and JaVaFo's codes): the FIDE Dutch system,
            // with the Baku acceleration when it says so.
            "092" => {
                let t = field(&line, 5, line.len()).to_ascii_uppercase();
                if t.starts_with("FIDE_DUTCH") {
                    let pairing = event.pairing.get_or_insert_with(Default::default);
                    pairing.system = Some("dutch".into());
                    if t.ends_with("_BAKU") {
                        pairing.acceleration = Some("baku".into());
                    }
                }
            }
            // Round 1's colour of the first player (`XXC white1` / `black1`).
            "XXC" => {
                let t = field(&line, 5, line.len()).to_ascii_lowercase();
                let colour = t.split_whitespace().find_map(|w| match w {
                    "white1" => Some(Colour::White),
                    "black1" => Some(Colour::Black),
                    _ => None,
                });
                if let Some(c) = colour {
                    event
                        .pairing
                        .get_or_insert_with(Default::default)
                        .first_colour = Some(c);
                }
            }
            "001" => {
                let number_text = field(&line, 5, 8);
                let number: u32 = number_text
                    .parse()
                    .map_err(|_| bad(TrfField::Number, number_text.clone(), 5))?;
                let rating_text = field(&line, 49, 52);
                let rating = match rating_text.as_str() {
                    "" | "0" | "0000" => None,
                    t => Some(
                        t.parse::<u32>()
                            .map_err(|_| bad(TrfField::Rating, t.into(), 49))?,
                    ),
                };
                let mut name = field(&line, 15, 47);
                if name.is_empty() {
                    name = format!("#{number}");
                }
                if numbers.insert(number, event.players.len()).is_some() {
                    return Err(bad(TrfField::Number, number_text, 5));
                }
                let mut extra = Map::new();
                extra.insert("number".into(), number.into());
                event.players.push(PlayerEntry {
                    name,
                    rating,
                    rank: None,
                    smms: None,
                    club: None,
                    country: None,
                    withdrawn: None,
                    extra,
                });
                let mut row = Vec::new();
                let mut col = 92;
                while col <= line.len() {
                    let opp = field(&line, col, col + 3);
                    let colour = line.get(col + 4).copied().unwrap_or(' ');
                    let result = line.get(col + 6).copied().unwrap_or(' ');
                    let opponent = match opp.as_str() {
                        "" | "0" | "0000" => None,
                        t => Some(
                            t.parse::<u32>()
                                .map_err(|_| bad(TrfField::Opponent, t.into(), col))?,
                        ),
                    };
                    row.push(Block {
                        opponent,
                        colour,
                        result,
                        line: line_no,
                        column: col as u32,
                    });
                    col += 10;
                }
                blocks.push(row);
            }
            _ => {}
        }
    }
    if event.players.is_empty() {
        return match declared {
            Some((d, _)) if d > 0 => cut_short(text, Some(d), &blocks, 0).map(|()| event),
            _ => Err(Error::new(ErrorKind::NoPlayers {
                document: crate::error::DocumentKind::Event,
            })),
        };
    }
    let rounds = blocks.iter().map(Vec::len).max().unwrap_or(0);
    cut_short(text, declared.map(|d| d.0), &blocks, rounds)?;
    headers_agree(&event, declared, planned_at, &blocks)?;
    for r in 0..rounds {
        let mut round = RoundEntry::default();
        for (p, row) in blocks.iter().enumerate() {
            let Some(b) = row.get(r).copied() else {
                continue;
            };
            let bad = |field: TrfField, found: String| {
                Error::new(ErrorKind::Trf { field, found })
                    .with_line(b.line, Some(b.column))
                    .with_player(event.players[p].name.clone())
            };
            let Some(o) = b.opponent else {
                let kind = match b.result.to_ascii_uppercase() {
                    'U' => ByeKind::Pairing,
                    'F' | '+' | '1' | 'W' => ByeKind::Full,
                    'H' | '=' | 'D' => ByeKind::Half,
                    'Z' | '-' | '0' | 'L' => ByeKind::Zero,
                    ' ' => continue,
                    c => return Err(bad(TrfField::Result, c.to_string())),
                };
                round.byes.push(ByeEntry {
                    player: event.players[p].name.clone(),
                    kind,
                    game_points: None,
                });
                continue;
            };
            let q = *numbers
                .get(&o)
                .ok_or_else(|| bad(TrfField::Opponent, o.to_string()))?;
            if q == p {
                return Err(Error::new(ErrorKind::SelfGame {
                    name: event.players[p].name.clone(),
                })
                .with_line(b.line, Some(b.column)));
            }
            let back = blocks[q].get(r).copied();
            let mine =
                result_of(b.result).ok_or_else(|| bad(TrfField::Result, b.result.to_string()))?;
            let theirs = back.and_then(|x| result_of(x.result));
            let agrees = back.is_some_and(|x| {
                x.opponent.and_then(|n| numbers.get(&n)).copied() == Some(p)
                    && colours_agree(b.colour, x.colour)
            });
            if !agrees {
                return Err(Error::new(ErrorKind::SwissPairing {
                    name: event.players[p].name.clone(),
                    round: r as u32 + 1,
                    opponent: Some(event.players[q].name.clone()),
                })
                .with_line(b.line, Some(b.column)));
            }
            // Each game once: from the white side, or from the lower start number without
            // colours.
            let white_side = match b.colour.to_ascii_lowercase() {
                'w' => true,
                'b' => false,
                _ => p < q,
            };
            if !white_side {
                continue;
            }
            let result = match (mine, theirs) {
                (Side::Pending, _) | (_, Some(Side::Pending)) => None,
                (Side::Win, Some(Side::Loss)) => Some(GameResult::WhiteWins),
                (Side::Loss, Some(Side::Win)) => Some(GameResult::BlackWins),
                (Side::Draw, Some(Side::Draw)) => Some(GameResult::Draw),
                (Side::ForfeitWin, Some(Side::ForfeitLoss)) => Some(GameResult::WhiteByForfeit),
                (Side::ForfeitLoss, Some(Side::ForfeitWin)) => Some(GameResult::BlackByForfeit),
                (Side::ForfeitLoss, Some(Side::ForfeitLoss)) => Some(GameResult::DoubleForfeit),
                _ => {
                    return Err(Error::new(ErrorKind::SwissPairing {
                        name: event.players[p].name.clone(),
                        round: r as u32 + 1,
                        opponent: Some(event.players[q].name.clone()),
                    })
                    .with_line(b.line, Some(b.column)));
                }
            };
            round.games.push(GameEntry {
                white: event.players[p].name.clone(),
                black: event.players[q].name.clone(),
                result,
                handicap: 0,
                // A game whose colour column is `-` (or blank) has none.
                colours: matches!(b.colour.to_ascii_lowercase(), 'w' | 'b'),
                extra: Map::new(),
            });
        }
        event.rounds.push(round);
    }
    // Trailing rounds nobody has a block for are not rounds.
    event.drop_empty_last_rounds();
    Ok(event)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    Pending,
}

fn result_of(c: char) -> Option<Side> {
    Some(match c.to_ascii_uppercase() {
        '1' | 'W' => Side::Win,
        '=' | 'D' => Side::Draw,
        '0' | 'L' => Side::Loss,
        '+' => Side::ForfeitWin,
        '-' => Side::ForfeitLoss,
        ' ' => Side::Pending,
        _ => return None,
    })
}

fn colours_agree(a: char, b: char) -> bool {
    matches!(
        (a.to_ascii_lowercase(), b.to_ascii_lowercase()),
        ('w', 'b') | ('b', 'w') | ('-' | ' ', '-' | ' ')
    )
}

/// `YYYY/MM/DD` (TRF-16's form; `-` or `.` also), `DD.MM.YYYY`, or `YY/MM/DD` (as
/// TieBreakServer's generator writes it, read as 20YY) to `YYYY-MM-DD`.
fn date(text: &str) -> Option<String> {
    let parts: Vec<&str> = text.split(['/', '-', '.']).map(str::trim).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let (y, m, d) = if c.len() == 4 { (c, b, a) } else { (a, b, c) };
    let (mut y, m, d): (u32, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    if y < 100 {
        y += 2000;
    }
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| format!("{y:04}-{m:02}-{d:02}"))
}

/// The `162` record: `W`, `D`, `L` points for games, `P` for the pairing-allocated bye, `A`
/// for zero-point rounds, each a symbol followed by the number, every nine columns from 6.
fn scoring162(line: &[char], line_no: u32) -> Result<SwissScoringEntry, Error> {
    let mut s = SwissScoringEntry::default();
    let mut pos = 6;
    while pos <= line.len() {
        let sym = line[pos - 1].to_ascii_uppercase();
        let text = field(line, pos + 1, pos + 4);
        let bad = || {
            Error::new(ErrorKind::Trf {
                field: TrfField::PointSystem,
                found: text.clone(),
            })
            .with_line(line_no, Some(pos as u32 + 1))
        };
        if sym != ' ' {
            let v: f64 = text.parse().map_err(|_| bad())?;
            match sym {
                'W' => s.win = Some(v),
                'D' => s.draw = Some(v),
                'L' => s.loss = Some(v),
                'P' => s.pairing_bye = Some(v),
                'A' => s.zero_bye = Some(v),
                _ => {}
            }
        }
        pos += 9;
    }
    Ok(s)
}

/// The points and places [`write`] puts in each `001` record, from the ranked event (in the
/// document's player order): points with one decimal as TRF writes them (`4.5`, `10.0`).
pub fn columns(
    event: &crate::engine::swiss::Event,
    st: &crate::engine::swiss::Standings,
) -> (Vec<String>, Vec<usize>) {
    let n = event.players();
    let mut places = vec![0; n];
    for row in &st.rows {
        places[row.player] = row.place;
    }
    let points = (0..n)
        .map(|p| {
            let q = event.score(p).quarters();
            format!("{}.{}", q / 4, (q % 4) * 25 / 10)
        })
        .collect();
    (points, places)
}

/// Writes an event as TRF-16: `012`, `042`, `XXR`, `092` and `XXC` for a Dutch-system event
/// (its system and round 1's colour), `162` when the scoring is not 1-½-0, and a
/// `001` record per player with `points` and `ranks` (one per player, in the document's order)
/// and a block per round.
pub fn write(event: &SwissEvent, points: &[String], ranks: &[usize]) -> String {
    let mut out = String::new();
    if let Some(t) = &event.title {
        out += &format!("012 {t}\n");
    }
    if let Some(d) = &event.date {
        out += &format!("042 {}\n", d.replace('-', "/"));
    }
    let rounds = event.rounds.len();
    // The rounds planned, when there is one (an event not started and without a plan has none
    // to write: `XXR 0` does not read).
    let planned = event
        .planned_rounds
        .unwrap_or(rounds as u32)
        .max(rounds as u32);
    if planned > 0 {
        out += &format!("XXR {planned}\n");
    }
    // The Dutch system and its settings, as pairing programs read them.
    if let Some(p) = &event.pairing {
        if p.system.as_deref() == Some("dutch") {
            let baku = p
                .acceleration
                .as_deref()
                .is_some_and(|a| a.eq_ignore_ascii_case("baku"));
            out += if baku {
                "092 FIDE_DUTCH_2025_BAKU\n"
            } else {
                "092 FIDE_DUTCH_2025\n"
            };
        }
        match p.first_colour {
            Some(Colour::White) => out += "XXC white1\n",
            Some(Colour::Black) => out += "XXC black1\n",
            None => {}
        }
    }
    if let Some(s) = &event.scoring {
        let v = |x: Option<f64>, d: f64| x.unwrap_or(d);
        let win = v(s.win, 1.0);
        // `{:4.1}` by integers (`document::fixed`): a page that exports a TRF carries no float
        // printer.
        let p = |x: f64| crate::document::fixed(x, 1);
        out += &format!(
            "162  W{:>4}    D{:>4}    L{:>4}    A{:>4}    P{:>4}\n",
            p(win),
            p(v(s.draw, 0.5)),
            p(v(s.loss, 0.0)),
            p(v(s.zero_bye, v(s.loss, 0.0))),
            p(v(s.pairing_bye, win)),
        );
    }
    let number = |i: usize| event.number(i);
    let index: HashMap<&str, usize> = event
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), i))
        .collect();
    for (i, p) in event.players.iter().enumerate() {
        let name: String = p.name.chars().take(33).collect();
        let rating = p.rating.map_or(String::new(), |r| r.to_string());
        // Columns as TRF-16 numbers them (1-based): right-aligned numbers, the name from 15.
        let mut cols: Vec<char> = vec![' '; 89];
        let mut put = |from: usize, width: usize, text: &str, right: bool| {
            let chars: Vec<char> = text.chars().take(width).collect();
            let start = if right {
                from + width - chars.len()
            } else {
                from
            };
            for (k, c) in chars.into_iter().enumerate() {
                cols[start - 1 + k] = c;
            }
        };
        put(1, 3, "001", false);
        put(5, 4, &number(i).to_string(), true);
        put(15, 33, &name, false);
        put(49, 4, &rating, true);
        put(81, 4, points.get(i).map_or("0", String::as_str), true);
        put(86, 4, &ranks.get(i).copied().unwrap_or(0).to_string(), true);
        let mut line: String = cols.into_iter().collect();
        for round in &event.rounds {
            let block = round
                .games
                .iter()
                .find_map(|g| {
                    let (w, b) = (index.get(g.white.as_str())?, index.get(g.black.as_str())?);
                    let (me_white, opp) = if *w == i {
                        (true, *b)
                    } else if *b == i {
                        (false, *w)
                    } else {
                        return None;
                    };
                    let c = match (g.result, me_white) {
                        (None, _) => ' ',
                        (Some(GameResult::WhiteWins), true)
                        | (Some(GameResult::BlackWins), false) => '1',
                        (Some(GameResult::WhiteWins), false)
                        | (Some(GameResult::BlackWins), true) => '0',
                        (Some(GameResult::Draw), _) => '=',
                        (Some(GameResult::WhiteByForfeit), true)
                        | (Some(GameResult::BlackByForfeit), false) => '+',
                        _ => '-',
                    };
                    // A game without colours: `-` in the colour column, as TRF writes no colour.
                    let colour = match (g.colours, me_white) {
                        (false, _) => '-',
                        (true, true) => 'w',
                        (true, false) => 'b',
                    };
                    Some(format!("{:>4} {colour} {c}", number(opp)))
                })
                .or_else(|| {
                    round.byes.iter().find(|b| b.player == p.name).map(|b| {
                        let c = match b.kind {
                            ByeKind::Pairing => 'U',
                            ByeKind::Full => 'F',
                            ByeKind::Half => 'H',
                            ByeKind::Zero | ByeKind::Absent => 'Z',
                        };
                        format!("0000 - {c}")
                    })
                })
                .unwrap_or_else(|| "0000 - Z".to_string());
            line += "  ";
            line += &block;
        }
        out += line.trim_end();
        out.push('\n');
    }
    out
}
