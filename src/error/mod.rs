//! The one error type of Hoshitori: data only.
//!
//! Everything that can go wrong with what a user gives us (a league file that does not parse, a
//! crosstable that does not make sense, a rule chain that names an unknown criterion, a recorded
//! playoff that the rules never asked for) is an [`Error`]: an [`ErrorKind`] that says *what* is
//! wrong, with the data a front-end needs to say it in its own language, and a [`Location`] that
//! says *where*: file, line and column, the path inside a JSON document, the cell of a CSV
//! crosstable, the player concerned.
//!
//! This module is a leaf of the crate: it imports nothing of it, and holds no word of any
//! language. The kinds that carry a problem of one area keep it in a file of their own
//! ([`cells`], [`json`], [`share`], [`lab`], [`impasse`], [`cli`]), as jiff's `error/` does.
//! `crate::report::error` words every kind in English (`Display`, which the CLI prints and
//! `tests/errors.rs` pins: `file:line:column: where: what`) and in Japanese. The engine never
//! panics on input: every check that could fail on user data returns one of these.

pub mod cells;
pub mod cli;
pub mod impasse;
pub mod json;
pub mod ko;
pub mod lab;
pub mod share;

pub use cells::{CellRef, Expected, TrfField};
pub use cli::ExpectedArgument;
pub use impasse::{CountFault, PieceClass};
pub use json::{JsonPart, JsonToken, SchemaProblem, SyntaxProblem, ValueType};
pub use ko::{KoFault, KoField};
pub use lab::LabProblem;
pub use share::ShareProblem;

/// Which kind of document a file holds, for errors that must say it ("does not fit the Swiss
/// event format"). `crate::document::Document::kind` gives a document's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    /// A round-robin league (`hoshitori-league/2`, a crosstable).
    League,
    /// A Swiss event (`hoshitori-swiss/1`, TRF, h9, a wall chart).
    Event,
    /// An event in stages (`hoshitori-stages/1`).
    Staged,
}

