//! Places and problems in tabular files: a crosstable's cells, a wall chart's, a TRF's fields.

/// A field of a FIDE TRF-16 record, for [`ErrorKind::Trf`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfField {
    /// A `001` record's start number (columns 5-8), or one used twice.
    Number,
    /// A `001` record's rating (columns 49-52).
    Rating,
    /// An opponent's start number in a round (not a number, or no such player).
    Opponent,
    /// A round's result code.
    Result,
    /// The number of rounds (`XXR`, or TRF-2025's `142`): a whole number from 1 to 99.
    Rounds,
    /// `062`'s number of players.
    Players,
    /// A number of the `162` point system.
    PointSystem,
}

/// What a crosstable cell may hold, for [`ErrorKind::InvalidCell`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expected {
    /// A previous rank: a whole number, or blank for a new entrant.
    PreviousRank,
    /// The diagonal: `＼`, `\`, `/`, `-` or blank.
    DiagonalMark,
    /// A header cell after the last player's: blank or a summary label (wins, 勝, 順位 …); only
    /// the first `players` names have rows.
    SummaryLabel { players: usize },
    /// A wall chart's player number: a whole number from 1, used once.
    StartNumber,
    /// A rating: a whole number, or blank.
    Rating,
    /// A wall chart's round cell: `12w+`, `3b=`, `4w-f`, `2w`, a bye (`PAB`, `FPB`, `HPB`,
    /// `ZPB`, `ABS`) or blank.
    RoundCell,
}

/// A crosstable cell or row or column, for [`Location::cell`]. Rows and columns are numbered by
/// player from 1 and carry the player's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CellRef {
    pub row: Option<(usize, String)>,
    pub column: Option<(usize, String)>,
    /// The previous-rank cell of the row rather than a result cell.
    pub previous_rank: bool,
    /// The mirror cell (row and column swapped) is concerned too; it is on this line.
    pub mirror_line: Option<u32>,
    /// The game (1-based) inside a cell of several games.
    pub game: Option<usize>,
}

impl CellRef {
    pub fn row(i: usize, name: &str) -> CellRef {
        CellRef {
            row: Some((i, name.to_string())),
            ..CellRef::default()
        }
    }

    pub fn column(j: usize, name: &str) -> CellRef {
        CellRef {
            column: Some((j, name.to_string())),
            ..CellRef::default()
        }
    }

    pub fn at(i: usize, row: &str, j: usize, column: &str) -> CellRef {
        CellRef {
            row: Some((i, row.to_string())),
            column: Some((j, column.to_string())),
            ..CellRef::default()
        }
    }
}
