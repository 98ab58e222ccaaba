//! A Swiss event's wall chart as CSV (or TSV): the table organisers keep in Excel, one row per
//! player, one column per round.
//!
//! ```text
//! No,Name,Rating,Rank,Club,1,2,3
//! 1,Aoki,2222,,Kita,2w+,3b=,4w-f
//! 2,Baba,2191,,,1b-,PAB,3w+
//! ```
//!
//! The header names the columns, in any order and in English or Japanese: `No` (番号), `Name`
//! (名前, 氏名), `Rating` (レーティング), `Rank` (段級位: a Go rank), `Club` (所属); a round
//! column's header is its number (`1`, `R1`, `1回戦`). A round cell is the opponent's number, the
//! colour (`w` or `b`, or nothing), and the result: `+` won, `-` lost, `=` drawn (jigo), then
//! `f` when by forfeit (`4w-f`); both players of a double forfeit write `-f`. No result yet
//! (`2w`) is a game to be played. A round without a game is `PAB`, `FPB`, `HPB`, `ZPB` or `ABS`
//! (or TRF's `U`, `F`, `H`, `Z`); an empty cell is a zero-point bye (absent in Go). Both players'
//! cells of a game must agree. Comment lines start with `#`.

use std::collections::HashMap;

use serde_json::Map;

use crate::document::event::{
    ByeEntry, ByeKind, GameEntry, GameKind, GameResult, PlayerEntry, RoundEntry, SwissEvent,
};
use crate::engine::Score;
use crate::error::{Error, ErrorKind};
use crate::format::tabular;

/// What a header cell names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Column {
    Number,
    Name,
    Rating,
    Rank,
    Club,
    Round(usize),
    Other,
}

fn column(header: &str) -> Column {
    let h = header.trim().to_ascii_lowercase();
    let round = h
        .trim_start_matches('r')
        .trim_start_matches("rd")
        .trim_end_matches("回戦")
        .trim_end_matches('r');
    match h.as_str() {
        "no" | "no." | "#" | "番号" | "開始番号" => Column::Number,
        "name" | "名前" | "氏名" => Column::Name,
        "rating" | "elo" | "レーティング" => Column::Rating,
        "rank" | "grade" | "段級位" | "段級" => Column::Rank,
        "club" | "所属" | "クラブ" => Column::Club,
        _ => match round.parse::<usize>() {
            Ok(k) if k >= 1 => Column::Round(k),
            _ => Column::Other,
        },
    }
}

/// Whether `text` (already known not to be JSON) is a wall chart: its first row names a
/// `Name` column and at least one round (a round robin's crosstable names players instead).
pub fn looks_like(text: &str, sep: char) -> bool {
    // The header alone: a large table is not read whole to be told.
    let Some(Ok(header)) = tabular::Records::new(text, sep).next() else {
        return false;
    };
    let cols: Vec<Column> = header.cells.iter().map(|h| column(&h.text)).collect();
    cols.contains(&Column::Name) && cols.iter().any(|c| matches!(c, Column::Round(_)))
}

/// One round cell, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Game {
        opponent: u32,
        colour: Option<char>,
        /// `+`, `-`, `=`, or `None` to be played.
        result: Option<char>,
        forfeit: bool,
    },
    Bye(ByeKind),
    Empty,
}

fn cell(text: &str) -> Option<Cell> {
    let t = text.trim();
    if t.is_empty() {
        return Some(Cell::Empty);
    }
    let bye = match t.to_ascii_uppercase().as_str() {
        "PAB" | "U" => Some(ByeKind::Pairing),
        "FPB" | "F" => Some(ByeKind::Full),
        "HPB" | "H" => Some(ByeKind::Half),
        "ZPB" | "Z" => Some(ByeKind::Zero),
        "ABS" => Some(ByeKind::Absent),
        _ => None,
    };
    if let Some(b) = bye {
        return Some(Cell::Bye(b));
    }
    let lower = t.to_ascii_lowercase();
    let digits = lower
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(lower.len());
    let opponent: u32 = lower[..digits].parse().ok().filter(|&n| n > 0)?;
    let mut rest = lower[digits..].chars().peekable();
    let colour = rest.next_if(|c| matches!(c, 'w' | 'b'));
    let result = rest.next_if(|c| matches!(c, '+' | '-' | '='));
    let forfeit = result.is_some() && rest.next_if_eq(&'f').is_some();
    if rest.next().is_some() || (forfeit && result == Some('=')) {
        return None;
    }
    Some(Cell::Game {
        opponent,
        colour,
        result,
        forfeit,
    })
}