/// What went wrong. Each variant carries the values a message needs, never a pre-rendered sentence
/// (except [`ErrorKind::Syntax`] and [`ErrorKind::Io`], whose text comes from the parser or the OS).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file is neither UTF-8 nor Shift_JIS text (see [`crate::format::decode_with`]).
    UnknownEncoding,
    /// The file holds `bytes` bytes (`None`: more than `max`, read from a stream that was not
    /// read further), more than the `max` any reader takes ([`crate::format::MAX_INPUT_BYTES`]):
    /// refused before it is read.
    InputTooLarge { bytes: Option<u64>, max: u64 },
    /// The file is UTF-16 (a byte-order mark, or NUL bytes between its letters) that does not
    /// decode: half a surrogate pair, or an odd byte at the end.
    InvalidUtf16,
    /// The text is not well-formed JSON, CSV or TSV. `message` is the English detail (the JSON
    /// parser's); `problem` is what a front-end words in its own language.
    Syntax {
        message: String,
        problem: SyntaxProblem,
    },
    /// The `format` field names a version this build does not read.
    UnsupportedFormat {
        found: String,
        document: DocumentKind,
    },
    /// The JSON is well-formed but does not fit the format of `document`: a missing field, a
    /// value of the wrong type or out of range (`seats: -1`, `result: "c"`), at the JSON path of
    /// the location. `problem` says it as data (see `format::json::schema_problem`), which both
    /// languages word; `message` is the parser's, in English, said only for what `problem` does
    /// not hold ([`SchemaProblem::Other`]).
    Schema {
        message: String,
        problem: SchemaProblem,
        document: DocumentKind,
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
    /// A field of a document is one slip from a field its object knows (`gmes` for `games`):
    /// the known field would be left unread. The path names the field as found.
    MisspelledField { found: String, expected: String },
    /// An event's `planned_rounds` is 0, or fewer than the `rounds` its file holds.
    PlannedRounds { planned: u32, rounds: usize },
    /// The league has no players.
    NoPlayers { document: DocumentKind },
    /// More players than the engine accepts.
    TooManyPlayers {
        count: usize,
        max: usize,
        document: DocumentKind,
    },
    /// A player's name is empty (or only blanks).
    EmptyName,
    /// Two players have the same name.
    DuplicatePlayer { name: String },
    /// A game, playoff or cell names a player who is not in the player list.
    UnknownPlayer { name: String },
    /// A game pairs a player with himself.
    SelfGame { name: String },
    /// Stage `stage` (1-based) takes its entrants from stage `refers`, which is not before it.
    StageOrder { stage: u32, refers: u32 },
    /// A game of stage `stage` names a player who did not enter that stage.
    NotInStage { name: String, stage: u32 },
    /// Stage `stage` has games of round `round` still to play: nothing new can be paired or
    /// scheduled yet.
    StageGamesPending { stage: u32, round: u32 },
    /// The next round of Swiss stage `stage` cannot be paired without a rematch.
    StageCannotPair { stage: u32 },
    /// A league to schedule has games with rounds already (the path names the first).
    AlreadyScheduled { round: u32 },
    /// The same pair has two games in the same round (a game to be replayed aside).
    DuplicateGame { a: String, b: String, round: u32 },
    /// A field of a TRF record cannot be read (the line and column are in the location).
    Trf { field: TrfField, found: String },
    /// A TRF file ends before its last player is whole: its header (`062`) announces
    /// `declared` players and only `found` player records (`001`) follow, or (`declared`
    /// `None`) the last record stops in the middle of its rounds.
    TrfCutShort {
        declared: Option<usize>,
        found: usize,
    },
    /// A TRF header's count disagrees with what the file holds: `062` announces `declared`
    /// players and `found` player records follow, or `XXR` (or `142`, the `code`) plans
    /// `declared` rounds and the records hold `found`.
    TrfHeaderCount {
        code: String,
        declared: usize,
        found: usize,
    },
    /// A wall chart's first row does not name a `No` and a `Name` column.
    WallChartHeader,
    /// A player line of an h9 table (European Go Database) without a place number first or a
    /// grade after the name.
    H9Line { found: String },
    /// A round entry of an h9 table that has the shape of one (the opponent's place and `+`, `-`
    /// or `=`) but cannot be read: an unknown colour (`1-/q0`), a handicap over nine (`1-/b256`).
    H9Entry { found: String },
    /// An h9 player line with `found` round entries where another line's games show the event
    /// has at least `expected` rounds.
    H9Rounds { found: usize, expected: usize },
    /// An h9 round entry names an opponent's place that no line of the table has.
    H9Opponent { place: u32 },
    /// A team match gives `found` board results where the event has `boards` boards.
    BoardCount { found: usize, boards: usize },
    /// A command that reads leagues was given a Swiss event (`rank`, `convert` and `what-if` read
    /// both).
    NotForSwiss,
    /// A round-robin league given to a command for Swiss events (`pair`).
    NotAnEvent,
    /// An event in stages given to a command (or a page) that does not read them yet.
    NotForStaged { command: String },
    /// A round robin's rounds are fixed in advance: no system pairs them.
    RoundRobinNotPaired,
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
    /// A round of a team event has results for some boards and not for board `board` of this
    /// match.
    BoardMissing {
        home: String,
        away: String,
        round: u32,
        board: u32,
    },
    /// A Swiss event has results in round `later` while round `round` is not played yet.
    RoundNotPlayed { round: u32, later: u32 },
    /// Not a Swiss preset or criterion code.
    UnknownSwissRules { found: String },
    /// Not a pairing system id (`tagajo`, `swigpro`).
    UnknownPairingSystem { found: String },
    /// `pairing.acceleration` names no accelerated method this knows (`baku`).
    UnknownAcceleration { found: String },
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
    /// A crosstable cell holds `found` games (one mark each) where a pair meets at most `max`
    /// times.
    TooManyMarks { found: u32, max: u32 },
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
    /// A ko endgame position that cannot be analysed (`crate::engine::ko`).
    KoPosition { fault: KoFault },
    /// A share link (`format::share`) that cannot be read; the JSON path names the field at
    /// fault, where there is one.
    ShareLink { problem: ShareProblem },
    /// A text too long for a QR code: `bytes` of UTF-8, at most `max` fit.
    TooLongForQr { bytes: usize, max: usize },
}

