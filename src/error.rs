//! The one error type of Hoshitori.
//!
//! Everything that can go wrong with what a user gives us (a league file that does not parse, a
//! crosstable that does not make sense, a rule chain that names an unknown criterion, a recorded
//! playoff that the rules never asked for) is an [`Error`]: an [`ErrorKind`] that says *what* is wrong,
//! with the data a front-end needs to say it in its own language, and a [`Location`] that says
//! *where*: file, line and column, the path inside a JSON document, the cell of a CSV crosstable, the
//! player concerned.
//!
//! `Display` renders one English line, `file:line:column: where: what`; the CLI prints it and the
//! snapshot tests in `tests/errors.rs` pin it. The engine never panics on input: every check that
//! could fail on user data returns one of these.

use std::fmt;

use crate::engine::jishogi::{CountFault, PieceClass};

/// What went wrong. Each variant carries the values a message needs, never a pre-rendered sentence
/// (except [`ErrorKind::Syntax`] and [`ErrorKind::Io`], whose text comes from the parser or the OS).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file is neither UTF-8 nor Shift_JIS text (see [`crate::format::decode_with`]).
    UnknownEncoding,
    /// The text is not well-formed JSON, CSV or TSV. `message` is the English detail (the JSON
    /// parser's); `problem` is what a front-end words in its own language.
    Syntax {
        message: String,
        problem: SyntaxProblem,
    },
    /// The `format` field names a version this build does not read.
    UnsupportedFormat { found: String },
    /// The JSON is well-formed but does not fit the league format: a missing field, a value of
    /// the wrong type or out of range (`seats: -1`, `result: "c"`). `message` is the parser's, in
    /// English; `problem` is the same as data (see `format::json::schema_problem`).
    Schema {
        message: String,
        problem: SchemaProblem,
    },
    /// The rule lab's setup does not fit (`hoshitori lab`).
    LabSetup { problem: LabProblem },
    /// `--ratings` needs every player's `rating`.
    MissingRating,
    /// What-if odds that do not fit the pending games: `count` odds given for `pending` games, or
    /// the odds of pending game `game` are negative or all zero.
    InvalidOdds {
        count: usize,
        pending: usize,
        game: Option<usize>,
    },
    /// A crosstable cell holds something that does not belong there.
    InvalidCell { found: String, expected: Expected },
    /// A crosstable row names a player out of the header's order.
    RowOrder {
        found: String,
        expected_name: String,
    },
    /// A crosstable has more rows than the header names players.
    ExtraRow { found: String, players: usize },
    /// A crosstable row is shorter than the header asks: `found` cells, `needed` at least (the
    /// name, the previous rank if `previous_rank`, one per player).
    TooFewCells {
        found: usize,
        needed: usize,
        previous_rank: bool,
    },
    /// The league has no players.
    NoPlayers,
    /// More players than the engine accepts.
    TooManyPlayers { count: usize, max: usize },
    /// A player's name is empty (or only blanks).
    EmptyName,
    /// Two players have the same name.
    DuplicatePlayer { name: String },
    /// A game, playoff or cell names a player who is not in the player list.
    UnknownPlayer { name: String },
    /// A game pairs a player with himself.
    SelfGame { name: String },
    /// The same pair has two games in the same round.
    DuplicateGame { a: String, b: String, round: u32 },
    /// A field of a TRF record cannot be read (the line and column are in the location).
    Trf { field: TrfField, found: String },
    /// A wall chart's first row does not name a `No` and a `Name` column.
    WallChartHeader,
    /// A player line of an h9 table (European Go Database) without a place number first or a
    /// grade after the name.
    H9Line { found: String },
    /// A team match gives `found` board results where the event has `boards` boards.
    BoardCount { found: usize, boards: usize },
    /// A command that reads leagues was given a Swiss event (`rank`, `convert` and `what-if` read
    /// both).
    NotForSwiss,
    /// A round-robin league given to a command for Swiss events (`pair`).
    NotAnEvent,
    /// Every planned round of the event has results.
    NoRoundToPair { planned: u32 },
    /// `pair --write` on a file that is not a JSON event file (or on standard input).
    PairWriteNeedsJson,
    /// A player has two games or byes in the same round of a Swiss event.
    PairedTwice { name: String, round: u32 },
    /// A round of a Swiss event has results for some games and not for this one.
    ResultMissing {
        white: String,
        black: String,
        round: u32,
    },
    /// A Swiss event has results in round `later` while round `round` is not played yet.
    RoundNotPlayed { round: u32, later: u32 },
    /// Not a Swiss preset or criterion code.
    UnknownSwissRules { found: String },
    /// Not a pairing system id (`tagajo`, `swigpro`).
    UnknownPairingSystem { found: String },
    /// Round `round` cannot be paired before round `unplayed` is played.
    PairingTooEarly { round: u32, unplayed: u32 },
    /// Round `round` has results: its pairing is locked.
    PairingLocked { round: u32 },
    /// No `pairing.seed` to draw the lots from (and no lots given for the round).
    NoPairingSeed,
    /// The lots given for round `round` leave out a player.
    LotMissing { name: String, round: u32 },
    /// No pairing of round `round` without a rematch: these players cannot all be paired
    /// (`swiss.md` §5, the "3-person toggle").
    PairingImpossible { round: u32, players: Vec<String> },
    /// Not an unplayed-round edition id.
    UnknownEdition { found: String },
    /// Not a Go rank (`3d`, `12k`).
    InvalidGoRank { found: String },
    /// A Swiss event has more rounds than the engine accepts.
    TooManyRounds { count: usize, max: usize },
    /// A Swiss event's round does not add up for a player: the opponent's record of the same
    /// round does not name the player back with the mirrored result and the other colour
    /// (`opponent` given), or the record is incomplete (a game without opponent, a round
    /// missing).
    SwissPairing {
        name: String,
        round: u32,
        opponent: Option<String>,
    },
    /// A crosstable's two mirror cells disagree (`〇` in A's row against B, `〇` in B's row
    /// against A).
    ConflictingCells {
        a: String,
        b: String,
        cell_ab: String,
        cell_ba: String,
    },
    /// A crosstable cell holds a mark we do not know.
    UnknownMark { mark: String },
    /// The rules name neither a preset nor a list of criterion codes.
    UnknownRules { found: String },
    /// A criterion code in a custom chain is unknown.
    UnknownCriterion { code: String },
    /// A rule chain has no criteria.
    EmptyChain,
    /// A recorded playoff does not match a playoff the rules require.
    PlayoffNotRequired {
        players: Vec<String>,
        required: Vec<Vec<String>>,
    },
    /// A recorded playoff's `order` names someone who did not play it, or names a player twice.
    PlayoffOrder { name: String },
    /// The command line names no command (`rank`, `convert`, `what-if`, `lab`).
    MissingCommand,
    /// The command line names a command that does not exist; `suggestion` is a near one.
    UnknownCommand {
        found: String,
        suggestion: Option<String>,
    },
    /// `command` (as typed: `hoshitori rank`) does not take `argument`: an unknown option, another
    /// command's option, or one positional argument too many. `suggestion` is a near option.
    UnknownArgument {
        command: String,
        argument: String,
        suggestion: Option<String>,
    },
    /// An option (`--seats`) was given without its value.
    MissingValue { command: String, argument: String },
    /// An option's value is not one it takes.
    InvalidArgumentValue {
        command: String,
        argument: String,
        value: String,
        expected: ExpectedArgument,
    },
    /// `command` needs one of `arguments` (`FILE`, `--to`), and none was given.
    MissingArgument {
        command: String,
        arguments: Vec<String>,
    },
    /// Two arguments that exclude each other were both given.
    ConflictingArguments {
        command: String,
        argument: String,
        other: String,
    },
    /// Reading or writing a file failed.
    Io { message: String },
    /// Reading the league file failed: `detail` is the system's words (English), `not_found`
    /// whether the file does not exist.
    CannotRead { detail: String, not_found: bool },
    /// What-if was asked of a league larger than it handles.
    WhatIfTooLarge { players: usize, max: usize },
    /// The caller stopped a long computation (what-if, the rule lab) before it finished.
    Cancelled,
    /// A playoff policy (`playoff`, `playoff-format`, `reapply`) is not one of those known.
    InvalidPolicy {
        policy: String,
        found: String,
        expected: Vec<String>,
    },
    /// `cycles` is not a number of meetings from 1 to `max`.
    InvalidCycles { found: i64, max: u32 },
    /// A pair has more games than its `cycles` meetings.
    TooManyGames { a: String, b: String, cycles: u32 },
    /// A `scoring` value is not a multiple of ½ point between -100 and 100.
    InvalidScoring { field: String, found: String },
    /// The pieces an arbiter counted for a shogi impasse (持将棋, 入玉宣言) cannot be right:
    /// they do not add up to the set, or the camp holds more than was counted or fits.
    ImpasseCount { fault: CountFault },
    /// A share link (`format::share`) that cannot be read; the JSON path names the field at
    /// fault, where there is one.
    ShareLink { problem: ShareProblem },
    /// A text too long for a QR code: `bytes` of UTF-8, at most `max` fit.
    TooLongForQr { bytes: usize, max: usize },
}