/// Reads a wall chart into an event document: a Go event when a `Rank` column holds Go ranks
/// (an empty cell is then absent), else chess (an empty cell is a zero-point bye).
pub fn read(text: &str, sep: char) -> Result<SwissEvent, Error> {
    let rows = tabular::rows(text, sep)?;
    let Some((_, header)) = rows.first() else {
        return Err(Error::new(ErrorKind::NoPlayers {
            document: crate::error::DocumentKind::Event,
        }));
    };
    let cols: Vec<Column> = header.iter().map(|h| column(h)).collect();
    let find = |c: Column| cols.iter().position(|&x| x == c);
    let mut rounds: Vec<(usize, usize)> = cols
        .iter()
        .enumerate()
        .filter_map(|(j, c)| match c {
            Column::Round(k) => Some((*k, j)),
            _ => None,
        })
        .collect();
    crate::engine::sort::ascending(&mut rounds);
    let mut event = SwissEvent::new(GameKind::Chess);
    let (Some(name_col), Some(no_col)) = (find(Column::Name), find(Column::Number)) else {
        return Err(Error::new(ErrorKind::WallChartHeader).with_line(rows[0].0, None));
    };
    let mut numbers: HashMap<u32, usize> = HashMap::new();
    let mut cells: Vec<(u32, Vec<Cell>)> = Vec::new();
    for (k, (line, row)) in rows[1..].iter().enumerate() {
        let get = |j: Option<usize>| j.and_then(|j| row.get(j)).map(|s| s.trim()).unwrap_or("");
        let bad = |j: usize, expected: crate::error::Expected| {
            Error::new(ErrorKind::InvalidCell {
                found: row.get(j).cloned().unwrap_or_default(),
                expected,
            })
            .with_line(*line, None)
            .with_cell(crate::error::CellRef::at(
                k + 1,
                get(Some(name_col)),
                j + 1,
                header.get(j).map_or("", String::as_str),
            ))
        };
        let number: u32 = get(Some(no_col))
            .parse()
            .map_err(|_| bad(no_col, crate::error::Expected::StartNumber))?;
        if numbers.insert(number, event.players.len()).is_some() {
            return Err(bad(no_col, crate::error::Expected::StartNumber));
        }
        let rating = match get(find(Column::Rating)) {
            "" => None,
            t => Some(t.parse::<u32>().map_err(|_| {
                bad(
                    find(Column::Rating).unwrap_or(0),
                    crate::error::Expected::Rating,
                )
            })?),
        };
        let text_of = |c: Column| Some(get(find(c)).to_string()).filter(|s| !s.is_empty());
        let mut extra = Map::new();
        extra.insert("number".into(), number.into());
        event.players.push(PlayerEntry {
            name: get(Some(name_col)).to_string(),
            rating,
            rank: text_of(Column::Rank),
            smms: None,
            club: text_of(Column::Club),
            country: None,
            withdrawn: None,
            extra,
        });
        let mut mine = Vec::new();
        for &(_, j) in &rounds {
            mine.push(cell(get(Some(j))).ok_or_else(|| bad(j, crate::error::Expected::RoundCell))?);
        }
        cells.push((*line, mine));
    }
    if event.players.is_empty() {
        return Err(Error::new(ErrorKind::NoPlayers {
            document: crate::error::DocumentKind::Event,
        }));
    }
    let go_rank = |p: &PlayerEntry| p.rank.as_deref().and_then(crate::engine::swiss::go_rank);
    if event.players.iter().any(|p| go_rank(p).is_some()) {
        event.game = GameKind::Go;
    }
    for (r, &(_, j)) in rounds.iter().enumerate() {
        let mut round = RoundEntry::default();
        for (p, (line, mine)) in cells.iter().enumerate() {
            let name = event.players[p].name.clone();
            let mismatch = |q: usize| {
                Error::new(ErrorKind::SwissPairing {
                    name: name.clone(),
                    round: r as u32 + 1,
                    opponent: Some(event.players[q].name.clone()),
                })
                .with_line(*line, Some(j as u32 + 1))
            };
            match mine[r] {
                Cell::Empty => {}
                Cell::Bye(kind) => round.byes.push(ByeEntry {
                    player: name.clone(),
                    kind,
                    game_points: None,
                }),
                Cell::Game {
                    opponent,
                    colour,
                    result,
                    forfeit,
                } => {
                    let q = *numbers.get(&opponent).ok_or_else(|| {
                        Error::new(ErrorKind::UnknownPlayer {
                            name: opponent.to_string(),
                        })
                        .with_line(*line, Some(j as u32 + 1))
                    })?;
                    let Cell::Game {
                        opponent: back,
                        colour: back_colour,
                        result: back_result,
                        forfeit: back_forfeit,
                    } = cells[q].1[r]
                    else {
                        return Err(mismatch(q));
                    };
                    let number = event.number(p) as u32;
                    let colours = match (colour, back_colour) {
                        (Some(a), Some(b)) => a != b,
                        (None, None) => true,
                        _ => false,
                    };
                    let results = matches!(
                        (result, back_result, forfeit, back_forfeit),
                        (None, None, false, false)
                            | (Some('+'), Some('-'), false, false)
                            | (Some('-'), Some('+'), false, false)
                            | (Some('='), Some('='), false, false)
                            | (Some('+'), Some('-'), true, true)
                            | (Some('-'), Some('+'), true, true)
                            | (Some('-'), Some('-'), true, true)
                    );
                    if back != number || !colours || !results {
                        return Err(mismatch(q));
                    }
                    // Each game once: from white's side, or the lower row without colours.
                    if colour.map_or(p > q, |c| c != 'w') {
                        continue;
                    }
                    let result = match (result, back_result, forfeit) {
                        (None, _, _) => None,
                        (Some('+'), _, false) => Some(GameResult::WhiteWins),
                        (Some('-'), _, false) => Some(GameResult::BlackWins),
                        (Some('='), _, _) => Some(GameResult::Draw),
                        (Some('+'), _, true) => Some(GameResult::WhiteByForfeit),
                        (Some('-'), Some('+'), true) => Some(GameResult::BlackByForfeit),
                        _ => Some(GameResult::DoubleForfeit),
                    };
                    round.games.push(GameEntry {
                        white: name.clone(),
                        black: event.players[q].name.clone(),
                        result,
                        handicap: 0,
                        // A cell without `w` or `b` gives no colours.
                        colours: colour.is_some(),
                        extra: Map::new(),
                    });
                }
            }
        }
        event.rounds.push(round);
    }
    // Trailing rounds nobody has a block for are not rounds.
    event.drop_empty_last_rounds();
    Ok(event)
}

