//! The result marks: one table, used by the crosstable reader and writer ([`super::csv`]), the
//! CLI's text report and the page's crosstable.
//!
//! | result                  | written | also read            |
//! |-------------------------|---------|----------------------|
//! | win                     | `〇`    | `○` `◯` `o` `O` `1`  |
//! | loss                    | `●`     | `×` `✕` `x` `X` `0`  |
//! | draw                    | `△`     | `=` `½`              |
//! | win by forfeit (不戦勝) | `□`     |                      |
//! | loss by forfeit (不戦敗) | `■`    |                      |
//! | void (無勝負)           | `無`    |                      |
//! | pending                 | blank   | `-`                  |
//!
//! `×` is a loss, as in Japanese Excel crosstables; a void game is `無` everywhere. Every mark is
//! one character, so a cell of a double round robin holds one mark per game (`〇●`).

use crate::engine::Side;

/// Each result, its written mark and every mark read as it (the written one first).
pub const MARKS: [(Side, &str, &[char]); 7] = [
    (Side::Win, "〇", &['〇', '○', '◯', 'o', 'O', '1']),
    (Side::Loss, "●", &['●', '×', '✕', 'x', 'X', '0']),
    (Side::Draw, "△", &['△', '=', '½']),
    (Side::ForfeitWin, "□", &['□']),
    (Side::ForfeitLoss, "■", &['■']),
    (Side::Void, "無", &['無']),
    (Side::Pending, "", &['-']),
];

/// The mark written for one game seen from one player; blank for a pending game.
pub fn written(side: Side) -> &'static str {
    MARKS
        .iter()
        .find(|(s, _, _)| *s == side)
        .map_or("", |(_, m, _)| m)
}

/// The mark written for a pending game inside a cell of several games (where blank cannot be).
pub const PENDING_IN_CELL: &str = "-";

/// The result a one-character mark stands for.
pub fn parse(mark: char) -> Option<Side> {
    MARKS
        .iter()
        .find(|(_, _, read)| read.contains(&mark))
        .map(|(s, _, _)| *s)
}

/// The results of a cell, one per game in game order: blank is no game known, `-` one pending
/// game, `〇●` two games. `None` if a character is not a mark.
pub fn parse_cell(cell: &str) -> Option<Vec<Side>> {
    cell.chars()
        .filter(|c| !c.is_whitespace())
        .map(parse)
        .collect()
}

/// The marks read, for an error message: `〇 ○ ◯ o O 1 win, … - or blank pending`, with `name`
/// giving each result's word in the message's language and `or_blank` the word for "or blank".
pub fn legend(name: impl Fn(Side) -> &'static str, or_blank: &str, sep: &str) -> String {
    MARKS
        .iter()
        .map(|(side, _, _)| {
            let marks = spellings(*side);
            if *side == Side::Pending {
                format!("{marks} {or_blank} {}", name(*side))
            } else {
                format!("{marks} {}", name(*side))
            }
        })
        .collect::<Vec<_>>()
        .join(sep)
}

/// The known marks, as the error messages list them: `〇 ○ ◯ o O 1` for a win, and so on.
pub fn spellings(side: Side) -> String {
    MARKS
        .iter()
        .find(|(s, _, _)| *s == side)
        .map(|(_, _, read)| {
            read.iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_written_mark_reads_back() {
        for (side, written, read) in MARKS {
            if let Some(c) = written.chars().next() {
                assert_eq!(parse(c), Some(side));
                assert_eq!(read[0], c);
            }
            for &c in read {
                assert_eq!(parse(c), Some(side), "{c}");
            }
        }
    }
}
