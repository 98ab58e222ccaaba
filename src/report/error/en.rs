//! Errors in English: the `Display` of [`Error`] and of its parts, which the CLI prints
//! (`file:line:column: where: what`) and `tests/errors.rs` pins.

use std::fmt;

use crate::error::{
    CellRef, CountFault, DocumentKind, Error, ErrorKind, Expected, ExpectedArgument, LabProblem,
    Location, Origin, PieceClass, SchemaProblem, ShareProblem, TrfField, ValueType,
};

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

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        kind_words::<{ super::ALL }>(self, f)
    }
}

/// `kind` in English, if this build words its origin (`O`: bits of [`super::DOCUMENT`] and
/// the others, see [`super::message_in`]); else [`super::UNWORDED_EN`].
fn kind_words<const O: u8>(kind: &ErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match kind.origin() {
        Origin::Document if O & super::DOCUMENT != 0 => document(kind, f),
        Origin::File if O & super::FILE != 0 => file(kind, f),
        Origin::Table if O & super::TABLE != 0 => table(kind, f),
        Origin::Link if O & super::LINK != 0 => link(kind, f),
        Origin::Tool if O & super::TOOL != 0 => tool(kind, f),
        _ => f.write_str(super::UNWORDED_EN),
    }
}

/// The words of the errors of documents' content ([`Origin::Document`]).
fn document(error: &ErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use ErrorKind::*;
    match error {
        PlannedRounds { planned: 0, .. } => {
            write!(f, "an event plans at least 1 round (0 planned)")
        }
        PlannedRounds { planned, rounds } => write!(
            f,
            "the event plans {}, and the file holds {}",
            rounds_en(*planned as usize),
            rounds_en(*rounds)
        ),
        MisspelledField { found, expected } => write!(
            f,
            "unknown field \"{found}\": did you mean \"{expected}\"? (as it is, what it holds would not be read)"
        ),
        UnsupportedFormat { found, document } => {
            let reads = super::formats_read(*document)
                .iter()
                .map(|f| format!("{f:?}"))
                .collect::<Vec<_>>();
            write!(
                f,
                "unsupported format {found:?} (this build reads {})",
                or_list(&reads).replace(" or ", " and ")
            )
        }
        NoPlayers { document } => write!(f, "the {} has no players", noun(*document)),
        TooManyPlayers {
            count,
            max,
            document,
        } => {
            write!(
                f,
                "the {} has {count} players; at most {max} are supported",
                noun(*document)
            )
        }
        EmptyName => write!(f, "a player's name is empty"),
        DuplicatePlayer { name } => write!(f, "two players are named {name:?}"),
        UnknownPlayer { name } => write!(f, "unknown player {name:?}"),
        SelfGame { name } => write!(f, "{name:?} cannot play against himself"),
        DuplicateGame { a, b, round } => {
            write!(f, "{a:?} and {b:?} have two games in round {round}")
        }
        AlreadyScheduled { round } => write!(
            f,
            "the league already has a schedule (a game in round {round}): its rounds are kept as they are; remove the rounds to schedule it again"
        ),
        BoardCount { found, boards } => write!(
            f,
            "a match gives {found} board results; the event has \"boards\": {boards}"
        ),
        RoundRobinNotPaired => write!(
            f,
            "this event is a round robin: every player meets every other, so its rounds are not paired (enter each round's games)"
        ),
        StageOrder { stage, refers } => write!(
            f,
            "stage {stage} takes its players from stage {refers}, which does not come before it"
        ),
        NotInStage { name, stage } => {
            write!(
                f,
                "{name:?} has a game in stage {stage} but did not enter that stage"
            )
        }
        StageGamesPending { stage, round } => write!(
            f,
            "stage {stage} still has games to play in round {round}: enter their results first"
        ),
        StageCannotPair { stage } => write!(
            f,
            "the next round of stage {stage} cannot be paired without a rematch"
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
        BoardMissing {
            home,
            away,
            round,
            board,
        } => write!(
            f,
            "round {round}: board {board} of the match {home:?} - {away:?} has no result while other results of the round are entered"
        ),
        UnknownAcceleration { found } => write!(
            f,
            "unknown acceleration {found:?}: expected baku (the Baku acceleration, C.04.5.1)"
        ),
        UnknownPairingSystem { found } => {
            write!(f, "unknown pairing system {found:?}: expected {}", {
                let ids = crate::engine::swiss::pairing::PairingSystem::ALL.map(|s| s.id());
                let (last, rest) = ids.split_last().unwrap_or((&"", &[]));
                if rest.is_empty() {
                    last.to_string()
                } else {
                    format!("{} or {last}", rest.join(", "))
                }
            })
        }
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
        UnknownRules { found } => write!(
            f,
            "unknown rules {found:?}: expected a preset ({}) or criterion codes such as PTS,SB,DE,WIN",
            crate::engine::league::chain::PRESETS.join(", ")
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
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no English words for {error:?} in its origin");
            f.write_str(super::UNWORDED_EN)
        }
    }
}

/// The words of the errors of files' text ([`Origin::File`]).
fn file(error: &ErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use ErrorKind::*;
    match error {
        UnknownEncoding => write!(f, "the file is neither UTF-8 nor Shift_JIS text"),
        InputTooLarge { bytes, max } => {
            match bytes {
                Some(b) => write!(f, "the file is {} MiB", b.div_ceil(1 << 20))?,
                None => write!(f, "the input is over {} MiB", max >> 20)?,
            }
            write!(
                f,
                "; Hoshitori reads files of at most {} MiB (a round robin of 1,000 players with every game fits well within)",
                max >> 20
            )
        }
        InvalidUtf16 => write!(
            f,
            "the file is UTF-16 text that does not decode (half a character pair, or an odd \
             byte at the end): save it again as UTF-8"
        ),
        Syntax { message, .. } => write!(f, "syntax error: {message}"),
        Schema {
            message,
            problem,
            document,
        } => write!(
            f,
            "does not fit the {} format: {}",
            kind(*document),
            schema(problem, message, *document)
        ),
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no English words for {error:?} in its origin");
            f.write_str(super::UNWORDED_EN)
        }
    }
}

