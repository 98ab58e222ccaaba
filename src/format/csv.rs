//! The plain-text crosstable (星取表), comma- or tab-separated, the way a league paper prints it.
//!
//! ```text
//! # 第43期 (comment lines and blank lines are ignored)
//! 氏名,前期,大和,前田,高橋,勝,敗
//! 大和,5,＼,〇,●,1,1
//! 前田,5,●,＼,〇,1,1
//! 高橋,3,〇,●,＼,1,1
//! ```
//!
//! The first row is the header: a label of any text (`name`, `氏名`, or blank), then optionally a
//! previous-rank column (`prev`, `previous_rank`, `前期` or `前期順位`, in any case), then the
//! players' names. Every following row is one player: the name, the previous rank if the header
//! announced the column (blank for a new entrant), then one cell per opponent, in the order of the
//! header. Row `i` must be the player of the header's `i`-th name. Columns after the last
//! player's (wins, losses, score, place: `勝`, `敗`, `順位` …) are ignored; so are the extra cells
//! of a row. A header cell after the last player's that is neither blank nor such a summary label
//! is taken for a player whose row is missing, and is an error.
//!
//! A cell says what the row player did against the column player, in the marks of
//! [`super::marks`] (the one table: `〇 ○ ◯ o O 1` win, `● × ✕ x X 0` loss, `△ = ½` draw, `□` win
//! by forfeit, `■` loss by forfeit, `無` void, `-` or blank not played yet),
//!
//! and the diagonal holds `＼`, `\`, `/`, `／`, `-` or nothing. The two mirror cells of a pair
//! (row `i` column `j`, row `j` column `i`) describe the same games and must agree: `〇`/`●`,
//! `△`/`△`, `□`/`■`, `■`/`■` (a double forfeit), `無`/`無`, or both pending. A table filled in on one side only is accepted:
//! a result against a pending cell stands (a lone `■` is the other player's forfeit win). Any other
//! pair is an error that names both cells. A cell holds one mark per game of the pair, in game
//! order (`〇●` in a double round robin; `-` for a pending game there), and mirror cells agree game
//! by game, a shorter cell's missing games being pending. Each mark becomes one game, `a` being the
//! earlier row; a pair with blank cells is one pending game. A crosstable has no rounds, rules,
//! seats or title.
//!
//! Cells are trimmed. A cell may be double-quoted, with `""` for a quote inside, and then may hold
//! the separator or line breaks. A UTF-8 byte-order mark is ignored, and so are lines whose first
//! non-blank character is `#` (decoding bytes, Shift_JIS included, is [`super::decode_with`]'s).
//! Errors name the 1-based line of the text and the cell as data ([`crate::CellRef`]; in English
//! `row 3 (大和), column 5 (前田)`): rows and columns are numbered by player, so column 5 is the
//! fifth player's.
//!
//! [`write()`] prints a league in this form, every game of a pair in its cell, with a UTF-8
//! byte-order mark for Japanese Excel.

use serde_json::Map;

use super::marks;
use super::tabular::{Cell, Record, Records, quote, records};
use crate::document::league::{GameEntry, League, PlayerEntry};
use crate::engine::{MAX_CYCLES, MAX_PLAYERS, Outcome, Side};
use crate::error::{CellRef, Error, ErrorKind, Expected};