/// Player `p`'s cell of `round` as a wall chart writes it: `12w+`, `3b=`, `4w-f`, `2w` (to
/// play), `12+` (a game without colours), `PAB`…, or empty. The page's wall chart shows the
/// same text ([`round_cells`]: every player's at once).
pub fn cell_text(event: &SwissEvent, p: usize, round: &RoundEntry) -> String {
    let name = &event.players[p].name;
    if let Some(g) = round
        .games
        .iter()
        .find(|g| &g.white == name || &g.black == name)
    {
        let white = &g.white == name;
        let opp = if white { &g.black } else { &g.white };
        let q = event
            .players
            .iter()
            .position(|x| &x.name == opp)
            .unwrap_or(0);
        return game_text(event, g, white, q);
    }
    round
        .byes
        .iter()
        .find(|b| &b.player == name)
        .map_or(String::new(), |b| bye_text(b.kind).to_string())
}

/// Every player's cell of `round`, in the players' order: [`cell_text`] of each, read in one
/// pass over the round (a 500-player event's wall chart is drawn again after every edit).
pub fn round_cells(event: &SwissEvent, round: &RoundEntry) -> Vec<String> {
    // A name's first player, as `cell_text` finds an opponent.
    let mut first: HashMap<&str, usize> = HashMap::with_capacity(event.players.len());
    for (i, p) in event.players.iter().enumerate() {
        first.entry(p.name.as_str()).or_insert(i);
    }
    // A name's cell: its first game, else its first bye, as `cell_text` finds them.
    let mut cells: HashMap<&str, String> = HashMap::with_capacity(event.players.len());
    for g in &round.games {
        for (name, opp, white) in [(&g.white, &g.black, true), (&g.black, &g.white, false)] {
            if !cells.contains_key(name.as_str()) {
                let q = first.get(opp.as_str()).copied().unwrap_or(0);
                cells.insert(name, game_text(event, g, white, q));
            }
        }
    }
    for b in &round.byes {
        cells
            .entry(b.player.as_str())
            .or_insert_with(|| bye_text(b.kind).to_string());
    }
    event
        .players
        .iter()
        .map(|p| cells.get(p.name.as_str()).cloned().unwrap_or_default())
        .collect()
}

