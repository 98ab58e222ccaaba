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

/// What went wrong. Each variant carries the values a message needs, never a pre-rendered sentence
/// (except [`ErrorKind::Syntax`] and [`ErrorKind::Io`], whose text comes from the parser or the OS).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file is neither UTF-8 nor Shift_JIS text (see [`crate::format::decode_with`]).
    UnknownEncoding,
    /// The text is not well-formed JSON, CSV or TSV.
    Syntax { message: String },
    /// The `format` field names a version this build does not read.
    UnsupportedFormat { found: String },
    /// The JSON is well-formed but does not fit the league format: a missing field, a value of
    /// the wrong type or out of range (`seats: -1`, `result: "c"`). The message is the parser's.
    Schema { message: String },
    /// A value is not one of those allowed (a CLI option, a previous rank in a crosstable).
    InvalidValue { found: String, expected: String },
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
    /// The command line is wrong (unknown option, missing value).
    Usage { message: String },
    /// Reading or writing a file failed.
    Io { message: String },
    /// What-if was asked of a league larger than it handles.
    WhatIfTooLarge { players: usize, max: usize },
    /// The caller stopped a long computation (what-if, the rule lab) before it finished.
    Cancelled,
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
    /// A crosstable cell, such as `row 3 (大和), column 5 (前田)`.
    pub cell: Option<String>,
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

    pub fn with_cell(mut self, cell: impl Into<String>) -> Error {
        self.0.location.cell = Some(cell.into());
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
            Syntax { message } => write!(f, "syntax error: {message}"),
            UnsupportedFormat { found } => {
                write!(
                    f,
                    "unsupported format {found:?} (this build reads \"hoshitori-league/1\")"
                )
            }
            Schema { message } => write!(f, "does not fit the league format: {message}"),
            InvalidValue { found, expected } => {
                write!(f, "invalid value {found}: expected {expected}")
            }
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
            ConflictingCells {
                a,
                b,
                cell_ab,
                cell_ba,
            } => write!(
                f,
                "conflicting results: {a:?} against {b:?} is {cell_ab:?} but {b:?} against {a:?} is {cell_ba:?}"
            ),
            UnknownMark { mark } => write!(
                f,
                "unknown result mark {mark:?} (expected 〇 ○ ◯ o O 1 win, ● × ✕ x X 0 loss, △ = ½ draw, □ forfeit win, ■ forfeit loss, 無 void, - or blank pending)"
            ),
            UnknownRules { found } => write!(
                f,
                "unknown rules {found:?}: expected a preset (fukui, jp-pro-league, rif-round-robin) or criterion codes such as PTS,SB,DE,WIN"
            ),
            UnknownCriterion { code } => write!(
                f,
                "unknown criterion code {code:?} (known: PTS, WIN, DE, SB, BH, KS, PREV)"
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
            Usage { message } => write!(f, "{message} (see `hoshitori --help`)"),
            Io { message } => write!(f, "{message}"),
            WhatIfTooLarge { players, max } => write!(
                f,
                "what-if handles leagues of at most {max} players; this one has {players}"
            ),
            Cancelled => write!(f, "stopped before it finished"),
        }
    }
}

fn names(players: &[String]) -> String {
    let quoted: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    quoted.join(", ")
}

impl Error {
    /// Where the error is, as `Display` writes it before the message: `file:line:column: ` then
    /// the JSON path and the cell, each followed by `: ` (empty when nothing is known).
    pub fn location_text(&self) -> String {
        let l = &self.0.location;
        let mut prefix = String::new();
        if let Some(file) = &l.file {
            prefix.push_str(file);
            if let Some(line) = l.line {
                prefix.push_str(&format!(":{line}"));
                if let Some(col) = l.column {
                    prefix.push_str(&format!(":{col}"));
                }
            }
        } else if let Some(line) = l.line {
            prefix.push_str(&format!("line {line}"));
            if let Some(col) = l.column {
                prefix.push_str(&format!(", column {col}"));
            }
        }
        let parts = [
            Some(prefix).filter(|p| !p.is_empty()),
            l.path.clone(),
            l.cell.clone(),
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