/// The words of the errors of tables' cells and lines ([`Origin::Table`]).
fn table(error: &ErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use ErrorKind::*;
    match error {
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
        Trf { field, found } => {
            let what = match field {
                TrfField::Number => "start number",
                TrfField::Rating => "rating",
                TrfField::Opponent => "opponent's start number",
                TrfField::Result => "result code (expected 1 = 0 W D L + - U F H Z or blank)",
                TrfField::Rounds => "number of rounds (a whole number from 1 to 99)",
                TrfField::Players => "number of players (062)",
                TrfField::PointSystem => "point-system value",
            };
            write!(f, "invalid TRF {what}: {found:?}")
        }
        TrfCutShort {
            declared: Some(declared),
            found,
        } => write!(
            f,
            "the TRF file is cut short: its header (062) announces {declared} players, and only {found} player records (001) follow"
        ),
        TrfCutShort { declared: None, .. } => write!(
            f,
            "the TRF file is cut short: the last player record (001) stops in the middle of its rounds"
        ),
        TrfHeaderCount {
            code,
            declared,
            found,
        } if code == "062" => write!(
            f,
            "the TRF header (062) announces {declared} player{}, and the file holds {found} player records (001)",
            if *declared == 1 { "" } else { "s" }
        ),
        TrfHeaderCount {
            code,
            declared,
            found,
        } => write!(
            f,
            "the TRF header ({code}) plans {}, and the player records (001) hold results of {}",
            rounds_en(*declared),
            rounds_en(*found)
        ),
        WallChartHeader => write!(
            f,
            "the wall chart's first row must name the columns: No, Name, then the rounds 1, 2, 3 …"
        ),
        H9Line { found } => write!(
            f,
            "not a player line of an h9 table (place, name, grade, country, club, results): {found:?}"
        ),
        H9Entry { found } => write!(
            f,
            "round entry {found:?} of the h9 table cannot be read: an entry is the opponent's place, + (win), - (loss) or = (jigo), then optionally /b or /w and the handicap (0 to 9), e.g. 12+/w or 3-/b2"
        ),
        H9Rounds { found, expected } => write!(
            f,
            "this line of the h9 table has {found} round entr{}; the event has at least {} (every player has one entry per round, 0- for a round not played)",
            if *found == 1 { "y" } else { "ies" },
            rounds_en(*expected)
        ),
        H9Opponent { place } => write!(
            f,
            "the round entry names place {place} as the opponent, and no line of the h9 table has that place"
        ),
        ConflictingCells {
            a,
            b,
            cell_ab,
            cell_ba,
        } => write!(
            f,
            "conflicting results: {a:?} against {b:?} is {cell_ab:?} but {b:?} against {a:?} is {cell_ba:?}"
        ),
        TooManyMarks { found, max } => write!(
            f,
            "{found} marks (games) in one cell: a pair meets at most {max} times"
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
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no English words for {error:?} in its origin");
            f.write_str(super::UNWORDED_EN)
        }
    }
}