/// A game's cell for its white player (`white`) or its black one, against player `q`.
fn game_text(event: &SwissEvent, g: &GameEntry, white: bool, q: usize) -> String {
    let result = match (g.result, white) {
        (None, _) => "",
        (Some(GameResult::WhiteWins), true) | (Some(GameResult::BlackWins), false) => "+",
        (Some(GameResult::WhiteWins), false) | (Some(GameResult::BlackWins), true) => "-",
        (Some(GameResult::Draw), _) => "=",
        (Some(GameResult::WhiteByForfeit), true) | (Some(GameResult::BlackByForfeit), false) => {
            "+f"
        }
        _ => "-f",
    };
    // The colour only where it is known: `12+` for a game without colours.
    let colour = match (g.colours, white) {
        (false, _) => "",
        (true, true) => "w",
        (true, false) => "b",
    };
    format!("{}{colour}{result}", event.number(q))
}

fn bye_text(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::Pairing => "PAB",
        ByeKind::Full => "FPB",
        ByeKind::Half => "HPB",
        ByeKind::Zero => "ZPB",
        ByeKind::Absent => "ABS",
    }
}

/// Writes an event as a wall chart: `No`, `Name`, `Rating`, `Rank`, `Club`, then a column per
/// round (players numbered by their `number`, else their order).
pub fn write(event: &SwissEvent, sep: char) -> String {
    let s = sep.to_string();
    let mut header = vec![
        "No".to_string(),
        "Name".into(),
        "Rating".into(),
        "Rank".into(),
        "Club".into(),
    ];
    // A chart is told by its round columns (`looks_like`): an event without rounds yet still
    // has round 1's, empty, so that it reads back as a wall chart.
    let columns = event.rounds.len().max(1);
    header.extend((1..=columns).map(|k| k.to_string()));
    let mut out = header.join(&s);
    out.push('\n');
    let cells: Vec<Vec<String>> = event
        .rounds
        .iter()
        .map(|round| round_cells(event, round))
        .collect();
    for (i, p) in event.players.iter().enumerate() {
        let mut row = vec![
            event.number(i).to_string(),
            tabular::quote(&p.name, sep),
            p.rating.map_or(String::new(), |r| r.to_string()),
            p.rank.clone().unwrap_or_default(),
            tabular::quote(p.club.as_deref().unwrap_or(""), sep),
        ];
        for round in &cells {
            row.push(round[i].clone());
        }
        row.resize(5 + columns, String::new());
        out += &row.join(&s);
        out.push('\n');
    }
    out
}

