//! The European Go Database's tournament table (the "h9" files OpenGotha and MacMahon export for
//! EGD ratings), both ways.
//!
//! The format, as the EGF rating officer describes it: one line per player; everything after a
//! `;` is a comment, except the header tags `; EV[name]`, `; DT[first,last]`, `; PC[country,
//! city]`, `; CL[class]`, `; HA[h9]`, `; KM[6.5]`, `; TM[minutes]`. A player line is the place,
//! the name, the grade (`3d`, `12k`, `1p`), the country, the club, any further columns (MMS, SOS,
//! …), then one entry per round, and optionally `|` and the EGD PIN. A round entry is
//! `<opponent's place><symbol>[/<colour>[<handicap>]]`, the symbol `+` (win), `-` (loss) or `=`
//! (jigo), the colour `b` or `w`; an entry may end with `!` (a note). Without an opponent: `0+`
//! a free win (the bye), `0-` a free round (absent), `0=` a free round worth ½.
//!
//! Which trailing entries are rounds: every player has the same number of rounds, and a column
//! such as SOSOS may hold `0=`, so the rounds are each line's last `R` entries that have the
//! shape of one, `R` the fewest any line has.

use std::collections::HashMap;

use serde_json::Map;

use crate::document::event::{
    ByeEntry, ByeKind, GameEntry, GameKind, GameResult, PlayerEntry, RoundEntry, SwissEvent,
};
use crate::error::{Error, ErrorKind};

/// Whether `text` looks like an h9 table: an `; EV[` or `; HA[` tag, or a line whose entries
/// have the round shape after a grade.
pub fn looks_like(text: &str) -> bool {
    let tagged = |l: &str| {
        let t = l.trim_start();
        t.starts_with(';') && (t.contains("EV[") || t.contains("HA[") || t.contains("DT["))
    };
    // A player line: a place, a grade later, and a last entry with a colour (`3+/b`).
    let player = |l: &str| {
        let body = l.split([';', '|']).next().unwrap_or("");
        let t: Vec<&str> = body.split_whitespace().collect();
        t.first().is_some_and(|x| x.parse::<u32>().is_ok())
            && t.iter().skip(2).any(|x| is_grade(x))
            && t.last()
                .and_then(|x| entry(x))
                .is_some_and(|e| e.colour.is_some())
    };
    !text.trim_start().starts_with('{')
        && !crate::format::trf::looks_like(text)
        && text.lines().any(|l| tagged(l) || player(l))
}

/// One round entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    opponent: u32,
    symbol: char,
    colour: Option<char>,
    handicap: u8,
}

/// Whether `token` has the shape of a round entry: the opponent's place and a result symbol
/// first (`12+`, `0=`, `3-/b2`). What follows must then read as a round entry ([`entry`]), or the
/// file is refused naming it: a round is never dropped for a mark it cannot read.
fn entry_shaped(token: &str) -> bool {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && matches!(token.as_bytes().get(digits), Some(b'+' | b'-' | b'='))
}

/// The highest handicap of a Go game (nine stones).
const MAX_HANDICAP: u8 = 9;

fn entry(token: &str) -> Option<Entry> {
    let t = token.trim_end_matches('!');
    let digits = t.find(|c: char| !c.is_ascii_digit())?;
    if digits == 0 {
        return None;
    }
    let opponent: u32 = t[..digits].parse().ok()?;
    let mut rest = t[digits..].chars();
    let symbol = rest.next().filter(|c| matches!(c, '+' | '-' | '='))?;
    let rest: String = rest.collect();
    let (colour, handicap) = match rest.strip_prefix('/') {
        None if rest.is_empty() || rest.chars().all(|c| c.is_ascii_digit()) => (None, 0),
        None => return None,
        Some(c) => {
            let mut cs = c.chars();
            let colour = cs
                .next()
                .map(|x| x.to_ascii_lowercase())
                .filter(|x| matches!(x, 'b' | 'w'))?;
            let h: String = cs.collect();
            let handicap = if h.is_empty() { 0 } else { h.parse().ok()? };
            (Some(colour), handicap)
        }
    };
    (handicap <= MAX_HANDICAP).then_some(Entry {
        opponent,
        symbol,
        colour,
        handicap,
    })
}