/// Parses a crosstable whose cells are separated by `sep` (`b','` or `b'\t'`). Errors carry the
/// line and, where there is one, the cell; `file` is not set (the caller knows it).
///
/// Memory stays a small multiple of the text: the rows are counted first (a table of more than
/// [`MAX_PLAYERS`] is refused before its cells are held), then read one at a time into their
/// results; the text of a cell is read again only for an error that quotes it.
pub fn read(text: &str, sep: u8) -> Result<League, Error> {
    let sep = char::from(sep);
    let mut records = Records::new(text, sep);
    let header = match records.next() {
        Some(header) => header?,
        None => {
            return Err(ErrorKind::NoPlayers {
                document: crate::error::DocumentKind::League,
            }
            .into());
        }
    };
    // The rows, counted (each dropped once counted), and the line of the first over the limit.
    let mut n = 0;
    let mut over = None;
    for row in records {
        let row = row?;
        n += 1;
        if n == MAX_PLAYERS + 1 {
            over = Some(row.line);
        }
    }
    if let Some(line) = over {
        return Err(Error::new(ErrorKind::TooManyPlayers {
            count: n,
            max: MAX_PLAYERS,
            document: crate::error::DocumentKind::League,
        })
        .with_line(line, None));
    }
    if n == 0 {
        return Err(Error::new(ErrorKind::NoPlayers {
            document: crate::error::DocumentKind::League,
        })
        .with_line(header.line, None));
    }
    let first = first_result(&header);
    let columns = header.cells.get(first..).unwrap_or_default();
    for (k, c) in columns.iter().enumerate().skip(n) {
        if !c.text.is_empty() && !is_summary_label(&c.text) {
            return Err(Error::new(ErrorKind::InvalidCell {
                found: c.text.clone(),
                expected: Expected::SummaryLabel { players: n },
            })
            .with_line(c.line, None)
            .with_cell(CellRef::column(k + 1, &c.text)));
        }
    }

    let mut players: Vec<PlayerEntry> = Vec::with_capacity(n);
    // Every cell's results, one per mark, row by row: cell (i, j)'s are
    // `marks_read[start[i * n + j]..start[i * n + j + 1]]`.
    let mut marks_read: Vec<Side> = Vec::with_capacity(n * n);
    let mut start: Vec<u32> = Vec::with_capacity(n * n + 1);
    start.push(0);
    for (i, row) in Records::new(text, sep).skip(1).enumerate() {
        let row = row?;
        let name = row.cells.first().map_or("", |c| c.text.as_str());
        let here = |e: Error| e.with_line(row.line, None);
        if name.is_empty() {
            return Err(here(Error::new(ErrorKind::EmptyName)).with_cell(CellRef::row(i + 1, "")));
        }
        let at_row = CellRef::row(i + 1, name);
        match columns.get(i) {
            Some(c) if c.text == name => {}
            expected => {
                let elsewhere = columns.iter().take(n).any(|c| c.text == name);
                let kind = match (expected, elsewhere) {
                    (_, false) => ErrorKind::UnknownPlayer {
                        name: name.to_string(),
                    },
                    (Some(c), true) => ErrorKind::RowOrder {
                        found: name.to_string(),
                        expected_name: c.text.clone(),
                    },
                    (None, true) => ErrorKind::ExtraRow {
                        found: name.to_string(),
                        players: columns.len().min(n),
                    },
                };
                return Err(here(Error::new(kind))
                    .with_cell(at_row)
                    .with_player(name.to_string()));
            }
        }
        let Some(results) = row.cells.get(first..first + n) else {
            return Err(here(Error::new(ErrorKind::TooFewCells {
                found: row.cells.len(),
                needed: first + n,
                previous_rank: first == 2,
            }))
            .with_cell(at_row));
        };
        let previous_rank = match row.cells.get(1) {
            Some(c) if first == 2 => previous_rank(&c.text).map_err(|kind| {
                Error::new(kind).with_line(c.line, None).with_cell(CellRef {
                    previous_rank: true,
                    ..at_row.clone()
                })
            })?,
            _ => None,
        };
        for (j, c) in results.iter().enumerate() {
            let at = || CellRef::at(i + 1, name, j + 1, columns_name(columns, j));
            let invalid = |expected| {
                Error::new(ErrorKind::InvalidCell {
                    found: c.text.clone(),
                    expected,
                })
                .with_line(c.line, None)
                .with_cell(at())
            };
            if i == j {
                if !DIAGONAL.contains(&c.text.as_str()) {
                    return Err(invalid(Expected::DiagonalMark));
                }
            } else {
                let mark = marks::parse_cell(&c.text).ok_or_else(|| {
                    Error::new(ErrorKind::UnknownMark {
                        mark: c.text.clone(),
                    })
                    .with_line(c.line, None)
                    .with_cell(at())
                })?;
                // One mark per meeting, and a pair meets at most MAX_CYCLES times.
                if mark.len() > MAX_CYCLES as usize {
                    return Err(Error::new(ErrorKind::TooManyMarks {
                        found: u32::try_from(mark.len()).unwrap_or(u32::MAX),
                        max: MAX_CYCLES,
                    })
                    .with_line(c.line, None)
                    .with_cell(at()));
                }
                marks_read.extend(mark);
            }
            start.push(marks_read.len() as u32);
        }
        players.push(PlayerEntry {
            name: name.to_string(),
            previous_rank,
            extra: Map::new(),
            rating: None,
        });
    }

    let cell = |i: usize, j: usize| {
        let k = i * n + j;
        &marks_read[start[k] as usize..start[k + 1] as usize]
    };
    let mut games = Vec::with_capacity(n * n.saturating_sub(1) / 2);
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (&players[i].name, &players[j].name);
            let (x, y) = (cell(i, j), cell(j, i));
            // One game per mark, in game order; the shorter cell's missing games are pending.
            for k in 0..x.len().max(y.len()).max(1) {
                let side = |m: &[Side]| m.get(k).copied().unwrap_or(Side::Pending);
                let result = pair(side(x), side(y)).ok_or_else(|| {
                    let (ab, line_ab) = cell_text(text, sep, first, i, j);
                    let (ba, line_ba) = cell_text(text, sep, first, j, i);
                    Error::new(ErrorKind::ConflictingCells {
                        a: a.clone(),
                        b: b.clone(),
                        cell_ab: ab,
                        cell_ba: ba,
                    })
                    .with_line(line_ab, None)
                    .with_cell(CellRef {
                        mirror_line: Some(line_ba),
                        game: (x.len().max(y.len()) > 1).then_some(k + 1),
                        ..CellRef::at(i + 1, a, j + 1, b)
                    })
                })?;
                games.push(GameEntry {
                    round: None,
                    a: a.clone(),
                    b: b.clone(),
                    result,
                    first: None,
                    extra: Map::new(),
                });
            }
        }
    }
    // A cell holds one mark per meeting: the most marks a pair has is how often pairs meet.
    let cycles = meetings_per_pair(&games);
    let mut league = League::new(players, games);
    league.cycles = Some(cycles).filter(|&c| c > 1);
    Ok(league)
}

/// The text and line of the result cell of row `i` against column `j` (0-based players), read
/// again from `text` for an error that quotes it.
fn cell_text(text: &str, sep: char, first: usize, i: usize, j: usize) -> (String, u32) {
    Records::new(text, sep)
        .nth(i + 1)
        .and_then(Result::ok)
        .and_then(|row| row.cells.into_iter().nth(first + j))
        .map_or((String::new(), 0), |c| (c.text, c.line))
}

