//! A list of players as organisers keep it in a spreadsheet: one player per line, pasted or read
//! from a file, with optional columns for the previous rank, the rating and the club.
//!
//! Cells are separated by tabs (what a spreadsheet copies) or commas ([`super::tabular`]). A
//! first line whose cells are all column names (`name`, `rank`, `rating`, `club`, or `名前`,
//! `順位`, `レーティング`, `所属`, …) says which column is which, and a column it does not know
//! is kept on each player under its heading. Without one, each line's first cell that is not a
//! number is the name, a whole number below 100 the previous rank (or seed), a larger one the
//! rating, and the next cell of text the club. Nothing the user typed is dropped: a cell that
//! fits no column is kept under `note`. Errors name the line and column.

use serde_json::{Map, Value};

use crate::document::league::PlayerEntry;
use crate::engine::MAX_PLAYERS;
use crate::error::{DocumentKind, Error, ErrorKind, Expected};

use super::tabular;

/// What a column of the list holds.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Column {
    Name,
    Rank,
    Rating,
    Club,
    /// Kept on the player under this key.
    Other(String),
}

/// The column a heading names, if it is one of the known names.
fn heading(cell: &str) -> Option<Column> {
    let key = cell.trim().to_ascii_lowercase();
    let known = |names: &[&str]| names.contains(&key.as_str());
    if known(&[
        "name",
        "player",
        "players",
        "名前",
        "氏名",
        "棋士",
        "棋士名",
        "選手",
        "選手名",
        "対局者",
    ]) {
        Some(Column::Name)
    } else if known(&[
        "rank",
        "previous rank",
        "previous_rank",
        "seed",
        "順位",
        "前期順位",
        "前期",
        "シード",
    ]) {
        Some(Column::Rank)
    } else if known(&["rating", "elo", "レーティング", "レート", "rating (elo)"]) {
        Some(Column::Rating)
    } else if known(&[
        "club",
        "team",
        "affiliation",
        "所属",
        "クラブ",
        "チーム",
        "支部",
    ]) {
        Some(Column::Club)
    } else {
        None
    }
}

/// The players of a pasted or read list, in order (see the module documentation).
pub fn read(text: &str) -> Result<Vec<PlayerEntry>, Error> {
    let records = tabular::records(text, tabular::separator(text))?;
    let mut rows = records.as_slice();
    let mut columns: Option<Vec<Column>> = None;
    if let Some(first) = rows.first() {
        let named: Vec<Option<Column>> = first.cells.iter().map(|c| heading(&c.text)).collect();
        if named.contains(&Some(Column::Name)) {
            columns = Some(
                first
                    .cells
                    .iter()
                    .zip(named)
                    .map(|(c, col)| col.unwrap_or_else(|| Column::Other(c.text.clone())))
                    .collect(),
            );
            rows = &rows[1..];
        }
    }
    if rows.is_empty() {
        return Err(Error::new(ErrorKind::NoPlayers {
            document: DocumentKind::League,
        }));
    }
    if rows.len() > MAX_PLAYERS {
        return Err(Error::new(ErrorKind::TooManyPlayers {
            count: rows.len(),
            max: MAX_PLAYERS,
            document: DocumentKind::League,
        }));
    }
    let mut players: Vec<PlayerEntry> = Vec::with_capacity(rows.len());
    for row in rows {
        let mut player = PlayerEntry::named("");
        let mut extra = Map::new();
        for (k, cell) in row.cells.iter().enumerate() {
            let text = cell.text.trim();
            if text.is_empty() {
                continue;
            }
            let column = (k + 1) as u32;
            let at = |e: Error| e.with_line(cell.line, Some(column));
            let number = |expected: Expected| {
                text.parse::<u32>().map_err(|_| {
                    at(Error::new(ErrorKind::InvalidCell {
                        found: text.to_string(),
                        expected,
                    }))
                })
            };
            let given = columns.as_ref().map(|c| c.get(k).cloned());
            let column_of = match given {
                Some(Some(c)) => c,
                Some(None) => Column::Other("note".into()),
                None => guess(text, &player, &extra),
            };
            match column_of {
                Column::Name if player.name.is_empty() => player.name = text.to_string(),
                Column::Rank if player.previous_rank.is_none() => {
                    player.previous_rank = Some(number(Expected::PreviousRank)?);
                }
                Column::Rating if player.rating.is_none() => {
                    player.rating = Some(number(Expected::Rating)?);
                }
                Column::Club if !extra.contains_key("club") => {
                    extra.insert("club".into(), Value::String(text.to_string()));
                }
                other => {
                    let key = match other {
                        Column::Other(key) => key,
                        _ => "note".to_string(),
                    };
                    match extra.get_mut(&key) {
                        Some(Value::String(s)) => {
                            s.push(' ');
                            s.push_str(text);
                        }
                        _ => {
                            extra.insert(key, Value::String(text.to_string()));
                        }
                    }
                }
            }
        }
        if player.name.is_empty() {
            return Err(Error::new(ErrorKind::EmptyName).with_line(row.line, None));
        }
        if players.iter().any(|p| p.name == player.name) {
            return Err(Error::new(ErrorKind::DuplicatePlayer {
                name: player.name.clone(),
            })
            .with_line(row.line, None)
            .with_player(player.name.clone()));
        }
        player.extra = extra;
        players.push(player);
    }
    Ok(players)
}