/// A player line as read: its line number, the place, the trailing entries that may be rounds
/// (each with its column), and the column of the token just before them (what ended them).
struct Row {
    line: u32,
    place: u32,
    trailing: Vec<(Entry, u32)>,
    before: Option<u32>,
}

impl Row {
    /// How many of the last entries hold a game (an opponent or a colour): the line has at least
    /// that many rounds.
    fn rounds_played(&self) -> usize {
        self.trailing
            .iter()
            .position(|(e, _)| e.opponent != 0 || e.colour.is_some())
            .map_or(0, |k| self.trailing.len() - k)
    }
}

fn is_grade(token: &str) -> bool {
    crate::engine::swiss::go_rank(token).is_some()
}

/// The value of a header tag `; XX[value]` on a line, if any.
fn tag(line: &str, key: &str) -> Option<String> {
    let at = line.find(&format!("{key}["))?;
    let rest = &line[at + key.len() + 1..];
    Some(rest[..rest.find(']')?].trim().to_string())
}

/// Reads an h9 table into an event document (Go, Swiss; the names, grades, clubs and places
/// as the file gives them; `number` is the file's place).
pub fn read(text: &str) -> Result<SwissEvent, Error> {
    let mut event = SwissEvent::new(GameKind::Go);
    let mut rows: Vec<Row> = Vec::new();
    let mut places: HashMap<u32, usize> = HashMap::new();
    for (k, raw) in text.lines().enumerate() {
        let line_no = k as u32 + 1;
        let (body, comment) = match raw.find(';') {
            Some(i) => (&raw[..i], &raw[i..]),
            None => (raw, ""),
        };
        if let Some(ev) = tag(comment, "EV") {
            event.title = Some(ev).filter(|t| !t.is_empty());
        }
        if let Some(dt) = tag(comment, "DT") {
            event.date = dt.split(',').next().map(|d| d.trim().to_string());
        }
        let body = body.split('|').next().unwrap_or("");
        let tokens: Vec<(usize, &str)> = body
            .char_indices()
            .filter(|&(i, c)| {
                !c.is_whitespace() && (i == 0 || body[..i].ends_with(char::is_whitespace))
            })
            .map(|(i, _)| {
                let end = body[i..]
                    .find(char::is_whitespace)
                    .map_or(body.len(), |e| i + e);
                (i, &body[i..end])
            })
            .collect();
        if tokens.is_empty() {
            continue;
        }
        let bad = |found: &str, column: usize| {
            Error::new(ErrorKind::H9Line {
                found: found.to_string(),
            })
            .with_line(line_no, Some(body[..column].chars().count() as u32 + 1))
        };
        let place: u32 = tokens[0]
            .1
            .parse()
            .map_err(|_| bad(tokens[0].1, tokens[0].0))?;
        let grade_at = tokens
            .iter()
            .position(|(_, t)| is_grade(t))
            .filter(|&g| g >= 2)
            .ok_or_else(|| bad(body.trim(), tokens[0].0))?;
        let name = tokens[1..grade_at]
            .iter()
            .map(|(_, t)| *t)
            .collect::<Vec<_>>()
            .join(" ");
        let mut extra = Map::new();
        extra.insert("number".into(), place.into());
        let country = tokens
            .get(grade_at + 1)
            .map(|(_, c)| c.to_string())
            .filter(|c| c != "--" && c != "-");
        let club = tokens.get(grade_at + 2).map(|(_, c)| c.to_string());
        let column = |i: usize| body[..i].chars().count() as u32 + 1;
        let mut trailing: Vec<(Entry, u32)> = Vec::new();
        let mut before = None;
        for (k, &(i, t)) in tokens.iter().enumerate().skip(grade_at + 1).rev() {
            match entry(t) {
                Some(e) => trailing.push((e, column(i))),
                None => {
                    // Past the country and the club, a token shaped as a round entry that does
                    // not read is one (`2+/----`): refused, never passed over.
                    if k > grade_at + 2 && entry_shaped(t) {
                        return Err(Error::new(ErrorKind::H9Entry {
                            found: t.to_string(),
                        })
                        .with_line(line_no, Some(column(i))));
                    }
                    before = Some(column(i));
                    break;
                }
            }
        }
        trailing.reverse();
        if places.insert(place, event.players.len()).is_some() {
            return Err(bad(tokens[0].1, tokens[0].0));
        }
        event.players.push(PlayerEntry {
            name,
            rating: None,
            rank: Some(tokens[grade_at].1.to_string()),
            smms: None,
            club,
            country,
            withdrawn: None,
            extra,
        });
        rows.push(Row {
            line: line_no,
            place,
            trailing,
            before,
        });
    }
    if event.players.is_empty() {
        return Err(Error::new(ErrorKind::NoPlayers {
            document: crate::error::DocumentKind::Event,
        }));
    }
    // Every line has as many rounds as the line whose games reach furthest back; a line with
    // fewer entries than that lost a round to a mark that cannot be read (or lacks one).
    // (An entry that does not read was refused where it stands, so a short line lacks one.)
    let needed = rows.iter().map(Row::rounds_played).max().unwrap_or(0);
    if let Some(short) = rows.iter().find(|r| r.trailing.len() < needed) {
        return Err(Error::new(ErrorKind::H9Rounds {
            found: short.trailing.len(),
            expected: needed,
        })
        .with_line(short.line, short.before));
    }
    let rounds = rows.iter().map(|r| r.trailing.len()).min().unwrap_or(0);
    for r in 0..rounds {
        let mut round = RoundEntry::default();
        for (p, row) in rows.iter().enumerate() {
            let (trailing, place) = (&row.trailing, &row.place);
            let (e, column) = trailing[trailing.len() - rounds + r];
            let at = |err: Error| err.with_line(row.line, Some(column));
            if e.opponent == 0 {
                let kind = match e.symbol {
                    '+' => ByeKind::Pairing,
                    '=' => ByeKind::Half,
                    _ => ByeKind::Absent,
                };
                round.byes.push(ByeEntry {
                    player: event.players[p].name.clone(),
                    kind,
                    game_points: None,
                });
                continue;
            }
            let q = *places
                .get(&e.opponent)
                .ok_or_else(|| at(Error::new(ErrorKind::H9Opponent { place: e.opponent })))?;
            let back = rows[q].trailing[rows[q].trailing.len() - rounds + r].0;
            let agrees = back.opponent == *place
                && matches!(
                    (e.symbol, back.symbol),
                    ('+', '-') | ('-', '+') | ('=', '=')
                )
                && match (e.colour, back.colour) {
                    (Some(a), Some(b)) => a != b,
                    (None, None) => true,
                    _ => false,
                };
            if !agrees {
                return Err(at(Error::new(ErrorKind::SwissPairing {
                    name: event.players[p].name.clone(),
                    round: r as u32 + 1,
                    opponent: Some(event.players[q].name.clone()),
                })));
            }
            // Each game once: from white's side, or the lower place without colours.
            let white_side = match e.colour {
                Some(c) => c == 'w',
                None => p < q,
            };
            if !white_side {
                continue;
            }
            let result = match e.symbol {
                '+' => GameResult::WhiteWins,
                '-' => GameResult::BlackWins,
                _ => GameResult::Draw,
            };
            round.games.push(GameEntry {
                white: event.players[p].name.clone(),
                black: event.players[q].name.clone(),
                result: Some(result),
                handicap: e.handicap.max(back.handicap),
                // Without `/w` or `/b` the table gives no colours.
                colours: e.colour.is_some(),
                extra: Map::new(),
            });
        }
        event.rounds.push(round);
    }
    Ok(event)
}