/// Why a share link cannot be read, for [`ErrorKind::ShareLink`]. `at` is an offset in the
/// link's bytes (after base64url decoding), from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShareProblem {
    /// The text does not start with `s=`.
    NotShareLink,
    /// The text does not start with `e=` (a Swiss event's link).
    NotEventLink,
    /// The character at `position` (1-based) is not one a share link holds.
    Character { position: usize, found: char },
    /// The link's layout version `found` is not one this build reads (1 to `max`): a newer
    /// version of Hoshitori made it, or it is not a link at all.
    Version { found: u8, max: u8 },
    /// The link ends after `at` bytes, in the middle of the league: it was cut short.
    Truncated { at: usize },
    /// The league (or event) ends after `at` bytes, and more follows.
    Trailing { at: usize },
    /// The text at offset `at` is not UTF-8.
    NotText { at: usize },
    /// The value `found` at offset `at` cannot be there: an unknown code (a flag, a word, a
    /// result), a player's number out of range, a number too large.
    InvalidValue { at: usize, found: u64 },
}

/// What is wrong with the rule lab's setup, for [`ErrorKind::LabSetup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabProblem {
    /// The number of tied players is outside `min..=max`.
    Tied {
        found: usize,
        min: usize,
        max: usize,
    },
    /// The seat line is not inside the tied players (seats from 1 to `tied - 1`).
    Seats { seats: u32, tied: usize },
    /// The rules do not start with `PTS` or `WIN`, on which the lab's players are tied.
    FirstCriterion { rules: String },
    /// A reading of the Fukui rules was asked of other rules.
    Reading { reading: String, rules: String },
}