/// Writes `league` as a crosstable separated by `sep`: a UTF-8 byte-order mark (so that Japanese
/// Excel reads it as UTF-8), a header `name,prev,<names>` (the `prev` column only if some player
/// has a previous rank), the marks of [`marks`] (`〇 ● △ □ ■ 無`), blank for a pending game and `＼`
/// on the diagonal, and a final newline. A pair that met more than once has one mark per game in
/// game order (`〇●`, a pending game `-`). A cell holding the separator, a quote or a line break, or
/// starting with `#`, is quoted. Rounds, rules, seats, title and playoffs are not written. Fails on
/// a game or player list that [`League::input`] would refuse; errors carry the JSON path.
pub fn write(league: &League, sep: u8) -> Result<String, Error> {
    let sep = char::from(sep);
    // The same checks as for ranking: players, names, games between known players.
    let input = league.input()?;
    let n = input.table.len();
    // `grid[i * n + j]` for i < j: the pair's games in game order, seen from i.
    let mut grid: Vec<Vec<Outcome>> = vec![Vec::new(); n * n];
    // The games the document records; the schedule's other meetings are pending without a mark.
    let recorded = &input.table.games()[..league.games.len()];
    for g in recorded {
        let (a, b) = (g.a, g.b);
        let (lo, hi, outcome) = if a < b {
            (a, b, g.outcome)
        } else {
            (b, a, g.outcome.flipped())
        };
        grid[lo * n + hi].push(outcome);
    }
    let cell = |games: &[Outcome], for_lo: bool| -> String {
        if games.len() == 1 {
            return marks::written(games[0].side(for_lo)).to_string();
        }
        games
            .iter()
            .map(|o| match marks::written(o.side(for_lo)) {
                "" => marks::PENDING_IN_CELL,
                m => m,
            })
            .collect()
    };

    // A first player named like the previous-rank column would be taken for it: keep the column.
    let with_prev = league.players.iter().any(|p| p.previous_rank.is_some())
        || league
            .players
            .first()
            .is_some_and(|p| is_prev_label(p.name.trim()));
    let mut out = String::from('\u{feff}');
    let mut line = |cells: Vec<String>| {
        let quoted: Vec<String> = cells.iter().map(|c| quote(c, sep)).collect();
        out.push_str(&quoted.join(&sep.to_string()));
        out.push('\n');
    };
    let mut header = vec!["name".to_string()];
    if with_prev {
        header.push("prev".to_string());
    }
    header.extend(league.players.iter().map(|p| p.name.clone()));
    line(header);
    for (i, p) in league.players.iter().enumerate() {
        let mut row = vec![p.name.clone()];
        if with_prev {
            row.push(p.previous_rank.map(|r| r.to_string()).unwrap_or_default());
        }
        for j in 0..n {
            row.push(match i.cmp(&j) {
                std::cmp::Ordering::Equal => "＼".to_string(),
                std::cmp::Ordering::Less => cell(&grid[i * n + j], true),
                std::cmp::Ordering::Greater => cell(&grid[j * n + i], false),
            });
        }
        line(row);
    }
    Ok(out)
}

/// Adds the line (and cell) of the crosstable `text` to an error from [`League::input`] on the
/// league read from it: `players[i]` is that player's row, `games[k]` the cell of game `k`'s player
/// `a` against `b`. Returns the error unchanged if its path maps to nothing in the text.
pub fn locate_error(text: &str, league: &League, error: Error) -> Error {
    let Some(path) = error.location().path.clone() else {
        return error;
    };
    let sep = super::tabular::separator(text);
    let Ok(records) = records(text, sep) else {
        return error;
    };
    let Some((header, rows)) = records.split_first() else {
        return error;
    };
    let first = first_result(header);
    let name_of = |r: &Record| r.cells.first().map_or("", |c| c.text.as_str()).to_string();
    // The row of `name`, preferring row `hint` (the league's index) when it has that name.
    let row_of = |name: &str, hint: Option<usize>| {
        hint.filter(|&i| rows.get(i).is_some_and(|r| name_of(r) == name))
            .or_else(|| rows.iter().position(|r| name_of(r) == name))
    };
    if let Some(i) = index(&path, "players[") {
        let Some(p) = league.players.get(i) else {
            return error;
        };
        let Some(r) = row_of(&p.name, Some(i)) else {
            return error;
        };
        let line = rows.get(r).map_or(0, |row| row.line);
        return error
            .with_line(line, None)
            .with_cell(CellRef::row(r + 1, &p.name));
    }
    // The line and cell of game `k`: its row's cell against the other player.
    let game_cell = |k: usize| -> Option<(u32, CellRef)> {
        let g = league.games.get(k)?;
        let ra = row_of(&g.a, None)?;
        let row = rows.get(ra)?;
        Some(match row_of(&g.b, None) {
            Some(rb) => (
                row.cells.get(first + rb).map_or(row.line, |c| c.line),
                CellRef::at(ra + 1, &g.a, rb + 1, &g.b),
            ),
            None => (row.line, CellRef::row(ra + 1, &g.a)),
        })
    };
    if let Some(k) = index(&path, "games[") {
        return match game_cell(k) {
            Some((line, cell)) => error.with_line(line, None).with_cell(cell),
            None => error,
        };
    }
    error
}

/// `i` from a path `players[i]…` (with `prefix` `players[`).
fn index(path: &str, prefix: &str) -> Option<usize> {
    let rest = path.strip_prefix(prefix)?;
    let end = rest.find(']')?;
    rest.get(..end)?.parse().ok()
}

/// The marks of the diagonal.
const DIAGONAL: [&str; 6] = ["＼", "\\", "/", "／", "-", ""];

/// The game that row `a`'s mark `x` against `b` and row `b`'s mark `y` against `a` describe, from
/// `a`'s side; `None` if they disagree.
fn pair(x: Side, y: Side) -> Option<Outcome> {
    use Side::*;
    Some(match (x, y) {
        (Win, Loss | Pending) | (Pending, Loss) => Outcome::A,
        (Loss, Win | Pending) | (Pending, Win) => Outcome::B,
        (Draw, Draw | Pending) | (Pending, Draw) => Outcome::Draw,
        (ForfeitWin, ForfeitLoss | Pending) | (Pending, ForfeitLoss) => Outcome::AByForfeit,
        (ForfeitLoss, ForfeitWin | Pending) | (Pending, ForfeitWin) => Outcome::BByForfeit,
        (ForfeitLoss, ForfeitLoss) => Outcome::DoubleForfeit,
        (Void, Void | Pending) | (Pending, Void) => Outcome::Void,
        (Pending, Pending) => Outcome::Pending,
        _ => return None,
    })
}