/// The words of the errors of share links ([`Origin::Link`]).
fn link(error: &ErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use ErrorKind::*;
    match error {
        ShareLink { problem } => share_problem(f, problem),
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no English words for {error:?} in its origin");
            f.write_str(super::UNWORDED_EN)
        }
    }
}

/// The words of the errors of the tools ([`Origin::Tool`]).
fn tool(error: &ErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use ErrorKind::*;
    match error {
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
            "this is a Swiss event; this command reads round-robin leagues only"
        ),
        NotForStaged { command } => write!(
            f,
            "this is an event in stages; {command} does not read events in stages (rank, convert, pair, what-if, share and new do)"
        ),
        PairingImpossible { round, players } => write!(
            f,
            "round {round} cannot be paired without a rematch: {} cannot all be paired; allow rematches, give one of them a bye (absent in round {round}), or pair by hand",
            players
                .iter()
                .map(|p| format!("{p:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
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
        ImpasseCount { fault } => impasse_count(f, fault),
        KoPosition { fault } => ko_fault(f, fault),
        TooLongForQr { bytes, max } => write!(
            f,
            "the link has {bytes} bytes, too many for a QR code (at most {max})"
        ),
        // Another origin's kind (`kind_words` sends none here): a kind left without words.
        _ => {
            debug_assert!(false, "no English words for {error:?} in its origin");
            f.write_str(super::UNWORDED_EN)
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
        ShareProblem::NotStagedLink => {
            write!(
                f,
                "not the share link of an event in stages: it does not start with \"t=\""
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
            write!(
                f,
                "the share link is cut short: it ends after {at} {}",
                bytes_word(*at)
            )
        }
        ShareProblem::Trailing { at } => write!(
            f,
            "the share link's data ends after {at} {}, but more follows",
            bytes_word(*at)
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

/// A ko position's field in English.
pub(crate) fn ko_field(field: crate::error::KoField) -> String {
    use crate::error::KoField::*;
    match field {
        Ko => "the ko's value (k)".into(),
        ToMove => "the side to move".into(),
        State => "the ko's state".into(),
        Pending => "the pending threat".into(),
        Yose(i) => format!("yose {}", i + 1),
        Black(i) => format!("Black's threat {}", i + 1),
        White(i) => format!("White's threat {}", i + 1),
    }
}

/// [`ErrorKind::KoPosition`] in English.
fn ko_fault(f: &mut fmt::Formatter<'_>, fault: &crate::error::KoFault) -> fmt::Result {
    use crate::error::KoFault::*;
    let q = |v: i64| crate::engine::score::Score::from_quarters(v);
    match fault {
        Missing(field) => write!(f, "{} is missing", ko_field(*field)),
        Unknown(name) => write!(
            f,
            "unknown field \"{name}\" (a position has k, to_move, state, pending, yose, black, white)"
        ),
        BadNumber(field, text) => write!(f, "{}: \"{text}\" is not a number", ko_field(*field)),
        NotPositive(field, v) => write!(
            f,
            "{} is {}: values must be above 0 (leave a neutral point out)",
            ko_field(*field),
            q(*v)
        ),
        TooFine(field, text) => write!(
            f,
            "{}: {text} is finer than a quarter point (values are exact to 0.25)",
            ko_field(*field)
        ),
        BadState(text) => write!(
            f,
            "the ko's state \"{text}\" is not one of threat, connect, take"
        ),
        BadToMove(text) => write!(f, "the side to move \"{text}\" is not black or white"),
        PendingWithoutConnect => write!(
            f,
            "a pending threat is only for the state connect (the mover holds the ko and the opponent has just played a threat)"
        ),
        TooManyItems { count, max } => write!(
            f,
            "{count} yose and threats, more than the {max} this tool takes"
        ),
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

/// What does not fit a JSON document's format, from its data; serde's `message` only for what
/// the data does not say.
fn schema(problem: &SchemaProblem, message: &str, document: DocumentKind) -> String {
    let quoted =
        |words: &[String]| or_list(&words.iter().map(|w| format!("{w:?}")).collect::<Vec<_>>());
    match problem {
        SchemaProblem::MissingField { field } if field == "format" => format!(
            "missing field \"format\" (write \"format\": {:?})",
            super::formats_read(document)
                .last()
                .copied()
                .unwrap_or_default()
        ),
        SchemaProblem::MissingField { field } => format!("missing field {field:?}"),
        SchemaProblem::UnknownField { field } => format!("unknown field {field:?}"),
        SchemaProblem::DuplicateField { field } => format!("field {field:?} is given twice"),
        SchemaProblem::UnknownVariant { found, allowed } => {
            format!("unknown value {found}: expected {}", quoted(allowed))
        }
        SchemaProblem::InvalidType { found, expected } if found.is_empty() => {
            format!(
                "a value of the wrong type: expected {}",
                value_type(*expected)
            )
        }
        SchemaProblem::InvalidType { found, expected } => {
            format!(
                "{found} is of the wrong type: expected {}",
                value_type(*expected)
            )
        }
        SchemaProblem::InvalidValue { found, expected } => {
            format!(
                "{found} is out of range: expected {}",
                value_type(*expected)
            )
        }
        SchemaProblem::NoShape { expected } if !expected.is_empty() => format!(
            "a value of the wrong type: expected {}",
            or_list(
                &expected
                    .iter()
                    .map(|t| value_type(*t).to_string())
                    .collect::<Vec<_>>()
            )
        ),
        _ => message.to_string(),
    }
}

/// A JSON value type, as a message says what is needed: `a whole number from 0 to 255`.
fn value_type(t: ValueType) -> String {
    match t {
        ValueType::WholeNumber { min, max } => format!("a whole number from {min} to {max}"),
        ValueType::Number => "a number".into(),
        ValueType::Text => "a string".into(),
        ValueType::Boolean => "true or false".into(),
        ValueType::List => "a list ([…])".into(),
        ValueType::Object => "an object ({…})".into(),
        ValueType::Other => "another value".into(),
    }
}

/// A kind of document as a format's name says it: `league`, `Swiss event`.
fn kind(document: DocumentKind) -> &'static str {
    match document {
        DocumentKind::League => "league",
        DocumentKind::Event => "Swiss event",
        DocumentKind::Staged => "staged event",
    }
}

/// A kind of document as a sentence names one: `league`, `event`.
fn noun(document: DocumentKind) -> &'static str {
    match document {
        DocumentKind::League => "league",
        DocumentKind::Event => "event",
        DocumentKind::Staged => "event",
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
pub(super) fn criterion_codes(sep: &str) -> String {
    crate::engine::Criterion::ALL.map(|c| c.code()).join(sep)
}

fn names(players: &[String]) -> String {
    let quoted: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    quoted.join(", ")
}

/// Where the error is, as `Display` writes it before the message: `file:line:column: ` then
/// the JSON path and the cell, each followed by `: ` (empty when nothing is known).
pub fn location(l: &Location) -> String {
    l.text(
        |line, column| match column {
            Some(col) => format!("line {line}, column {col}"),
            None => format!("line {line}"),
        },
        CellRef::to_string,
    )
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        ErrorIn::<{ super::ALL }>(self).fmt(f)
    }
}

/// An error in English as its `Display` says it, in a build that words the origins `O`
/// ([`super::message_in`]).
pub(super) struct ErrorIn<'a, const O: u8>(pub &'a Error);

/// An error's kind in English, in a build that words the origins `O`.
struct KindIn<'a, const O: u8>(&'a ErrorKind);

impl<const O: u8> fmt::Display for KindIn<'_, O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        kind_words::<O>(self.0, f)
    }
}

impl<const O: u8> fmt::Display for ErrorIn<'_, O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.0;
        write!(f, "{}{}", location(e.location()), KindIn::<O>(e.kind()))?;
        if let Some(player) = &e.location().player {
            // Name the player unless the message already does.
            let said = KindIn::<O>(e.kind())
                .to_string()
                .contains(&format!("{player:?}"));
            if !said {
                write!(f, " (player {player:?})")?;
            }
        }
        Ok(())
    }
}

/// `n` rounds, as English counts them.
fn rounds_en(n: usize) -> String {
    if n == 1 {
        "1 round".to_string()
    } else {
        format!("{n} rounds")
    }
}

/// "byte" or "bytes", for a count.
fn bytes_word(n: usize) -> &'static str {
    if n == 1 { "byte" } else { "bytes" }
}