/// What a command-line option takes, for [`ErrorKind::InvalidArgumentValue`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExpectedArgument {
    /// One of these words (`text`, `json`).
    OneOf(Vec<String>),
    /// A whole number of at least `min`, and at most `max` when there is one.
    WholeNumber { min: u64, max: Option<u64> },
    /// A number of percentage points from 0 to 50 (`0.5`).
    PercentagePoints,
}

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
    /// `XXR`'s number of rounds.
    Rounds,
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

/// Why a text is not well-formed, for [`ErrorKind::Syntax`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SyntaxProblem {
    /// A CSV/TSV quoted cell is not closed.
    UnclosedQuote,
    /// Something other than the separator follows a CSV/TSV closing quote.
    AfterQuote { found: char },
    /// The JSON text ends in the middle of a value.
    JsonEof,
    /// Any other JSON syntax error (the English message has the parser's detail).
    Json,
}

/// Why a JSON league does not fit the format, for [`ErrorKind::Schema`]: classified from
/// serde's error in one place, `format::json::schema_problem`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemaProblem {
    /// A required field is missing.
    MissingField { field: String },
    /// A field that is not part of the format.
    UnknownField { field: String },
    /// A value that is not one of the allowed words.
    UnknownVariant { found: String, allowed: Vec<String> },
    /// A value of the wrong type (`found` is the value or its kind as serde says it).
    InvalidType { found: String, expected: ValueType },
    /// A value of the right type but out of range (`seats: -1`).
    InvalidValue { found: String, expected: ValueType },
    /// Anything else serde says; the English message keeps the detail.
    Other,
}