/// Team `p`'s match in `round`: the opponent's number, `h` (home) or `a` (away), then once
/// every board is in, `+`, `=` or `-` and the team's game points (`3h+ 1.5`).
pub fn team_cell(doc: &SwissEvent, p: usize, round: &RoundEntry) -> Option<String> {
    let boards = doc.boards? as usize;
    let name = doc.players[p].name.trim();
    let m = round
        .matches
        .iter()
        .find(|m| m.home.trim() == name || m.away.trim() == name)?;
    let home = m.home.trim() == name;
    let opponent = if home { &m.away } else { &m.home };
    let q = doc
        .players
        .iter()
        .position(|x| x.name.trim() == opponent.trim())?;
    let side = if home { 'h' } else { 'a' };
    let mut text = format!("{}{side}", doc.number(q));
    if m.complete(boards) {
        let (mine, theirs) = m.boards.iter().flatten().map(|b| b.points()).fold(
            (Score::ZERO, Score::ZERO),
            |(a, b), (x, y)| {
                if home { (a + x, b + y) } else { (a + y, b + x) }
            },
        );
        let result = match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => '+',
            std::cmp::Ordering::Equal => '=',
            std::cmp::Ordering::Less => '-',
        };
        text.push(result);
        text.push_str(&format!(" {mine}"));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_as_documented() {
        let game = |opponent, colour, result, forfeit| {
            Some(Cell::Game {
                opponent,
                colour,
                result,
                forfeit,
            })
        };
        let cases = [
            ("12w+", game(12, Some('w'), Some('+'), false)),
            ("3B=", game(3, Some('b'), Some('='), false)),
            ("4w-f", game(4, Some('w'), Some('-'), true)),
            ("7-f", game(7, None, Some('-'), true)),
            ("2w", game(2, Some('w'), None, false)),
            ("PAB", Some(Cell::Bye(ByeKind::Pairing))),
            ("h", Some(Cell::Bye(ByeKind::Half))),
            ("", Some(Cell::Empty)),
            ("0w+", None),
            ("12x+", None),
            ("5w=f", None),
            ("w+", None),
        ];
        for (text, want) in cases {
            assert_eq!(cell(text), want, "{text:?}");
        }
    }

    /// Source: found by tests/fuzz.rs (`tests/fixtures/fuzz/wall/no-round-read.csv`): an event
    /// with no round yet was written without round columns, and read back as a crosstable.
    #[test]
    fn an_event_without_rounds_writes_a_chart_that_reads_back() {
        let event = read("No,Name,1\n1,Aoki,\n2,Baba,\n", ',').unwrap();
        assert!(event.rounds.is_empty());
        let text = write(&event, ',');
        assert_eq!(text, "No,Name,Rating,Rank,Club,1\n1,Aoki,,,,\n2,Baba,,,,\n");
        assert!(looks_like(&text, ','));
        assert_eq!(read(&text, ',').unwrap().players.len(), 2);
    }

    /// The page draws every round with `round_cells`; the file is written by the same, and each
    /// cell must read as `cell_text` says, also where a document is odd (a name twice, a player
    /// in two games of a round, a game and a bye).
    #[test]
    fn round_cells_are_each_players_cell_text() {
        let files = [
            include_str!("../../tests/fixtures/swiss/fide-chess.json"),
            include_str!("../../tests/fixtures/swiss/tagajo.json"),
            include_str!("../../tests/fixtures/swiss/jp-wallchart.csv"),
            include_str!("../../benches/fixtures/swiss-500x11.trf"),
        ];
        let mut events: Vec<SwissEvent> = files
            .iter()
            .map(|text| crate::format::read_event(text).unwrap().unwrap())
            .collect();
        let mut odd = read(
            "No,Name,1,2\n1,Aoki,2w+,3b=\n2,Baba,1b-,PAB\n3,Aoki,,1w=\n",
            ',',
        )
        .unwrap();
        let mut again = odd.rounds[0].games[0].clone();
        again.white = "Baba".into();
        again.black = "Aoki".into();
        odd.rounds[0].games.push(again);
        let mut bye = odd.rounds[1].byes[0].clone();
        bye.player = "Aoki".into();
        odd.rounds[1].byes.push(bye);
        events.push(odd);
        for event in &events {
            for round in &event.rounds {
                let want: Vec<String> = (0..event.players.len())
                    .map(|p| cell_text(event, p, round))
                    .collect();
                assert_eq!(round_cells(event, round), want);
            }
        }
    }
}