/// Writes an event as an h9 table with the players in `order` (the standings' order; the first
/// column is the place in it) and, after the club, the `columns` given per player (the list's
/// values, e.g. MMS, SOS).
pub fn write(event: &SwissEvent, order: &[usize], columns: &[Vec<String>]) -> String {
    let mut out = String::new();
    // The event's tag even without a title: it is what tells the table for an h9 one when no
    // line has a round entry yet.
    out += &format!("; EV[{}]\n", event.title.as_deref().unwrap_or(""));
    if let Some(d) = &event.date {
        out += &format!("; DT[{d}]\n");
    }
    out += ";\n";
    let place: HashMap<&str, usize> = order
        .iter()
        .enumerate()
        .map(|(k, &p)| (event.players[p].name.as_str(), k + 1))
        .collect();
    let field = |p: usize, key: &str| {
        event.players[p]
            .extra
            .get(key)
            .and_then(serde_json::Value::as_str)
            .map(str::to_string)
    };
    for (k, &p) in order.iter().enumerate() {
        let pl = &event.players[p];
        // h9 separates fields with blanks: a name keeps its words, a club is one word.
        let mut line = format!(
            "{:>3} {} {} {} {}",
            k + 1,
            pl.name,
            pl.rank.as_deref().unwrap_or("30k"),
            pl.country
                .clone()
                .or_else(|| field(p, "country"))
                .unwrap_or_else(|| "--".into()),
            pl.club.as_deref().map_or("-".to_string(), |c| c
                .split_whitespace()
                .collect::<Vec<_>>()
                .join("_")),
        );
        for c in columns.get(p).into_iter().flatten() {
            line += &format!(" {c}");
        }
        for round in &event.rounds {
            let game = round
                .games
                .iter()
                .find(|g| g.white == pl.name || g.black == pl.name);
            let e = match game {
                Some(g) => {
                    let white = g.white == pl.name;
                    let opp = if white { &g.black } else { &g.white };
                    let symbol = match (g.result, white) {
                        (Some(GameResult::WhiteWins | GameResult::WhiteByForfeit), true)
                        | (Some(GameResult::BlackWins | GameResult::BlackByForfeit), false) => '+',
                        (Some(GameResult::Draw), _) => '=',
                        _ => '-',
                    };
                    let h = if g.handicap > 0 {
                        g.handicap.to_string()
                    } else {
                        "0".into()
                    };
                    let opp = place.get(opp.as_str()).copied().unwrap_or(0);
                    // A game without colours as the table writes it: no `/w` or `/b` (an
                    // even game's only).
                    if g.colours || g.handicap > 0 {
                        format!("{opp}{symbol}/{}{h}", if white { 'w' } else { 'b' })
                    } else {
                        format!("{opp}{symbol}")
                    }
                }
                None => match round
                    .byes
                    .iter()
                    .find(|b| b.player == pl.name)
                    .map(|b| b.kind)
                {
                    Some(ByeKind::Pairing | ByeKind::Full) => "0+".into(),
                    Some(ByeKind::Half) => "0=".into(),
                    _ => "0-".into(),
                },
            };
            line += &format!(" {e}");
        }
        out += &line;
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Source: issue 37's fuzzer: an event with no round yet (and no title) was written as lines
    /// without a tag or a round entry, which read back as a crosstable.
    #[test]
    fn an_event_without_rounds_reads_back() {
        let mut event = SwissEvent::new(GameKind::Go);
        for (name, rank) in [("Aoki", "1d"), ("Baba", "2k")] {
            let mut p: PlayerEntry =
                serde_json::from_value(serde_json::json!({"name": name})).expect("a player");
            p.rank = Some(rank.into());
            event.players.push(p);
        }
        let text = write(&event, &[0, 1], &[]);
        assert!(looks_like(&text), "{text}");
        let back = read(&text).expect("reads back");
        assert_eq!((back.players.len(), back.rounds.len()), (2, 0));
        assert_eq!(back.title, None);
    }

    #[test]
    fn entries_read_as_the_egf_describes_them() {
        // The EGF's examples: 35=, 23+/w (= 23+/w0), 11-/b5; free rounds 0+, 0-, 0=.
        let e = |o, s, c, h| {
            Some(Entry {
                opponent: o,
                symbol: s,
                colour: c,
                handicap: h,
            })
        };
        let cases = [
            ("35=", e(35, '=', None, 0)),
            ("23+/w", e(23, '+', Some('w'), 0)),
            ("23+/w0", e(23, '+', Some('w'), 0)),
            ("11-/b5", e(11, '-', Some('b'), 5)),
            ("3+/b0!", e(3, '+', Some('b'), 0)),
            ("0+", e(0, '+', None, 0)),
            ("0=0", e(0, '=', None, 0)),
            ("206", None),
            ("Stock", None),
            ("5+/x", None),
        ];
        for (t, want) in cases {
            assert_eq!(entry(t), want, "{t}");
        }
    }
}