/// The JSON type a value should have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    /// A whole number that is not negative.
    Count,
    /// A whole number.
    Integer,
    /// Any number.
    Number,
    Text,
    Boolean,
    List,
    Object,
    /// Something else.
    Other,
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

impl fmt::Display for CellRef {
    /// `row 3 (大和), column 5 (前田)`, as the English messages say it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let one = |row: &Option<(usize, String)>, col: &Option<(usize, String)>| {
            let mut parts = Vec::new();
            if let Some((i, name)) = row {
                parts.push(if name.is_empty() {
                    format!("row {i}")
                } else {
                    format!("row {i} ({name})")
                });
            }
            if let Some((j, name)) = col {
                parts.push(format!("column {j} ({name})"));
            }
            parts.join(", ")
        };
        write!(f, "{}", one(&self.row, &self.column))?;
        if self.previous_rank {
            write!(f, ", previous rank")?;
        }
        if let Some(line) = self.mirror_line {
            write!(f, " and {} on line {line}", one(&self.column, &self.row))?;
        }
        if let Some(k) = self.game {
            write!(f, ", game {k}")?;
        }
        Ok(())
    }
}

/// Where the problem is. Every field is optional; front-ends print what is known.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Location {
    /// The file name as the user gave it (`-` for standard input).
    pub file: Option<String>,
    /// 1-based line.
    pub line: Option<u32>,
    /// 1-based column, in characters.
    pub column: Option<u32>,
    /// The path inside a JSON document, such as `games[3].b`.
    pub path: Option<String>,
    /// A crosstable cell, row or column.
    pub cell: Option<CellRef>,
    /// The player concerned, when there is one.
    pub player: Option<String>,
}

/// An error with its kind and location. See the module documentation.
/// Boxed, so that `Result<T, Error>` stays one pointer wide on the happy path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(Box<Inner>);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Inner {
    kind: ErrorKind,
    location: Location,
}

impl Error {
    pub fn new(kind: ErrorKind) -> Error {
        Error(Box::new(Inner {
            kind,
            location: Location::default(),
        }))
    }

    pub fn kind(&self) -> &ErrorKind {
        &self.0.kind
    }

    pub fn location(&self) -> &Location {
        &self.0.location
    }

    pub fn with_file(mut self, file: impl Into<String>) -> Error {
        self.0.location.file = Some(file.into());
        self
    }

    /// Sets line and column (1-based) unless already set.
    pub fn with_line(mut self, line: u32, column: Option<u32>) -> Error {
        if self.0.location.line.is_none() {
            self.0.location.line = Some(line);
            self.0.location.column = column;
        }
        self
    }

    pub fn with_path(mut self, path: impl Into<String>) -> Error {
        self.0.location.path = Some(path.into());
        self
    }

    pub fn with_cell(mut self, cell: CellRef) -> Error {
        self.0.location.cell = Some(cell);
        self
    }