/// How many times the pairs of `games` meet: the most games of one pair (1 for an empty list).
/// The crosstable reader calls it to know the league's cycles (a double round robin is 2).
pub fn meetings_per_pair(games: &[GameEntry]) -> u32 {
    let mut count: std::collections::HashMap<(&str, &str), u32> = Default::default();
    for g in games {
        let key = if g.a <= g.b {
            (g.a.as_str(), g.b.as_str())
        } else {
            (g.b.as_str(), g.a.as_str())
        };
        *count.entry(key).or_default() += 1;
    }
    count.into_values().max().unwrap_or(1).max(1)
}

/// The name of the header's `j`-th player column (blank if the header is short).
fn columns_name(columns: &[Cell], j: usize) -> &str {
    columns.get(j).map_or("", |c| c.text.as_str())
}

/// Index of the first result cell of a row: 2 if the header has the previous-rank column, else 1.
fn first_result(header: &Record) -> usize {
    if header.cells.get(1).is_some_and(|c| is_prev_label(&c.text)) {
        2
    } else {
        1
    }
}

/// The labels are ASCII, kana and kanji, which have no case: lowering ASCII alone matches them
/// all, and keeps Unicode's case tables out of the pages that read files.
fn is_prev_label(text: &str) -> bool {
    matches!(
        text.to_ascii_lowercase().as_str(),
        "prev" | "previous_rank" | "previous rank" | "prev_rank" | "前期" | "前期順位"
    )
}

/// Labels of the summary columns printed after the players' (wins, score, place …), lowercase.
const SUMMARY_LABELS: [&str; 38] = [
    "wins",
    "win",
    "w",
    "losses",
    "loss",
    "l",
    "draws",
    "draw",
    "d",
    "score",
    "points",
    "pts",
    "total",
    "place",
    "rank",
    "result",
    "sb",
    "notes",
    "remarks",
    "勝",
    "敗",
    "分",
    "引分",
    "持",
    "勝数",
    "敗数",
    "勝敗",
    "勝点",
    "得点",
    "点",
    "計",
    "合計",
    "成績",
    "勝率",
    "順位",
    "今期順位",
    "結果",
    "備考",
];

fn is_summary_label(text: &str) -> bool {
    SUMMARY_LABELS.contains(&text.to_ascii_lowercase().as_str())
}