/// Which column a cell of a list without headings fills: the name first, numbers by size, then
/// the club, then a note.
fn guess(text: &str, player: &PlayerEntry, extra: &Map<String, Value>) -> Column {
    match text.parse::<u32>() {
        Ok(n) if n < 100 && player.previous_rank.is_none() => Column::Rank,
        Ok(_) if player.rating.is_none() => Column::Rating,
        Ok(_) => Column::Other("note".into()),
        Err(_) if player.name.is_empty() => Column::Name,
        Err(_) if !extra.contains_key("club") => Column::Club,
        Err(_) => Column::Other("note".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(list, want)`: each player as `name|rank|rating|extra as JSON`, or the error's text.
    fn check(list: &str, want: &[&str]) {
        let got: Vec<String> = match read(list) {
            Ok(players) => players
                .iter()
                .map(|p| {
                    let n = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
                    format!(
                        "{}|{}|{}|{}",
                        p.name,
                        n(p.previous_rank),
                        n(p.rating),
                        serde_json::to_string(&p.extra).unwrap()
                    )
                })
                .collect(),
            Err(e) => vec![format!(
                "{:?} at {:?}",
                e.kind(),
                (e.location().line, e.location().column)
            )],
        };
        assert_eq!(got, want, "{list:?}");
    }

    #[test]
    fn lists() {
        check(
            "Aoki\nBaba\n\nChiba\n",
            &["Aoki|||{}", "Baba|||{}", "Chiba|||{}"],
        );
        // As a spreadsheet copies: tabs, a rank, a rating, a club.
        check(
            "1\t山田　太郎\t2105\t福井支部\n2\t佐藤 花子\t1980\n\t鈴木\t\t越前クラブ",
            &[
                "山田　太郎|1|2105|{\"club\":\"福井支部\"}",
                "佐藤 花子|2|1980|{}",
                "鈴木|||{\"club\":\"越前クラブ\"}",
            ],
        );
        // Headings say which column is which; an unknown one is kept under its name.
        check(
            "氏名,段位,レーティング,前期順位\nA,5段,2200,3\nB,4段,,",
            &["A|3|2200|{\"段位\":\"5段\"}", "B|||{\"段位\":\"4段\"}"],
        );
        check("rating\tname\n1500\tX\n", &["X||1500|{}"]);
    }

    #[test]
    fn errors() {
        check("", &["NoPlayers { document: League } at (None, None)"]);
        check(
            "name\n",
            &["NoPlayers { document: League } at (None, None)"],
        );
        check(
            "A\nB\nA\n",
            &["DuplicatePlayer { name: \"A\" } at (Some(3), None)"],
        );
        check(
            "name,rating\nA,1500\nB,15OO\n",
            &["InvalidCell { found: \"15OO\", expected: Rating } at (Some(3), Some(2))"],
        );
        check("1\t2100\n", &["EmptyName at (Some(1), None)"]);
    }
}