    pub fn with_player(mut self, player: impl Into<String>) -> Error {
        self.0.location.player = Some(player.into());
        self
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind::*;
        match self {
            UnknownEncoding => write!(f, "the file is neither UTF-8 nor Shift_JIS text"),
            Syntax { message, .. } => write!(f, "syntax error: {message}"),
            UnsupportedFormat { found } => {
                write!(
                    f,
                    "unsupported format {found:?} (this build reads \"hoshitori-league/1\" and \"hoshitori-league/2\")"
                )
            }
            Schema { message, .. } => write!(f, "does not fit the league format: {message}"),
            LabSetup { problem } => match problem {
                LabProblem::Tied { found, min, max } => {
                    write!(f, "{found} tied players: the lab takes {min} to {max}")
                }
                LabProblem::Seats { seats, tied } => write!(
                    f,
                    "seats {seats}: the seat line must lie inside the {tied} tied players (seats from 1 to {})",
                    tied.saturating_sub(1)
                ),
                LabProblem::FirstCriterion { rules } => write!(
                    f,
                    "rules {rules}: the lab's players are tied on points, so the rules must start with PTS or WIN"
                ),
                LabProblem::Reading { reading, rules } => write!(
                    f,
                    "reading {reading} with rules {rules}: the readings are readings of the fukui rules (3)-(4)"
                ),
            },
            MissingRating => write!(f, "no rating: --ratings needs every player's \"rating\""),
            InvalidOdds {
                count,
                pending,
                game: None,
            } => write!(f, "{count} odds for {pending} pending games"),
            InvalidOdds { game: Some(g), .. } => write!(
                f,
                "the odds of pending game {} are negative or all zero",
                g + 1
            ),
            InvalidCell { found, expected } => {
                write!(f, "invalid value {found:?}: expected ")?;
                match expected {
                    Expected::PreviousRank => {
                        write!(f, "a previous rank (a whole number such as 3) or blank")
                    }
                    Expected::DiagonalMark => write!(
                        f,
                        "＼, \\, /, - or blank on the diagonal (a player does not meet himself)"
                    ),
                    Expected::SummaryLabel { players } => write!(
                        f,
                        "a row for this player (only the header's first {players} names have \
                         rows); a column after the players' may only be blank or a summary such \
                         as wins, losses, score, place, 勝, 敗 or 順位"
                    ),
                    Expected::StartNumber => {
                        write!(f, "a player number (a whole number from 1, each used once)")
                    }
                    Expected::Rating => write!(f, "a rating (a whole number) or blank"),
                    Expected::RoundCell => write!(
                        f,
                        "a round: the opponent's number, w or b, then + - or = (and f for a \
                         forfeit), e.g. 12w+, 3b=, 4w-f; or PAB, FPB, HPB, ZPB, ABS or blank"
                    ),
                }
            }
            RowOrder {
                found,
                expected_name,
            } => write!(
                f,
                "invalid value {found:?}: expected {expected_name:?}: the rows must follow the \
                 order of the header's names"
            ),
            ExtraRow { found, players } => write!(
                f,
                "invalid value {found:?}: expected no further row: the header names {players} \
                 players"
            ),
            TooFewCells {
                found,
                needed,
                previous_rank,
            } => write!(
                f,
                "syntax error: {found} cells, expected at least {needed}: {} and one cell for \
                 each of the {} players",
                if *previous_rank {
                    "the name, the previous rank"
                } else {
                    "the name"
                },
                needed - 1 - usize::from(*previous_rank)
            ),
            NoPlayers => write!(f, "the league has no players"),
            TooManyPlayers { count, max } => {
                write!(
                    f,
                    "the league has {count} players; at most {max} are supported"
                )
            }
            EmptyName => write!(f, "a player's name is empty"),
            DuplicatePlayer { name } => write!(f, "two players are named {name:?}"),
            UnknownPlayer { name } => write!(f, "unknown player {name:?}"),
            SelfGame { name } => write!(f, "{name:?} cannot play against himself"),
            DuplicateGame { a, b, round } => {
                write!(f, "{a:?} and {b:?} have two games in round {round}")
            }
            Trf { field, found } => {
                let what = match field {
                    TrfField::Number => "start number",
                    TrfField::Rating => "rating",
                    TrfField::Opponent => "opponent's start number",
                    TrfField::Result => "result code (expected 1 = 0 W D L + - U F H Z or blank)",
                    TrfField::Rounds => "number of rounds",
                    TrfField::PointSystem => "point-system value",
                };
                write!(f, "invalid TRF {what}: {found:?}")
            }
            WallChartHeader => write!(
                f,
                "the wall chart's first row must name the columns: No, Name, then the rounds 1, 2, 3 …"
            ),
            H9Line { found } => write!(
                f,
                "not a player line of an h9 table (place, name, grade, country, club, results): {found:?}"
            ),
            BoardCount { found, boards } => write!(
                f,
                "a match gives {found} board results; the event has \"boards\": {boards}"
            ),
            NoRoundToPair { planned } => write!(
                f,
                "every planned round (up to round {planned}) has results; give the round to pair"
            ),
            PairWriteNeedsJson => write!(
                f,
                "--write writes JSON event files only: convert the file first (hoshitori convert FILE --to json)"
            ),
            NotAnEvent => write!(
                f,
                "this is a round-robin league; pair pairs the rounds of a Swiss event"
            ),
            NotForSwiss => write!(
                f,
                "this is a Swiss event; this command reads round-robin leagues (rank, convert and what-if read both)"
            ),
            PairedTwice { name, round } => {
                write!(f, "{name:?} is paired twice in round {round}")
            }
            ResultMissing {
                white,
                black,
                round,
            } => write!(
                f,
                "round {round}: the game {white:?} - {black:?} has no result while other games of the round have"
            ),
            UnknownPairingSystem { found } => write!(
                f,
                "unknown pairing system {found:?}: expected {}",
                crate::engine::swiss::pairing::System::ALL
                    .map(|s| s.id())
                    .join(" or ")
            ),
            PairingTooEarly { round, unplayed } => write!(
                f,
                "round {round} cannot be paired yet: round {unplayed} has no results"
            ),
            PairingLocked { round } => write!(
                f,
                "round {round} has results: its pairing is locked (clear the results to pair it again)"
            ),
            NoPairingSeed => write!(
                f,
                "no seed to draw the lots from: give --seed N (kept in the file as pairing.seed) or the round's lots"
            ),
            LotMissing { name, round } => {
                write!(f, "round {round}'s lots give no number for {name:?}")
            }
            PairingImpossible { round, players } => write!(
                f,
                "round {round} cannot be paired without a rematch: {} cannot all be paired; allow rematches, give one of them a bye (absent in round {round}), or pair by hand",
                players
                    .iter()
                    .map(|p| format!("{p:?}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            RoundNotPlayed { round, later } => write!(
                f,
                "round {later} has results but round {round} is not played yet"
            ),
            UnknownSwissRules { found } => write!(
                f,
                "unknown Swiss rules {found:?}: expected a preset ({}) or criterion codes such as PTS,BH-C1,BH,SB",
                crate::engine::swiss::PRESETS
                    .iter()
                    .map(|p| p.id)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            UnknownEdition { found } => write!(
                f,
                "unknown edition {found:?} (known: {})",
                crate::engine::swiss::Edition::ALL
                    .map(|e| e.id())
                    .join(", ")
            ),
            InvalidGoRank { found } => {
                write!(f, "{found:?} is not a Go rank (write 3d, 1k, 12k)")
            }
            TooManyRounds { count, max } => {
                write!(
                    f,
                    "the event has {count} rounds; at most {max} are supported"
                )
            }
            SwissPairing {
                name,
                round,
                opponent: Some(o),
            } => write!(
                f,
                "round {round}: {name:?} and {o:?} do not record the same game (each must name the other, with opposite results and colours)"
            ),
            SwissPairing {
                name,
                round,
                opponent: None,
            } => write!(f, "round {round}: the record of {name:?} is incomplete"),
            ConflictingCells {
                a,
                b,
                cell_ab,
                cell_ba,
            } => write!(
                f,
                "conflicting results: {a:?} against {b:?} is {cell_ab:?} but {b:?} against {a:?} is {cell_ba:?}"
            ),
            UnknownMark { mark } => {
                use crate::engine::Side;
                let legend = crate::format::marks::legend(
                    |side| match side {
                        Side::Win => "win",
                        Side::Loss => "loss",
                        Side::Draw => "draw",
                        Side::ForfeitWin => "forfeit win",
                        Side::ForfeitLoss => "forfeit loss",
                        Side::Void => "void",
                        Side::Pending => "pending",
                    },
                    "or blank",
                    ", ",
                );
                write!(f, "unknown result mark {mark:?} (expected {legend})")
            }
            UnknownRules { found } => write!(
                f,
                "unknown rules {found:?}: expected a preset ({}) or criterion codes such as PTS,SB,DE,WIN",
                crate::engine::chain::PRESETS.join(", ")
            ),
            UnknownCriterion { code } => write!(
                f,
                "unknown criterion code {code:?} (known: {})",
                criterion_codes(", ")
            ),
            EmptyChain => write!(f, "the rule chain has no criteria"),
            PlayoffNotRequired { players, required } => {
                write!(
                    f,
                    "a playoff among {} was recorded, but the rules ",
                    names(players)
                )?;
                if required.is_empty() {
                    write!(f, "require no playoff")
                } else {
                    let groups: Vec<String> = required.iter().map(|g| names(g)).collect();
                    write!(f, "require playoffs only among: {}", groups.join("; "))
                }
            }
            PlayoffOrder { name } => {
                write!(
                    f,
                    "the playoff order names {name:?}, who did not play it or is named twice"
                )
            }
            MissingCommand => write!(f, "no command given (see `hoshitori --help`)"),
            UnknownCommand { found, suggestion } => {
                write!(f, "unknown command {found:?}")?;
                if let Some(s) = suggestion {
                    write!(f, "; did you mean {s:?}?")?;
                }
                write!(f, " (see `hoshitori --help`)")
            }
            UnknownArgument {
                command,
                argument,
                suggestion,
            } => {
                if argument.starts_with('-') {
                    write!(f, "`{command}` has no option {argument}")?;
                } else {
                    write!(f, "unexpected argument {argument:?} for `{command}`")?;
                }
                if let Some(s) = suggestion {
                    write!(f, "; did you mean {s}?")?;
                }
                see_help(f, command)
            }
            MissingValue { command, argument } => {
                write!(f, "{argument} needs a value")?;
                see_help(f, command)
            }
            InvalidArgumentValue {
                command,
                argument,
                value,
                expected,
            } => {
                write!(f, "{argument} {value:?}: expected {expected}")?;
                see_help(f, command)
            }
            MissingArgument { command, arguments } => {
                write!(f, "`{command}` needs {}", or_list(arguments))?;
                if arguments.iter().any(|a| a == "FILE") {
                    write!(f, " (- reads standard input)")?;
                }
                see_help(f, command)
            }
            ConflictingArguments {
                command,
                argument,
                other,
            } => {
                write!(f, "`{command}` takes {argument} or {other}, not both")?;
                see_help(f, command)
            }
            Io { message } => write!(f, "{message}"),
            CannotRead { detail, .. } => write!(f, "cannot read: {detail}"),
            WhatIfTooLarge { players, max } => write!(
                f,
                "what-if handles leagues of at most {max} players; this one has {players}"
            ),
            Cancelled => write!(f, "stopped before it finished"),
            InvalidPolicy {
                policy,
                found,
                expected,
            } => write!(
                f,
                "unknown {policy} {found:?}: expected one of {}",
                expected.join(", ")
            ),
            InvalidCycles { found, max } => write!(
                f,
                "cycles {found}: expected how many times each pair meets, from 1 to {max}"
            ),
            TooManyGames { a, b, cycles } => {
                let times = if *cycles == 1 {
                    "once".to_string()
                } else {
                    format!("{cycles} times")
                };
                write!(
                    f,
                    "{a:?} and {b:?} have more games than the schedule allows (each pair meets {times}; set \"cycles\" for a double round robin)"
                )
            }
            InvalidScoring { field, found } => write!(
                f,
                "scoring {field} {found}: expected a multiple of 0.5 between -100 and 100"
            ),
            ImpasseCount { fault } => impasse_count(f, fault),
            ShareLink { problem } => share_problem(f, problem),
            TooLongForQr { bytes, max } => write!(
                f,
                "the link has {bytes} bytes, too many for a QR code (at most {max})"
            ),
        }
    }
}

/// [`ErrorKind::ShareLink`] in English.
fn share_problem(f: &mut fmt::Formatter<'_>, problem: &ShareProblem) -> fmt::Result {
    match problem {
        ShareProblem::NotShareLink => {
            write!(f, "not a share link: it does not start with \"s=\"")
        }
        ShareProblem::NotEventLink => {
            write!(
                f,
                "not a Swiss event's share link: it does not start with \"e=\""
            )
        }
        ShareProblem::Character { position, found } => write!(
            f,
            "share link: character {position} ({found:?}) cannot be in a share link (was the link cut or changed?)"
        ),
        ShareProblem::Version { found, max } => write!(
            f,
            "share link of layout {found}: this version reads layouts up to {max} (was the link made by a newer version?)"
        ),
        ShareProblem::Truncated { at } => {
            write!(f, "the share link is cut short: it ends after {at} bytes")
        }
        ShareProblem::Trailing { at } => write!(
            f,
            "the share link's data ends after {at} bytes, but more follows"
        ),
        ShareProblem::NotText { at } => {
            write!(f, "share link: the text at offset {at} is not UTF-8")
        }
        ShareProblem::InvalidValue { at, found } => {
            write!(
                f,
                "share link: the value {found} at offset {at} cannot be there"
            )
        }
    }
}

/// [`ErrorKind::ImpasseCount`] in English.
fn impasse_count(f: &mut fmt::Formatter<'_>, fault: &CountFault) -> fmt::Result {
    let class = |c: PieceClass| match c {
        PieceClass::Big => "rooks and bishops",
        PieceClass::Small => "pieces other than rooks, bishops and kings",
    };
    match *fault {
        CountFault::Total {
            class: c,
            sente,
            gote,
            expected,
        } => write!(
            f,
            "the impasse counts do not add up: {} {sente} (Sente) + {gote} (Gote) = {}, but a set has {expected}",
            class(c),
            u32::from(sente) + u32::from(gote)
        ),
        CountFault::Declarer {
            class: c,
            counted,
            max,
        } => write!(
            f,
            "the declarer counted {counted} {}, but a set has {max}",
            class(c)
        ),
        CountFault::CampNotCounted { in_camp, counted } => write!(
            f,
            "{in_camp} pieces are said to be inside the camp, but only {counted} were counted in hand and inside the camp"
        ),
        CountFault::CampSquares { in_camp, max } => write!(
            f,
            "{in_camp} pieces are said to be inside the camp, which has room for only {max}"
        ),
    }
}

/// The English form of what an option takes: `text or json`, `a whole number from 2 to 7`.
impl fmt::Display for ExpectedArgument {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExpectedArgument::OneOf(values) => write!(f, "{}", or_list(values)),
            ExpectedArgument::WholeNumber {
                min,
                max: Some(max),
            } => {
                write!(f, "a whole number from {min} to {max}")
            }
            ExpectedArgument::WholeNumber { min: 0, max: None } => write!(f, "a whole number"),
            ExpectedArgument::WholeNumber { min, max: None } => {
                write!(f, "a whole number of at least {min}")
            }
            ExpectedArgument::PercentagePoints => {
                write!(f, "a number of percentage points from 0 to 50, such as 0.5")
            }
        }
    }
}

/// ` (see `hoshitori rank --help`)`: where the usage of `command` is.
fn see_help(f: &mut fmt::Formatter<'_>, command: &str) -> fmt::Result {
    write!(f, " (see `{command} --help`)")
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Every criterion code, in the order of [`Criterion::ALL`](crate::engine::Criterion::ALL).
pub(crate) fn criterion_codes(sep: &str) -> String {
    crate::engine::Criterion::ALL.map(|c| c.code()).join(sep)
}

fn names(players: &[String]) -> String {
    let quoted: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    quoted.join(", ")
}

impl Error {
    /// Where the error is, as `Display` writes it before the message: `file:line:column: ` then
    /// the JSON path and the cell, each followed by `: ` (empty when nothing is known).
    pub fn location_text(&self) -> String {
        self.0.location.text(
            |line, column| match column {
                Some(col) => format!("line {line}, column {col}"),
                None => format!("line {line}"),
            },
            CellRef::to_string,
        )
    }
}

impl Location {
    /// `file:line:column: `, the JSON path, then the cell, each followed by `: `; without a file
    /// the line (and column) are worded by `line_column`, the cell by `cell`: one layout for every
    /// language.
    pub fn text(
        &self,
        line_column: impl Fn(u32, Option<u32>) -> String,
        cell: impl Fn(&CellRef) -> String,
    ) -> String {
        let prefix = match (&self.file, self.line) {
            (Some(file), Some(line)) => match self.column {
                Some(col) => format!("{file}:{line}:{col}"),
                None => format!("{file}:{line}"),
            },
            (Some(file), None) => file.clone(),
            (None, Some(line)) => line_column(line, self.column),
            (None, None) => String::new(),
        };
        let parts = [
            Some(prefix).filter(|p| !p.is_empty()),
            self.path.clone(),
            self.cell.as_ref().map(cell),
        ];
        let mut out = String::new();
        for p in parts.into_iter().flatten() {
            out.push_str(&p);
            out.push_str(": ");
        }
        out
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.location_text(), self.0.kind)?;
        if let Some(player) = &self.0.location.player {
            // Name the player unless the message already does.
            let said = self.0.kind.to_string().contains(&format!("{player:?}"));
            if !said {
                write!(f, " (player {player:?})")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Error {
        Error::new(kind)
    }
}