/// Where a kind of error comes from. A build words only the origins it can meet
/// (`crate::report::error::message_in`): the viewer of share links carries no words for a
/// command line. Every kind has one, told by [`ErrorKind::origin`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A document's content, however it came (a file of any format, a share link, a page's
    /// edit): its format, players, games, rounds, stages and rules.
    Document,
    /// A file's text: its encoding and size, JSON's syntax and fields.
    File,
    /// A table's cells and lines: a crosstable, a TRF, an h9 table, a wall chart.
    Table,
    /// A share link's bytes.
    Link,
    /// A tool's: the command line, pairing a round, what-if, the rule lab, the arbiters'
    /// helpers, a QR code.
    Tool,
}

impl Origin {
    /// Every origin.
    pub const ALL: [Origin; 5] = [
        Origin::Document,
        Origin::File,
        Origin::Table,
        Origin::Link,
        Origin::Tool,
    ];
}

impl ErrorKind {
    /// Where this kind of error comes from (every kind named: a new kind must be placed).
    pub fn origin(&self) -> Origin {
        use ErrorKind::*;
        match self {
            UnsupportedFormat { .. }
            | MisspelledField { .. }
            | PlannedRounds { .. }
            | NoPlayers { .. }
            | TooManyPlayers { .. }
            | EmptyName
            | DuplicatePlayer { .. }
            | UnknownPlayer { .. }
            | SelfGame { .. }
            | StageOrder { .. }
            | NotInStage { .. }
            | StageGamesPending { .. }
            | StageCannotPair { .. }
            | AlreadyScheduled { .. }
            | DuplicateGame { .. }
            | BoardCount { .. }
            | RoundRobinNotPaired
            | PairedTwice { .. }
            | ResultMissing { .. }
            | BoardMissing { .. }
            | RoundNotPlayed { .. }
            | UnknownSwissRules { .. }
            | UnknownPairingSystem { .. }
            | UnknownAcceleration { .. }
            | PairingTooEarly { .. }
            | PairingLocked { .. }
            | NoPairingSeed
            | LotMissing { .. }
            | UnknownEdition { .. }
            | InvalidGoRank { .. }
            | TooManyRounds { .. }
            | SwissPairing { .. }
            | UnknownRules { .. }
            | UnknownCriterion { .. }
            | EmptyChain
            | PlayoffNotRequired { .. }
            | PlayoffOrder { .. }
            | InvalidPolicy { .. }
            | InvalidCycles { .. }
            | TooManyGames { .. }
            | InvalidScoring { .. } => Origin::Document,
            UnknownEncoding
            | InputTooLarge { .. }
            | InvalidUtf16
            | Syntax { .. }
            | Schema { .. } => Origin::File,
            InvalidCell { .. }
            | RowOrder { .. }
            | ExtraRow { .. }
            | TooFewCells { .. }
            | ConflictingCells { .. }
            | UnknownMark { .. }
            | TooManyMarks { .. }
            | Trf { .. }
            | TrfCutShort { .. }
            | TrfHeaderCount { .. }
            | WallChartHeader
            | H9Line { .. }
            | H9Entry { .. }
            | H9Rounds { .. }
            | H9Opponent { .. } => Origin::Table,
            ShareLink { .. } => Origin::Link,
            LabSetup { .. }
            | MissingRating
            | InvalidOdds { .. }
            | NotForSwiss
            | NotAnEvent
            | NotForStaged { .. }
            | NoRoundToPair { .. }
            | PairWriteNeedsJson
            | PairingImpossible { .. }
            | MissingCommand
            | UnknownCommand { .. }
            | UnknownArgument { .. }
            | MissingValue { .. }
            | InvalidArgumentValue { .. }
            | MissingArgument { .. }
            | ConflictingArguments { .. }
            | Io { .. }
            | CannotRead { .. }
            | WhatIfTooLarge { .. }
            | Cancelled
            | ImpasseCount { .. }
            | KoPosition { .. }
            | TooLongForQr { .. } => Origin::Tool,
        }
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

impl std::error::Error for Error {}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Error {
        Error::new(kind)
    }
}