/// A previous rank: blank for none, else a whole number (ASCII or full-width digits).
fn previous_rank(text: &str) -> Result<Option<u32>, ErrorKind> {
    if text.is_empty() {
        return Ok(None);
    }
    let ascii: String = text
        .chars()
        .map(|c| match c {
            '０'..='９' => {
                char::from_u32(u32::from(c) - u32::from('０') + u32::from('0')).unwrap_or(c)
            }
            other => other,
        })
        .collect();
    ascii
        .parse::<u32>()
        .map(Some)
        .map_err(|_| ErrorKind::InvalidCell {
            found: text.to_string(),
            expected: Expected::PreviousRank,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{RuleChain, rank};
    use crate::format::json;

    /// One line per league: `A:5 B | A-B a, …` (players with their previous rank, then the games).
    fn summary(league: &League) -> String {
        let players: Vec<String> = league
            .players
            .iter()
            .map(|p| match p.previous_rank {
                Some(r) => format!("{}:{r}", p.name),
                None => p.name.clone(),
            })
            .collect();
        let games: Vec<String> = league
            .games
            .iter()
            .map(|g| format!("{}-{} {}", g.a, g.b, g.result.code()))
            .collect();
        format!("{} | {}", players.join(" "), games.join(", "))
    }

    /// Reads `text` separated by `sep` and compares the league's summary, or the error's
    /// `Display`.
    fn check(text: &str, sep: u8, want: Result<&str, &str>) {
        let got = read(text, sep)
            .map(|l| summary(&l))
            .map_err(|e| e.to_string());
        let want = want.map(str::to_string).map_err(str::to_string);
        assert_eq!(got, want, "reading {text:?}");
    }

    #[test]
    fn reads_every_mark() {
        // Every pair of a four-player table, with each kind of result and each diagonal mark.
        check(
            "name,A,B,C,D\n\
             A,＼,〇,△,□\n\
             B,●,\\,=,\n\
             C,△,=,/,■\n\
             D,■,-,■,\n",
            b',',
            Ok(
                "A B C D | A-B a, A-C draw, A-D a_by_forfeit, B-C draw, B-D pending, \
                C-D double_forfeit",
            ),
        );
        let wins = ["〇", "○", "◯", "o", "O", "1"];
        let losses = ["●", "x", "X", "0"];
        for (k, win) in wins.iter().enumerate() {
            let loss = losses[k % losses.len()];
            let t = format!("name,A,B\nA,＼,{win}\nB,{loss},＼\n");
            check(&t, b',', Ok("A B | A-B a"));
            let t = format!("name,A,B\nA,-,{loss}\nB,{win},-\n");
            check(&t, b',', Ok("A B | A-B b"));
        }
        let cases: &[(&str, &str)] = &[
            // Forfeits both ways, and the draw marks.
            ("name,A,B\nA,＼,■\nB,□,＼\n", "A B | A-B b_by_forfeit"),
            ("name,A,B\nA,＼,½\nB,=,＼\n", "A B | A-B draw"),
            // Filled in on one side only: the result stands.
            ("name,A,B\nA,＼,〇\nB,,＼\n", "A B | A-B a"),
            ("name,A,B\nA,＼,-\nB,〇,＼\n", "A B | A-B b"),
            ("name,A,B\nA,＼,\nB,△,＼\n", "A B | A-B draw"),
            ("name,A,B\nA,＼,□\nB,,＼\n", "A B | A-B a_by_forfeit"),
            ("name,A,B\nA,＼,■\nB,,＼\n", "A B | A-B b_by_forfeit"),
            ("name,A,B\nA,＼,\nB,■,＼\n", "A B | A-B a_by_forfeit"),
            ("name,A,B\nA,＼,\nB,,＼\n", "A B | A-B pending"),
            // One player: no games.
            ("name,A\nA,＼\n", "A | "),
        ];
        for (text, want) in cases {
            check(text, b',', Ok(want));
        }
    }

    #[test]
    fn reads_layouts() {
        let cases: &[(&str, u8, &str)] = &[
            // TSV, with an empty label and blank diagonal.
            (
                "\tA\tB\tC\nA\t\t〇\t●\nB\t●\t\t〇\nC\t〇\t●\t\n",
                b'\t',
                "A B C | A-B a, A-C b, B-C a",
            ),
            // A byte-order mark, CRLF line ends, comments, blank lines and padding.
            (
                "\u{feff}# league\r\n\r\n 氏名 , 大和 , 前田 \r\n  # note\r\n大和, ＼ , 〇 \r\n\r\n前田,●,＼\r\n",
                b',',
                "大和 前田 | 大和-前田 a",
            ),
            // Quoted cells: a separator, a quote and a line break inside; `""` is an empty cell.
            (
                "name,\"Smith, J.\",\"O\"\"Neil\",\"New\nline\"\n\
                 \"Smith, J.\",＼,\"〇\",\"\"\n\
                 \"O\"\"Neil\" ,●,＼,△\n\
                 \"New\nline\",,△,＼\n",
                b',',
                "Smith, J. O\"Neil New\nline | Smith, J.-O\"Neil a, Smith, J.-New\nline pending, \
                 O\"Neil-New\nline draw",
            ),
            // A quote inside an unquoted cell is literal; a quoted `#` starts no comment.
            (
                "name,a\"b,#2\na\"b,＼,〇\n\"#2\",●,＼\n",
                b',',
                "a\"b #2 | a\"b-#2 a",
            ),
            // The previous-rank column, under each of its names; blank is a new entrant.
            ("name,prev,A,B\nA,2,＼,〇\nB,,●,＼\n", b',', "A:2 B | A-B a"),
            (
                "氏名,前期順位,A,B\nA,１２,＼,〇\nB,3,●,＼\n",
                b',',
                "A:12 B:3 | A-B a",
            ),
            (
                "name,Previous_Rank,A,B\nA,1,＼,〇\nB,2,●,＼\n",
                b',',
                "A:1 B:2 | A-B a",
            ),
            (
                "name,前期,A,B\nA,1,＼,〇\nB,2,●,＼\n",
                b',',
                "A:1 B:2 | A-B a",
            ),
            // Summary columns after the players' are ignored, in the header and in the rows.
            (
                "name,A,B,wins,Losses,勝,順位,\nA,＼,〇,1,0,1,1,x\nB,●,＼,0,1,0,2\n",
                b',',
                "A B | A-B a",
            ),
        ];
        for (text, sep, want) in cases {
            check(text, *sep, Ok(want));
        }
        let league = read("name,A,B\nA,＼,〇\nB,●,＼\n", b',').unwrap();
        assert_eq!(league.format, crate::document::league::FORMAT);
        assert_eq!(
            (&league.title, &league.rules, league.seats),
            (&None, &None, None)
        );
        assert!(league.playoffs.is_empty() && league.extra.is_empty());
        assert!(league.games.iter().all(|g| g.round.is_none()));
    }

    #[test]
    fn rejects_bad_tables() {
        let cases: &[(&str, &str)] = &[
            (
                "name,A,B,C\nA,＼,〇,●\nB,〇,＼,〇\nC,〇,●,＼\n",
                "line 2: row 1 (A), column 2 (B) and row 2 (B), column 1 (A) on line 3: \
                 conflicting results: \"A\" against \"B\" is \"〇\" but \"B\" against \"A\" is \"〇\"",
            ),
            (
                "# 第43期\n氏名,前期,高橋,大和,三村,岡崎,前田\n高橋,3,＼,,,,\n\
                 大和,5,,＼,,,△\n三村,4,,,＼,,\n岡崎,5,,,,＼,\n前田,5,,〇,,,＼\n",
                "line 4: row 2 (大和), column 5 (前田) and row 5 (前田), column 2 (大和) on line 7: \
                 conflicting results: \"大和\" against \"前田\" is \"△\" but \"前田\" against \"大和\" \
                 is \"〇\"",
            ),
            (
                "name,A,B\nA,＼,□\nB,□,＼\n",
                "line 2: row 1 (A), column 2 (B) and row 2 (B), column 1 (A) on line 3: \
                 conflicting results: \"A\" against \"B\" is \"□\" but \"B\" against \"A\" is \"□\"",
            ),
            (
                "name,A,B\nA,＼,〇\nB,W,＼\n",
                "line 3: row 2 (B), column 1 (A): unknown result mark \"W\" (expected 〇 ○ ◯ o O 1 \
                 win, ● × ✕ x X 0 loss, △ = ½ draw, □ forfeit win, ■ forfeit loss, 無 void, - or \
                 blank pending)",
            ),
            (
                "name,A,B\nA,〇,〇\nB,●,＼\n",
                "line 2: row 1 (A), column 1 (A): invalid value \"〇\": expected ＼, \\, /, - or \
                 blank on the diagonal (a player does not meet himself)",
            ),
            (
                "name,A,B,C\nA,＼,〇,●\nB,●,＼\nC,〇,,＼\n",
                "line 3: row 2 (B): syntax error: 3 cells, expected at least 4: the name and one \
                 cell for each of the 3 players",
            ),
            (
                "name,prev,A,B\nA,1,＼,〇\nB,●,＼\n",
                "line 3: row 2 (B): syntax error: 3 cells, expected at least 4: the name, the \
                 previous rank and one cell for each of the 2 players",
            ),
            (
                "name,prev,A,B\nA,first,＼,〇\nB,2,●,＼\n",
                "line 2: row 1 (A), previous rank: invalid value \"first\": expected a previous \
                 rank (a whole number such as 3) or blank",
            ),
            (
                "name,prev,A,B\nA,1,＼,〇\nB,-2,●,＼\n",
                "line 3: row 2 (B), previous rank: invalid value \"-2\": expected a previous rank \
                 (a whole number such as 3) or blank",
            ),
            (
                "name,A,B\nB,＼,〇\nA,●,＼\n",
                "line 2: row 1 (B): invalid value \"B\": expected \"A\": the rows must follow the \
                 order of the header's names",
            ),
            (
                "name,A,B\nA,＼,〇\nC,●,＼\n",
                "line 3: row 2 (C): unknown player \"C\"",
            ),
            // More rows than names.
            (
                "name,A,B\nA,＼,〇,\nB,●,＼,\nC,,,＼\n",
                "line 4: row 3 (C): unknown player \"C\"",
            ),
            (
                "name,A,B\nA,＼,〇,\nB,●,＼,\nA,,,＼\n",
                "line 4: row 3 (A): invalid value \"A\": expected no further row: the header names \
                 2 players",
            ),
            // Fewer rows than names (C's row missing).
            (
                "name,A,B,C,wins\nA,＼,〇,\nB,●,＼,\n",
                "line 1: column 3 (C): invalid value \"C\": expected a row for this player (only the \
                 header's first 2 names have rows); a column after the players' may only be blank \
                 or a summary such as wins, losses, score, place, 勝, 敗 or 順位",
            ),
            // An unquoted `#` starts a comment, even where a row was meant.
            (
                "name,A,#B\nA,＼,〇\n#B,●,＼\n",
                "line 1: column 2 (#B): invalid value \"#B\": expected a row for this player (only the \
                 header's first 1 names have rows); a column after the players' may only be blank \
                 or a summary such as wins, losses, score, place, 勝, 敗 or 順位",
            ),
            (
                "name,A,B\n,＼,〇\nB,●,＼\n",
                "line 2: row 1: a player's name is empty",
            ),
            ("", "the league has no players"),
            ("\u{feff}# only a comment\n\n", "the league has no players"),
            ("\nname,A,B\n", "line 2: the league has no players"),
            (
                "name,A,B\nA,＼,\"〇\nB,●,＼\n",
                "line 2, column 5: syntax error: a quoted cell is not closed",
            ),
            (
                "name,A,B\nA,＼,\"〇\" x\nB,●,＼\n",
                "line 2, column 9: syntax error: unexpected 'x' after the closing quote of a cell",
            ),
        ];
        for (text, want) in cases {
            check(text, b',', Err(want));
        }
        check(
            "name\tA\tB\nA\t＼\t〇\nB\t〇\t＼\n",
            b'\t',
            Err(
                "line 2: row 1 (A), column 2 (B) and row 2 (B), column 1 (A) on line 3: \
                 conflicting results: \"A\" against \"B\" is \"〇\" but \"B\" against \"A\" is \"〇\"",
            ),
        );
    }

    fn league(players: &[(&str, Option<u32>)], games: &[(&str, &str, Outcome)]) -> League {
        League::new(
            players
                .iter()
                .map(|(name, previous_rank)| PlayerEntry {
                    name: name.to_string(),
                    previous_rank: *previous_rank,
                    extra: Map::new(),
                    rating: None,
                })
                .collect(),
            games
                .iter()
                .map(|(a, b, result)| GameEntry {
                    round: None,
                    a: a.to_string(),
                    b: b.to_string(),
                    result: *result,
                    extra: Map::new(),
                    first: None,
                })
                .collect(),
        )
    }

    #[test]
    fn writes_a_crosstable() {
        let l = league(
            &[("A", Some(2)), ("B, Jr.", None), ("C", Some(1))],
            &[
                ("A", "B, Jr.", Outcome::A),
                ("C", "A", Outcome::Draw),
                ("C", "B, Jr.", Outcome::BByForfeit),
            ],
        );
        assert_eq!(
            write(&l, b',').unwrap(),
            "\u{feff}name,prev,A,\"B, Jr.\",C\n\
             A,2,＼,〇,△\n\
             \"B, Jr.\",,●,＼,□\n\
             C,1,△,■,＼\n"
        );
        let l = league(&[("A", None), ("B", None)], &[]);
        assert_eq!(
            write(&l, b'\t').unwrap(),
            "\u{feff}name\tA\tB\nA\t＼\t\nB\t\t＼\n"
        );
    }

    #[test]
    fn round_trips() {
        use Outcome::*;
        let names = [
            ("大和", Some(5)),
            ("Smith, J.", None),
            ("O\"Neil", Some(1)),
            ("two\nlines", None),
            ("#1", Some(3)),
            ("prev", None),
        ];
        let outcomes = [A, B, Draw, AByForfeit, BByForfeit, DoubleForfeit, Pending];
        let mut games = Vec::new();
        let mut k = 0;
        for i in 0..names.len() {
            for j in i + 1..names.len() {
                games.push((names[i].0, names[j].0, outcomes[k % outcomes.len()]));
                k += 1;
            }
        }
        for sep in [b',', b'\t', b';'] {
            let original = league(&names, &games);
            let text = write(&original, sep).unwrap();
            assert_eq!(read(&text, sep).unwrap(), original, "{text}");
            // Without previous ranks (and a first player named like the prev column).
            let bare: Vec<(&str, Option<u32>)> = names.iter().map(|(n, _)| (*n, None)).collect();
            let mut swapped: Vec<_> = bare.clone();
            swapped.rotate_left(5);
            let original = league(&swapped, &[]);
            let text = write(&original, sep).unwrap();
            let back = read(&text, sep).unwrap();
            assert_eq!(back.players, original.players, "{text}");
            assert!(back.games.iter().all(|g| g.result == Pending));
        }
        // Games against the row order, and missing pairs, come back oriented and pending.
        let l = league(
            &[("A", None), ("B", None), ("C", None)],
            &[("C", "A", A), ("B", "A", BByForfeit)],
        );
        let back = read(&write(&l, b',').unwrap(), b',').unwrap();
        assert_eq!(
            summary(&back),
            "A B C | A-B a_by_forfeit, A-C b, B-C pending"
        );
    }

    /// Source: issue 10, item 6 (Excel round trip): the marks Japanese Excel users type.
    #[test]
    fn reads_excel_marks_and_void() {
        let l = read("\u{feff}name,A,B,C\nA,＼,◯,無\nB,×,＼,✕\nC,無,○,＼\n", b',').unwrap();
        let results: Vec<Outcome> = l.games.iter().map(|g| g.result).collect();
        assert_eq!(results, [Outcome::A, Outcome::Void, Outcome::B]);
    }

    /// Source: issue 10, item 6: a double round robin, one mark per game in a cell.
    #[test]
    fn double_round_robin_round_trips() {
        let text = "name,A,B,C\nA,＼,〇●,△\nB,●〇,＼,□-\nC,△,■,＼\n";
        let l = read(text, b',').unwrap();
        let games: Vec<(&str, &str, Outcome)> = l
            .games
            .iter()
            .map(|g| (g.a.as_str(), g.b.as_str(), g.result))
            .collect();
        assert_eq!(
            games,
            [
                ("A", "B", Outcome::A),
                ("A", "B", Outcome::B),
                ("A", "C", Outcome::Draw),
                ("B", "C", Outcome::AByForfeit),
                ("B", "C", Outcome::Pending),
            ]
        );
        assert_eq!(meetings_per_pair(&l.games), 2);
        let written = write(&l, b',').unwrap();
        assert_eq!(
            written,
            "\u{feff}name,A,B,C\nA,＼,〇●,△\nB,●〇,＼,□-\nC,△,■-,＼\n"
        );
        assert_eq!(read(&written, b',').unwrap(), l);
        // Mirror cells must agree game by game.
        let err = read("name,A,B\nA,＼,〇●\nB,●●,＼\n", b',').unwrap_err();
        assert!(err.to_string().contains("game 2"), "{err}");
    }

    #[test]
    fn refuses_to_write_what_a_crosstable_cannot_hold() {
        let players = [("A", None), ("B", None)];
        type Games<'a> = &'a [(&'a str, &'a str, Outcome)];
        let cases: &[(Games, &str)] = &[
            (
                &[("A", "Z", Outcome::A)],
                "games[0].b: unknown player \"Z\"",
            ),
            (
                &[("A", "A", Outcome::A)],
                "games[0]: \"A\" cannot play against himself",
            ),
        ];
        for (games, want) in cases {
            let err = write(&league(&players, games), b',').unwrap_err();
            assert_eq!(err.to_string(), *want);
        }
        let err = write(&league(&[("A", None), ("A", None)], &[]), b',').unwrap_err();
        assert_eq!(err.to_string(), "players[1]: two players are named \"A\"");
        let err = write(&league(&[], &[]), b',').unwrap_err();
        assert_eq!(err.to_string(), "players: the league has no players");
    }

    #[test]
    fn locates_errors_from_the_league() {
        // A duplicate name passes the reader (rows match the header by position); the check of
        // the league finds it and the error gets the row's line.
        let text = "# dup\nname,A,B,A\nA,＼,〇,〇\nB,●,＼,〇\nA,●,●,＼\n";
        let l = read(text, b',').unwrap();
        let err = l.input().unwrap_err();
        assert_eq!(
            locate_error(text, &l, err).to_string(),
            "line 5: players[2]: row 3 (A): two players are named \"A\""
        );
        // A game's path is the cell of its player `a` against `b`, on the cell's own line.
        let text = "name\t\"A\"\tB\tC\nA\t\"＼\n\"\t〇\t●\nB\t●\t＼\t\nC\t〇\t\t＼\n";
        let l = read(text, b'\t').unwrap();
        let err = Error::new(ErrorKind::SelfGame { name: "A".into() }).with_path("games[1].a");
        assert_eq!(
            locate_error(text, &l, err).to_string(),
            "line 3: games[1].a: row 1 (A), column 3 (C): \"A\" cannot play against himself"
        );
        let err = Error::new(ErrorKind::EmptyName).with_path("games[2]");
        assert_eq!(
            locate_error(text, &l, err).to_string(),
            "line 4: games[2]: row 2 (B), column 3 (C): a player's name is empty"
        );
        // Nothing to map: unchanged.
        for path in [
            None,
            Some("rules"),
            Some("games[9]"),
            Some("players[x]"),
            Some("players[7]"),
        ] {
            let mut err = Error::new(ErrorKind::EmptyChain);
            if let Some(p) = path {
                err = err.with_path(p);
            }
            assert_eq!(locate_error(text, &l, err.clone()), err);
            assert_eq!(locate_error("\"", &l, err.clone()), err);
        }
    }

    #[test]
    fn fukui_table2_ranks_as_the_json_fixture() {
        let csv = include_str!("../../tests/fixtures/csv/fukui-table2.csv");
        let json = include_str!("../../tests/fixtures/spec/fukui-table2.json");
        let from_csv = read(csv, b',').unwrap().input().unwrap();
        let from_json = json::read(json).unwrap().input().unwrap();
        assert_eq!(from_csv.table, from_json.table);
        let chain = RuleChain::fukui();
        let by_csv = rank(&from_csv.table, &chain, &from_json.options).unwrap();
        let by_json = rank(&from_json.table, &chain, &from_json.options).unwrap();
        assert_eq!(by_csv.standings, by_json.standings);
        let places: Vec<(&str, u32)> = by_csv
            .standings
            .iter()
            .map(|s| (from_csv.table.player(s.player).name.as_str(), s.place))
            .collect();
        assert_eq!(
            places,
            [
                ("大和", 1),
                ("前田", 2),
                ("高橋", 3),
                ("丸吉", 4),
                ("三村", 5),
                ("岡崎", 6),
                ("安田", 7),
                ("渡辺", 8),
                ("酒井", 9),
                ("廣田", 10)
            ]
        );
    }

    /// Reads, writes back and locates errors in `text` under several separators; nothing may
    /// panic.
    fn survive(text: &str) {
        for sep in [b',', b'\t', b'"', b'\n', b' ', b'#', 0xff] {
            if let Ok(l) = read(text, sep) {
                if let Ok(written) = write(&l, sep) {
                    let _ = read(&written, sep);
                }
                let err = Error::new(ErrorKind::EmptyName).with_path("games[0].b");
                let _ = locate_error(text, &l, err);
                let err = Error::new(ErrorKind::EmptyName).with_path("players[0]");
                let _ = locate_error(text, &l, err);
            }
        }
    }

    #[test]
    fn never_panics_on_garbage() {
        let nasty = [
            "",
            "\u{feff}",
            "\"",
            "\"\"\"",
            ",",
            "\n\n\n",
            "\r",
            "#",
            "name",
            "name,",
            ",\n,",
            "a,b\nb,a",
            "name,A\nA",
            "name,A,B\nA,＼\nB",
            "name,prev,A\nA",
            "name,prev,A\nA,99999999999999999999,＼",
            "name,A,A\nA,＼,〇\nA,●,＼",
            "name,\"A\nA,＼",
            "\"a\"b\"c\",\"",
            "name,A,B\nA,＼,〇\"\nB,\"●,＼",
            "\u{feff}\u{feff}name,A\nA,＼",
            "名,大,前\n大,＼,〇\n前,●,＼\n",
            "n,é,\u{301}\né,＼,〇\n\u{301},●,＼",
            "\0,\0\n\0,\0",
            "name,prev,A,B,wins\nA,,＼,□,1,2,3,4\nB,x,■,＼",
            "\t\t\t\n\t\t\t",
            "name\u{3000},A\u{3000}\nA,\u{3000}＼\u{3000}",
        ];
        for text in nasty {
            survive(text);
        }
        // Every line prefix and character prefix of a real table.
        let table = include_str!("../../tests/fixtures/csv/fukui-table2.csv");
        let chars: Vec<char> = table.chars().collect();
        for k in (0..chars.len()).step_by(7) {
            let prefix: String = chars[..k].iter().collect();
            survive(&prefix);
        }
    }

    proptest::proptest! {
        #[test]
        fn never_panics_on_token_soup(
            tokens in proptest::collection::vec(
                proptest::sample::select(vec![
                    ",", "\t", "\"", "\"\"", "\n", "\r\n", " ", "#", "\u{feff}", "name", "prev",
                    "A", "B", "大和", "〇", "●", "△", "□", "■", "＼", "-", "1", "0", "x", "é",
                    "\u{301}", "wins",
                ]),
                0..60,
            )
        ) {
            survive(&tokens.concat());
        }

        #[test]
        fn round_trips_any_single_game_table(
            names in proptest::collection::vec("[a-zA-Z0-9 ,;\"\t\n#大和]{1,6}", 1..6),
            results in proptest::collection::vec(0usize..7, 0..15),
            ranks in proptest::collection::vec(proptest::option::of(1u32..20), 6),
        ) {
            use Outcome::*;
            let outcomes = [A, B, Draw, AByForfeit, BByForfeit, DoubleForfeit, Pending];
            let mut names: Vec<String> = names.iter().map(|n| n.trim().to_string()).collect();
            names.retain(|n| !n.is_empty());
            crate::engine::sort::ascending(&mut names);
            names.dedup();
            proptest::prop_assume!(!names.is_empty());
            let players: Vec<(&str, Option<u32>)> =
                names.iter().zip(&ranks).map(|(n, r)| (n.as_str(), *r)).collect();
            let mut games = Vec::new();
            let mut k = 0;
            for i in 0..players.len() {
                for j in i + 1..players.len() {
                    let o = results.get(k).map_or(Pending, |&r| outcomes[r]);
                    games.push((players[i].0, players[j].0, o));
                    k += 1;
                }
            }
            let original = league(&players, &games);
            for sep in [b',', b'\t'] {
                let text = write(&original, sep).unwrap();
                proptest::prop_assert_eq!(&read(&text, sep).unwrap(), &original, "{}", text);
            }
        }
    }
}
