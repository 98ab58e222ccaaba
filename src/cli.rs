//! The command-line interface, as a library function so tests can drive it without a process.
//!
//! The usage is the clap structs below, written once: `hoshitori --help` and
//! `hoshitori COMMAND --help` print it. [`run`] parses with clap, turns clap's errors into
//! [`ErrorKind`] data (worded in the user's language by `report::text`, like every other error),
//! and dispatches to the engine and to `report/` for the words. Options shared by several commands
//! are one `#[derive(Args)]` struct each (`RuleArgs`, `SampleArgs`, `OutputArgs`), flattened into
//! the commands that take them: a new rule option goes in `RuleArgs` once.
//!
//! Exit codes: 0 success (help and version included), 2 bad input or usage (the message names the
//! option, or the file, line, cell or player).

use std::io::{Read, Write};

use clap::builder::{PossibleValuesParser, TypedValueParser as _};
use clap::error::{ContextKind, ContextValue, ErrorKind as ClapKind};
use clap::{Args, CommandFactory as _, Parser, Subcommand, ValueEnum};

use crate::document::league::{Input, League, Policies};
use crate::engine::jishogi::{self, BoardRule, Colour, Declaration, Impasse, Pieces, Rule};
use crate::engine::lab::{self, Reading};
use crate::engine::whatif;
use crate::engine::{RuleChain, rank};
use crate::error::{Error, ErrorKind, ExpectedArgument};
use crate::format::{self, share};
use crate::report::{self, text::Lang};

/// Hoshitori ranks a round-robin league and explains every place.
///
/// FILE is a league file (JSON, hoshitori-league/2 or /1) or a CSV/TSV crosstable; - reads
/// standard input. Rules are a preset (fukui, jp-pro-league, shogi-junisen, rif-round-robin,
/// fide-round-robin) or criterion codes (PTS, WIN, WON, DE, SB, BH, KS, BPG, BWG, ARO, TPR,
/// PREV; docs/rules/), with policies for playoffs (docs/rules/chains.md). Errors exit with code 2.
// Help is wrapped at a fixed width, the same in any terminal and in the tests; a repeated option
// overrides the earlier one.
#[derive(Debug, Parser)]
#[command(
    name = "hoshitori",
    version,
    term_width = 100,
    args_override_self = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Rank a league or a Swiss event and explain every place.
    Rank(RankArgs),
    /// Convert a league file to JSON, CSV or TSV.
    Convert(ConvertArgs),
    /// Work out every outcome of the pending games: places, chances, conditions (docs/what-if.md).
    WhatIf(WhatIfArgs),
    /// Judge a shogi impasse (持将棋) or an entering-king declaration (入玉宣言) from the counted
    /// pieces, with the arithmetic (docs/rules/jishogi.md).
    ///
    /// Whole-board rules (24, 27, 27-gote): each player's rooks and bishops (--sente-big,
    /// --gote-big) and other pieces (--sente-small, --gote-small), on the board and in hand, kings
    /// not counted. Declaration: the declarer's pieces in hand and inside the opponent's camp
    /// (--big, --small), how many of them are inside the camp (--in-camp), and the king's state.
    Jishogi(JishogiArgs),
    /// Measure how often the rules leave places open (docs/lab.md).
    ///
    /// With --tied K: K players (2 to 7) of equal previous rank tie on wins and every game among
    /// them is 50/50; every result of their games is enumerated, and --seats S puts the seat line
    /// after the S-th of them (1 to K-1). With FILE: whole seasons of the league are sampled, every
    /// game 50/50.
    Lab(LabArgs),
    /// Print a share link: the page's address with the whole league in its fragment (#s=...),
    /// or a Swiss event's on the Swiss page (swiss.html#e=...), opened read-only; optionally its
    /// QR code as SVG (docs/league-format.md and docs/swiss-format.md, "Share links").
    Share(ShareArgs),
    /// Pair a round of a Swiss event by the Tagajo method or SwigPro's order (docs/pairing.md):
    /// the pairing list, and with --explain the pairing order with every player's values and,
    /// for each pair, the candidates passed over and why. --write puts the pairs into the file.
    Pair(PairArgs),
}

/// The league file of a command.
#[derive(Debug, Args)]
struct FileArg {
    /// A league file (JSON), a CSV/TSV crosstable, or a Swiss event (JSON or FIDE TRF); - reads
    /// standard input.
    #[arg(value_name = "FILE")]
    file: String,
}

/// The rules a league is ranked under, for every command that ranks.
#[derive(Debug, Args)]
struct RuleArgs {
    /// A preset (fukui, jp-pro-league, shogi-junisen, rif-round-robin, fide-round-robin; for a
    /// Swiss event fide-swiss, rif-swiss, tagajo, egf-mcmahon, jp-go-swiss, rif-team, …) or
    /// criterion codes such as PTS,SB,DE,WIN or PTS,BH-C1,BH,SB [default: the file's "rules",
    /// else fukui, or the Swiss event's game's list].
    #[arg(long, value_name = "ID|CODES")]
    rules: Option<String>,
    /// Which ties the criteria leave are played off rather than shared: none, title, seats,
    /// title,seats or all [default: the rules' own].
    #[arg(long, value_name = "WHICH")]
    playoff: Option<String>,
    /// Criteria for a tie for first only (codes such as DE,WIN,SB), or none: no criterion decides
    /// the title [default: the rules' own].
    #[arg(long, value_name = "CODES|none")]
    title_rules: Option<String>,
    /// How a playoff is played: knockout, stepladder, round-robin or two-most-senior [default:
    /// the rules' own].
    #[arg(long, value_name = "FORMAT")]
    playoff_format: Option<String>,
    /// How many top places keep their seat [default: the file's "seats"].
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u32>(0, None),
    )]
    seats: Option<u32>,
}

/// Monte Carlo sampling.
#[derive(Debug, Args)]
struct SampleArgs {
    /// How many outcomes or seasons to sample when they are too many to enumerate.
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(1, None),
    )]
    samples: Option<u64>,
    /// The seed of the sampler (the same seed, the same report).
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(0, None),
    )]
    seed: Option<u64>,
}

/// The language of the text and of error messages.
#[derive(Debug, Args)]
struct LangArg {
    /// The language of the report and of errors [default: from LANG].
    #[arg(long, value_enum)]
    lang: Option<LangCode>,
}

/// What a report is printed as, and in which language.
#[derive(Debug, Args)]
struct OutputArgs {
    /// Text for people, or JSON (docs/output-json.md).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    #[command(flatten)]
    lang: LangArg,
}

#[derive(Debug, Args)]
struct RankArgs {
    #[command(flatten)]
    file: FileArg,
    #[command(flatten)]
    rules: RuleArgs,
    /// Swiss events: how unplayed rounds count (fide2009, fide2023r, fide2024, fide2026, plain)
    /// [default: the file's, else the rules', else the one in force at the event's date].
    #[arg(long, value_name = "ID")]
    edition: Option<String>,
    /// Swiss events: show each opponent-score value's elements (opponent, score, cut).
    #[arg(long)]
    explain: bool,
    #[command(flatten)]
    output: RankOutputArgs,
}

/// What `rank` prints, and in which language: the report formats, and the crosstable with the
/// standings as an image or a table to publish.
#[derive(Debug, Args)]
struct RankOutputArgs {
    /// Text for people, JSON (docs/output-json.md), or the crosstable with the standings as an
    /// SVG image or an HTML table with inline styles (for a site's editor).
    #[arg(long, value_enum, default_value_t = RankFormat::Text)]
    format: RankFormat,
    #[command(flatten)]
    lang: LangArg,
}

#[derive(Debug, Args)]
struct ConvertArgs {
    #[command(flatten)]
    file: FileArg,
    /// The format to write.
    #[arg(long, value_enum, value_name = "FORMAT")]
    to: FileFormat,
    #[command(flatten)]
    lang: LangArg,
}

#[derive(Debug, Args)]
struct WhatIfArgs {
    #[command(flatten)]
    file: FileArg,
    #[command(flatten)]
    rules: RuleArgs,
    /// Each pending game can also be drawn.
    #[arg(long)]
    draws: bool,
    #[command(flatten)]
    sampling: SampleArgs,
    /// Odds of each pending game from the players' "rating" fields (Elo).
    #[arg(long)]
    ratings: bool,
    /// Sampling stops once every probability is known to within this many percentage points
    /// (95 %), or at `--samples`; 0: exactly `--samples` [default: 0.5].
    #[arg(long, value_name = "PP", value_parser = percentage_points)]
    precision: Option<f64>,
    /// Search steps for every best and worst place together, when the outcomes are too many
    /// to rank each (a league's search nodes, a Swiss event's rankings); a place not proven
    /// within them is marked ? [default: 8000000 for a league, 4096 for a Swiss event].
    #[arg(
        long,
        value_name = "NODES",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(1, None),
    )]
    search_budget: Option<u64>,
    /// Threads to run the analysis on (the answer is the same on any number)
    /// [default: the machine's cores].
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u32>(1, Some(256)),
    )]
    threads: Option<u32>,
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Debug, Args)]
struct JishogiArgs {
    /// 24 (professional), 27 (amateur), 27-gote (27, equal points a win for Gote) or declaration.
    #[arg(long, value_name = "RULE", value_parser = impasse_rule())]
    rule: Rule,
    /// Sente's rooks and bishops, promoted or not (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(4)))]
    sente_big: Option<u8>,
    /// Sente's other pieces, kings not counted (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(34)))]
    sente_small: Option<u8>,
    /// Gote's rooks and bishops (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(4)))]
    gote_big: Option<u8>,
    /// Gote's other pieces (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(34)))]
    gote_small: Option<u8>,
    /// Declaration: who declares (the player to move).
    #[arg(long, value_enum, requires_all = ["big", "small", "in_camp"], conflicts_with_all = ["sente_big", "sente_small", "gote_big", "gote_small"])]
    declarer: Option<Side>,
    /// Declaration: the declarer's rooks and bishops in hand and inside the camp.
    #[arg(long, value_name = "N", requires = "declarer", value_parser = whole_number::<u8>(0, Some(4)))]
    big: Option<u8>,
    /// Declaration: the declarer's other pieces in hand and inside the camp.
    #[arg(long, value_name = "N", requires = "declarer", value_parser = whole_number::<u8>(0, Some(34)))]
    small: Option<u8>,
    /// Declaration: how many of the declarer's pieces (not the king) are inside the camp.
    #[arg(long, value_name = "N", requires = "declarer", value_parser = whole_number::<u8>(0, Some(38)))]
    in_camp: Option<u8>,
    /// Declaration: the declarer's king is inside the opponent's camp.
    #[arg(long, requires = "declarer")]
    king_in_camp: bool,
    /// Declaration: the declarer's king is in check.
    #[arg(long, requires = "declarer")]
    in_check: bool,
    #[command(flatten)]
    lang: LangArg,
}

/// A shogi player by the order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Side {
    /// 先手, who moved first.
    Sente,
    /// 後手.
    Gote,
}

/// A value parser for the impasse rules, by their codes ([`Rule::code`]).
fn impasse_rule() -> impl clap::builder::TypedValueParser<Value = Rule> {
    PossibleValuesParser::new(Rule::ALL.map(Rule::code))
        .map(|code| Rule::from_code(&code).unwrap_or(Rule::Board(BoardRule::Points24)))
}

#[derive(Debug, Args)]
struct LabArgs {
    /// Whole seasons of this league (JSON or CSV/TSV; - reads standard input).
    #[arg(value_name = "FILE", conflicts_with = "tied")]
    file: Option<String>,
    /// K, the number of tied players.
    #[arg(
        long,
        value_name = "K",
        allow_negative_numbers = true,
        value_parser = whole_number::<usize>(lab::MIN_TIED as u64, Some(lab::MAX_TIED as u64)),
    )]
    tied: Option<usize>,
    /// With --tied: the engine's ranking, or a reading of the fukui rules (3)-(4) (docs/lab.md)
    /// [default: engine].
    #[arg(long, value_name = "R", value_parser = reading())]
    reading: Option<Reading>,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    sampling: SampleArgs,
    #[command(flatten)]
    output: OutputArgs,
}

/// The address a share link opens when no `--base` is given: the page as `scripts/serve.sh`
/// serves it.
const DEFAULT_BASE: &str = "http://127.0.0.1:8080/";

#[derive(Debug, Args)]
struct ShareArgs {
    #[command(flatten)]
    file: FileArg,
    /// The address of the page the link opens (where the association serves Hoshitori; a Swiss
    /// event's link opens swiss.html there) [default: http://127.0.0.1:8080/, the page
    /// scripts/serve.sh serves].
    #[arg(long, value_name = "URL")]
    base: Option<String>,
    /// Also write the link's QR code to this file (SVG).
    #[arg(long, value_name = "OUT.svg")]
    qr: Option<String>,
    /// The language of the QR code's title and of errors [default: from LANG].
    #[command(flatten)]
    lang: LangArg,
}

#[derive(Debug, Args)]
struct PairArgs {
    /// A Swiss event file (JSON); other formats (TRF, h9, CSV) are read but --write needs JSON.
    #[arg(value_name = "FILE")]
    file: String,
    /// The round to pair (1 = the first) [default: the first round without results].
    #[arg(long, value_name = "N", value_parser = whole_number::<u32>(1, Some(99)))]
    round: Option<u32>,
    /// tagajo or swigpro [default: the file's pairing.system, else tagajo].
    #[arg(long, value_name = "SYSTEM")]
    system: Option<String>,
    /// The seed the lots are drawn from, when the file has none (kept in the file with --write).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// Allow rematches (when no pairing exists without one).
    #[arg(long)]
    rematches: bool,
    /// Show the pairing order and why each opponent.
    #[arg(long)]
    explain: bool,
    /// Write the pairs (and the seed) into FILE.
    #[arg(long)]
    write: bool,
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum RankFormat {
    Text,
    Json,
    Svg,
    Html,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum LangCode {
    Ja,
    En,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum FileFormat {
    Json,
    Csv,
    Tsv,
    /// FIDE's TRF-16 (Swiss events).
    Trf,
    /// The European Go Database's tournament table (Swiss events).
    H9,
}

/// A value a value parser refused: what the option takes, for [`ErrorKind::InvalidArgumentValue`].
#[derive(Debug)]
struct Refused(ExpectedArgument);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Refused {}

/// A value parser for a whole number from `min` (to `max`, when given) that fits in `T`. Its
/// options take negative numbers as values (`--seats -1`), so this says what is wrong with them.
fn whole_number<T>(
    min: u64,
    max: Option<u64>,
) -> impl Fn(&str) -> Result<T, Refused> + Clone + Send + Sync + 'static
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    move |s| {
        let refused = || Refused(ExpectedArgument::WholeNumber { min, max });
        let n: u64 = s.parse().map_err(|_| refused())?;
        if n < min || max.is_some_and(|max| n > max) {
            return Err(refused());
        }
        T::try_from(n).map_err(|_| refused())
    }
}

/// A value parser for `--precision`: percentage points from 0 to 50.
fn percentage_points(s: &str) -> Result<f64, Refused> {
    s.trim()
        .parse::<f64>()
        .ok()
        .filter(|p| (0.0..=50.0).contains(p))
        .ok_or(Refused(ExpectedArgument::PercentagePoints))
}

/// A value parser for the lab's readings, by their codes ([`Reading::code`]).
fn reading() -> impl clap::builder::TypedValueParser<Value = Reading> {
    PossibleValuesParser::new(Reading::ALL.map(Reading::code))
        .map(|code| Reading::from_code(&code).unwrap_or(Reading::Engine))
}

/// Runs the CLI on `args` (without the program name) and returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    env_lang: Option<&str>,
) -> i32 {
    let env_lang = env_lang.map_or(Lang::En, Lang::from_tag);
    let result = match parse(args) {
        Ok(Parsed::Run(cli)) => dispatch(cli, stdin, stdout, env_lang),
        Ok(Parsed::Print(text)) => write_out(stdout, &text),
        Err(e) => Err(e),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            let message = report::error::message(error_lang(args, env_lang), &e);
            let _ = writeln!(stderr, "hoshitori: error: {message}");
            2
        }
    }
}

/// The language of an error message: `--lang` if the command line gives a valid one (the error
/// may be in the arguments themselves), else the environment's.
fn error_lang(args: &[String], env_lang: Lang) -> Lang {
    let given = |i: usize| match args[i].as_str() {
        "--lang" => args.get(i + 1).map(String::as_str),
        a => a.strip_prefix("--lang="),
    };
    (0..args.len())
        .rev()
        .find_map(|i| given(i).filter(|v| matches!(*v, "ja" | "en")))
        .map_or(env_lang, Lang::from_tag)
}

/// What the command line asks for: a command to run, or text clap wrote (help, version).
enum Parsed {
    Run(Cli),
    Print(String),
}

fn parse(args: &[String]) -> Result<Parsed, Error> {
    let argv = std::iter::once("hoshitori").chain(args.iter().map(String::as_str));
    match Cli::try_parse_from(argv) {
        Ok(cli) => Ok(Parsed::Run(cli)),
        Err(e) if matches!(e.kind(), ClapKind::DisplayHelp | ClapKind::DisplayVersion) => {
            Ok(Parsed::Print(e.to_string()))
        }
        Err(e) => Err(Error::new(command_line_error(&e, args))),
    }
}

/// Clap's error as our data: the kind, the option and the value it names, what the option takes.
fn command_line_error(e: &clap::Error, args: &[String]) -> ErrorKind {
    let string = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    let strings = |kind: ContextKind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    // The subcommand, if any, is the first argument: the top level takes no other option.
    let command = match args.first() {
        Some(c) if Cli::command().find_subcommand(c).is_some() => format!("hoshitori {c}"),
        _ => "hoshitori".to_string(),
    };
    let argument = string(ContextKind::InvalidArg)
        .map(|a| argument_name(&a))
        .unwrap_or_default();
    match e.kind() {
        ClapKind::InvalidSubcommand => ErrorKind::UnknownCommand {
            found: string(ContextKind::InvalidSubcommand).unwrap_or_default(),
            suggestion: string(ContextKind::SuggestedSubcommand),
        },
        ClapKind::MissingSubcommand | ClapKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            ErrorKind::MissingCommand
        }
        // Every argument clap lists is required; `MissingArgument` lists alternatives, so it
        // names the first (the next run names the next).
        ClapKind::MissingRequiredArgument => ErrorKind::MissingArgument {
            command,
            arguments: strings(ContextKind::InvalidArg)
                .first()
                .map(|a| argument_name(a))
                .into_iter()
                .collect(),
        },
        ClapKind::ArgumentConflict => ErrorKind::ConflictingArguments {
            command,
            argument,
            other: string(ContextKind::PriorArg)
                .map(|a| argument_name(&a))
                .unwrap_or_default(),
        },
        ClapKind::InvalidValue | ClapKind::ValueValidation => {
            let value = string(ContextKind::InvalidValue).unwrap_or_default();
            if value.is_empty() && e.kind() == ClapKind::InvalidValue {
                return ErrorKind::MissingValue { command, argument };
            }
            let refused = std::error::Error::source(e).and_then(|s| s.downcast_ref::<Refused>());
            let expected = match refused {
                Some(Refused(expected)) => expected.clone(),
                None => ExpectedArgument::OneOf(strings(ContextKind::ValidValue)),
            };
            ErrorKind::InvalidArgumentValue {
                command,
                argument,
                value,
                expected,
            }
        }
        // Unknown options, extra arguments, and anything else clap refuses in an argument.
        _ => ErrorKind::UnknownArgument {
            command,
            argument,
            suggestion: string(ContextKind::SuggestedArg),
        },
    }
}

/// An argument as the user types it, from clap's rendering: `--seats <N>` → `--seats`,
/// `<FILE>` and `[FILE]` → `FILE`.
fn argument_name(rendered: &str) -> String {
    let name = rendered.split([' ', '=']).next().unwrap_or(rendered);
    name.trim_matches(['<', '>', '[', ']']).to_string()
}

fn write_out(stdout: &mut dyn Write, s: &str) -> Result<(), Error> {
    stdout.write_all(s.as_bytes()).map_err(|e| {
        Error::new(ErrorKind::Io {
            message: format!("cannot write output: {e}"),
        })
    })
}

/// Pretty JSON with a final newline.
fn json_text(value: &impl serde::Serialize) -> String {
    let mut s = serde_json::to_string_pretty(value).unwrap_or_default();
    s.push('\n');
    s
}

fn read_input(file: &str, stdin: &mut dyn Read) -> Result<String, Error> {
    let io = |e: std::io::Error| {
        Error::new(ErrorKind::CannotRead {
            detail: e.to_string(),
            not_found: e.kind() == std::io::ErrorKind::NotFound,
        })
        .with_file(file)
    };
    let bytes = if file == "-" {
        let mut buf = Vec::new();
        stdin.read_to_end(&mut buf).map_err(io)?;
        buf
    } else {
        std::fs::read(file).map_err(io)?
    };
    // UTF-8 (with or without a byte-order mark) or Shift_JIS, as Japanese Excel saves.
    crate::format::decode(&bytes)
        .map(|(text, _)| text)
        .map_err(|e| e.with_file(file))
}

/// A command's FILE, read and checked: its name, text, document and the engine's input.
struct Loaded {
    file: String,
    text: String,
    league: League,
    input: Input,
}

/// A Swiss event read from a file: its document and the text, to locate errors.
struct SwissLoaded {
    file: String,
    text: String,
    event: crate::document::event::SwissEvent,
}

impl SwissLoaded {
    /// The event, when `text` is a TRF or a Swiss event document; `None` for a league.
    fn read(file: &str, text: &str) -> Result<Option<SwissLoaded>, Error> {
        let Some(event) = format::read_event(text) else {
            return Ok(None);
        };
        let event = event.map_err(|e| e.with_file(file))?;
        Ok(Some(SwissLoaded {
            file: file.to_string(),
            text: text.to_string(),
            event,
        }))
    }

    /// `e`, found in the event, located in the file (the JSON path's line).
    fn locate(&self, e: Error) -> Error {
        let e = if format::json::is_event(&self.text) {
            format::json::locate_error(&self.text, e)
        } else {
            e
        };
        e.with_file(&self.file)
    }
}

/// `hoshitori pair`: pairs a round of a Swiss event; with `--write`, puts it into the file.
fn run_pair(a: &PairArgs, stdin: &mut dyn Read, env_lang: Lang) -> Result<String, Error> {
    let text = read_input(&a.file, stdin)?;
    let Some(mut s) = SwissLoaded::read(&a.file, &text)? else {
        return Err(Error::new(ErrorKind::NotAnEvent).with_file(&a.file));
    };
    if a.write && (a.file == "-" || !format::json::is_event(&text)) {
        return Err(Error::new(ErrorKind::PairWriteNeedsJson).with_file(&a.file));
    }
    if let Some(seed) = a.seed {
        s.event.pairing.get_or_insert_with(Default::default).seed = Some(seed);
    }
    let system = match a.system.as_deref() {
        None => None,
        Some(id) => Some(
            crate::engine::swiss::pairing::System::parse(id)
                .ok_or_else(|| Error::new(ErrorKind::UnknownPairingSystem { found: id.into() }))?,
        ),
    };
    let round = match a.round {
        Some(r) => r as usize - 1,
        None => s.event.round_to_pair().ok_or_else(|| {
            Error::new(ErrorKind::NoRoundToPair {
                planned: s.event.planned_rounds.unwrap_or(0),
            })
            .with_file(&a.file)
        })?,
    };
    let names: Vec<String> = s.event.players.iter().map(|p| p.name.clone()).collect();
    let paired = s
        .event
        .pair_round(round, system, a.rematches)
        .map_err(|e| s.locate(e))?
        .map_err(|i| {
            Error::new(ErrorKind::PairingImpossible {
                round: round as u32 + 1,
                players: report::pairing::impossible_names(&names, &i),
            })
            .with_file(&a.file)
        })?;
    if a.write {
        s.event.apply_pairing(round, &paired);
        std::fs::write(&a.file, json_text(&s.event)).map_err(|e| {
            Error::new(ErrorKind::Io {
                message: e.to_string(),
            })
            .with_file(&a.file)
        })?;
    }
    let lang = a.output.lang.lang(env_lang);
    Ok(match a.output.format {
        Format::Json => json_text(&report::pairing::json(&names, &paired)),
        Format::Text => report::pairing::text(lang, &names, &paired, a.explain),
    })
}

/// `hoshitori rank` of a Swiss event.
fn run_rank_swiss(a: &RankArgs, s: &SwissLoaded, env_lang: Lang) -> Result<String, Error> {
    let input = s
        .event
        .input(a.rules.rules.as_deref(), a.edition.as_deref())
        .map_err(|e| s.locate(e))?;
    let st = crate::engine::swiss::order(&input.event, &input.codes, input.edition);
    let names: Vec<String> = input.event.names();
    let title = s.event.title.as_deref();
    let lang = a.output.lang.lang(env_lang);
    match a.output.format {
        RankFormat::Json => Ok(json_text(&report::swiss::json(
            &names,
            &input.event,
            &input.rules,
            title,
            &st,
            a.explain,
        ))),
        RankFormat::Text => Ok(report::swiss::text(
            lang,
            &names,
            &input.event,
            &input.rules,
            title,
            &st,
            a.explain,
        )),
        RankFormat::Svg => Err(refused_format("rank", "--format", "svg", &["text", "json"])),
        RankFormat::Html => Err(refused_format(
            "rank",
            "--format",
            "html",
            &["text", "json"],
        )),
    }
}

/// A format value that exists but does not apply to this kind of file.
fn refused_format(command: &str, argument: &str, value: &str, expected: &[&str]) -> Error {
    Error::new(ErrorKind::InvalidArgumentValue {
        command: command.into(),
        argument: argument.into(),
        value: value.into(),
        expected: ExpectedArgument::OneOf(expected.iter().map(|x| x.to_string()).collect()),
    })
}

/// `hoshitori convert` of a Swiss event: to the event JSON, or to TRF with the points and the
/// places under the event's rules.
fn convert_swiss(to: FileFormat, s: &SwissLoaded) -> Result<String, Error> {
    match to {
        FileFormat::Json => Ok(json_text(&s.event)),
        // TRF-16's team records are not written: a team event converts to JSON only.
        FileFormat::Trf if s.event.boards.is_some() => {
            Err(refused_format("convert", "--to", "trf", &["json"]))
        }
        FileFormat::Trf => {
            let input = s.event.input(None, None).map_err(|e| s.locate(e))?;
            let st = crate::engine::swiss::order(&input.event, &input.codes, input.edition);
            let (points, ranks) = format::trf::columns(&input.event, &st);
            Ok(format::trf::write(&s.event, &points, &ranks))
        }
        FileFormat::H9 => {
            let input = s.event.input(None, None).map_err(|e| s.locate(e))?;
            let st = crate::engine::swiss::order(&input.event, &input.codes, input.edition);
            let order: Vec<usize> = st.rows.iter().map(|r| r.player).collect();
            let mut columns = vec![Vec::new(); input.event.players()];
            for row in &st.rows {
                columns[row.player] = row
                    .values
                    .iter()
                    .flatten()
                    .map(|v| report::swiss::text_value(*v))
                    .collect();
            }
            Ok(format::h9::write(&s.event, &order, &columns))
        }
        FileFormat::Csv => Ok(format::wallchart::write(&s.event, ',')),
        FileFormat::Tsv => Ok(format::wallchart::write(&s.event, '\t')),
    }
}

impl Loaded {
    fn read(file: &str, stdin: &mut dyn Read) -> Result<Loaded, Error> {
        let text = read_input(file, stdin)?;
        Loaded::from_text(file, text)
    }

    fn from_text(file: &str, text: String) -> Result<Loaded, Error> {
        if format::read_event(&text).is_some() {
            return Err(Error::new(ErrorKind::NotForSwiss).with_file(file));
        }
        let (league, input) = format::read(&text, file)?;
        Ok(Loaded {
            file: file.to_string(),
            text,
            league,
            input,
        })
    }

    /// `e`, found in the league, located in the file (line, path).
    fn locate(&self, e: Error) -> Error {
        format::locate(&self.text, &self.league, e).with_file(&self.file)
    }
}

impl RuleArgs {
    /// `--rules`, else the file's rules, else `fukui`; then the policy flags over them.
    fn chain(&self, loaded: &Loaded) -> Result<RuleChain, Error> {
        let base = match &self.rules {
            Some(r) => RuleChain::parse(r)?,
            None => loaded
                .league
                .chain()
                .map_err(|e| loaded.locate(e))?
                .unwrap_or_else(RuleChain::fukui),
        };
        self.policies(base)
    }

    /// `chain` with the policy flags given.
    fn policies(&self, chain: RuleChain) -> Result<RuleChain, Error> {
        let flags = Policies {
            playoff: self.playoff.clone(),
            title_rules: self.title_rules.clone(),
            playoff_format: self.playoff_format.clone(),
            reapply: None,
        };
        flags.apply(chain, None)
    }

    /// `--seats`, else the file's.
    fn seats(&self, loaded: &Loaded) -> Option<u32> {
        self.seats.or(loaded.input.options.seats)
    }
}

impl OutputArgs {
    fn json(&self) -> bool {
        self.format == Format::Json
    }
}

impl LangArg {
    /// `--lang`, else the environment's.
    fn lang(&self, env_lang: Lang) -> Lang {
        match self.lang {
            Some(LangCode::Ja) => Lang::Ja,
            Some(LangCode::En) => Lang::En,
            None => env_lang,
        }
    }
}

fn dispatch(
    cli: Cli,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    env_lang: Lang,
) -> Result<(), Error> {
    let text = match cli.command {
        Command::Rank(a) => run_rank(&a, stdin, env_lang)?,
        Command::Convert(a) => {
            let text = read_input(&a.file.file, stdin)?;
            if let Some(swiss) = SwissLoaded::read(&a.file.file, &text)? {
                convert_swiss(a.to, &swiss)?
            } else {
                let loaded = Loaded::from_text(&a.file.file, text)?;
                match a.to {
                    FileFormat::Json => format::json::write(&loaded.league),
                    FileFormat::Csv => format::csv::write(&loaded.league, b',')?,
                    FileFormat::Tsv => format::csv::write(&loaded.league, b'\t')?,
                    FileFormat::Trf | FileFormat::H9 => {
                        let value = if a.to == FileFormat::Trf { "trf" } else { "h9" };
                        return Err(refused_format(
                            "convert",
                            "--to",
                            value,
                            &["json", "csv", "tsv"],
                        ));
                    }
                }
            }
        }
        Command::WhatIf(a) => run_what_if(&a, stdin, env_lang)?,
        Command::Jishogi(a) => run_jishogi(&a, env_lang)?,
        Command::Lab(a) => match &a.file {
            Some(file) => run_season_lab(&a, file, stdin, env_lang)?,
            None => run_lab(&a, env_lang)?,
        },
        Command::Share(a) => run_share(&a, stdin, env_lang)?,
        Command::Pair(a) => run_pair(&a, stdin, env_lang)?,
    };
    write_out(stdout, &text)
}

/// `hoshitori rank FILE`.
fn run_rank(a: &RankArgs, stdin: &mut dyn Read, env_lang: Lang) -> Result<String, Error> {
    let text = read_input(&a.file.file, stdin)?;
    if let Some(swiss) = SwissLoaded::read(&a.file.file, &text)? {
        return run_rank_swiss(a, &swiss, env_lang);
    }
    let loaded = Loaded::from_text(&a.file.file, text)?;
    let chain = a.rules.chain(&loaded)?;
    let table = &loaded.input.table;
    let mut options = loaded.input.options.clone();
    options.seats = a.rules.seats(&loaded);
    let ranking = rank(table, &chain, &options).map_err(|e| loaded.locate(e))?;
    let title = loaded.league.title.as_deref();
    let lang = a.output.lang.lang(env_lang);
    let seats = options.seats;
    Ok(match a.output.format {
        RankFormat::Json => json_text(&report::json::ranking(
            table, &chain, seats, title, &ranking,
        )),
        RankFormat::Text => report::text::render(lang, table, &chain, seats, title, &ranking),
        RankFormat::Svg => report::svg::render(lang, table, &chain, seats, title, &ranking),
        RankFormat::Html => report::html::render(lang, table, &chain, seats, title, &ranking),
    })
}

/// `hoshitori what-if FILE`.
fn run_what_if(a: &WhatIfArgs, stdin: &mut dyn Read, env_lang: Lang) -> Result<String, Error> {
    let text = read_input(&a.file.file, stdin)?;
    if let Some(swiss) = SwissLoaded::read(&a.file.file, &text)? {
        return run_what_if_swiss(a, &swiss, env_lang);
    }
    let loaded = Loaded::from_text(&a.file.file, text)?;
    let chain = a.rules.chain(&loaded)?;
    let seats = a.rules.seats(&loaded);
    let mut options = whatif::Options {
        seats,
        draws: a.draws,
        ..whatif::Options::default()
    };
    if let Some(n) = a.sampling.samples {
        options.samples = n;
    }
    if let Some(pp) = a.precision {
        options.precision = (pp > 0.0).then_some(pp / 100.0);
    }
    if let Some(seed) = a.sampling.seed {
        options.seed = seed;
    }
    if let Some(budget) = a.search_budget {
        options.search_budget = budget;
    }
    if a.ratings {
        options.odds =
            Some(elo_odds(&loaded.league, &loaded.input, a.draws).map_err(|e| loaded.locate(e))?);
    }
    let table = &loaded.input.table;
    let threads = a
        .threads
        .map_or_else(crate::parallel::available, |n| n as usize);
    let what = crate::parallel::analyse(table, &chain, &options, threads)?;
    let names: Vec<String> = table.players().iter().map(|p| p.name.clone()).collect();
    Ok(if a.output.json() {
        json_text(&report::whatif::json(
            &names, &what, &chain.id, seats, a.draws,
        ))
    } else {
        let lang = a.output.lang.lang(env_lang);
        report::whatif::text(lang, &names, &what, loaded.league.title.as_deref())
    })
}

/// `hoshitori what-if` of a Swiss event: the rounds paired but not played, then (when the event
/// pairs its own rounds) the planned rounds not paired yet, paired for each outcome.
fn run_what_if_swiss(a: &WhatIfArgs, s: &SwissLoaded, env_lang: Lang) -> Result<String, Error> {
    use crate::engine::swiss::whatif::Options;
    let input = s
        .event
        .input(a.rules.rules.as_deref(), None)
        .map_err(|e| s.locate(e))?;
    let upcoming = s.event.upcoming().map_err(|e| s.locate(e))?;
    let mut options = Options {
        draws: a.draws,
        seats: a.rules.seats.map(|k| k as usize),
        ..Options::default()
    };
    if let Some(n) = a.sampling.samples {
        options.samples = n;
    }
    if let Some(pp) = a.precision {
        options.precision = (pp > 0.0).then_some(pp / 100.0);
    }
    if let Some(seed) = a.sampling.seed {
        options.seed = seed;
    }
    if let Some(budget) = a.search_budget {
        options.search_budget = budget;
    }
    let threads = a
        .threads
        .map_or_else(crate::parallel::available, |n| n as usize);
    let prospects = crate::parallel::analyse_swiss(
        &input.event,
        &upcoming,
        &input.codes,
        input.edition,
        &options,
        threads,
    )
    .map_err(|e| s.locate(e))?;
    let names: Vec<String> = input.event.names();
    let seats = a.rules.seats;
    Ok(if a.output.json() {
        json_text(&report::swiss::whatif_json(&names, &prospects, seats))
    } else {
        report::swiss::whatif_text(a.output.lang.lang(env_lang), &names, &prospects, seats)
    })
}

/// `hoshitori share FILE`: the link, and with `--qr` its QR code written to a file. A Swiss
/// event's link opens the Swiss page (`swiss.html`) beside `--base`.
fn run_share(a: &ShareArgs, stdin: &mut dyn Read, env_lang: Lang) -> Result<String, Error> {
    let text = read_input(&a.file.file, stdin)?;
    let base = a.base.as_deref().unwrap_or(DEFAULT_BASE);
    let (link, title) = if let Some(s) = SwissLoaded::read(&a.file.file, &text)? {
        let page = share::event::swiss_page(base);
        let link = share::event::link(&page, &s.event).map_err(|e| s.locate(e))?;
        (link, s.event.title.clone())
    } else {
        let loaded = Loaded::from_text(&a.file.file, text)?;
        let shared = share::league::Shared::new(loaded.league.clone());
        let link = share::league::link(base, &shared).map_err(|e| loaded.locate(e))?;
        (link, loaded.league.title)
    };
    if let Some(out) = &a.qr {
        let title = report::qr::title(a.lang.lang(env_lang), title.as_deref());
        let svg = report::qr::Qr::new(&link)?.svg(&title);
        std::fs::write(out, svg).map_err(|e| {
            Error::new(ErrorKind::Io {
                message: e.to_string(),
            })
            .with_file(out)
        })?;
    }
    Ok(format!("{link}\n"))
}

/// `hoshitori jishogi`: the verdict of [`jishogi::judge`] with its arithmetic.
fn run_jishogi(a: &JishogiArgs, env_lang: Lang) -> Result<String, Error> {
    let impasse = match (a.rule, a.declarer) {
        (Rule::Declaration, Some(declarer)) => Impasse::declaration(Declaration {
            declarer: match declarer {
                Side::Sente => Colour::Sente,
                Side::Gote => Colour::Gote,
            },
            counted: Pieces::new(a.big.unwrap_or(0), a.small.unwrap_or(0)),
            in_camp: a.in_camp.unwrap_or(0),
            king_in_camp: a.king_in_camp,
            in_check: a.in_check,
        })?,
        (Rule::Board(rule), None) => {
            let pieces = |big: Option<u8>, small: Option<u8>| {
                Pieces::new(big.unwrap_or(0), small.unwrap_or(0))
            };
            Impasse::board(
                rule,
                pieces(a.sente_big, a.sente_small),
                pieces(a.gote_big, a.gote_small),
            )?
        }
        // The declaration needs its declarer; a whole-board rule its four counts.
        (Rule::Declaration, None) => {
            return Err(Error::new(ErrorKind::MissingArgument {
                command: "hoshitori jishogi".into(),
                arguments: vec!["--declarer".into()],
            }));
        }
        (Rule::Board(_), Some(_)) => {
            return Err(Error::new(ErrorKind::ConflictingArguments {
                command: "hoshitori jishogi".into(),
                argument: "--declarer".into(),
                other: format!("--rule {}", a.rule.code()),
            }));
        }
    };
    let verdict = jishogi::judge(&impasse);
    let mut text = report::jishogi::render(a.lang.lang(env_lang), &verdict);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// `hoshitori lab FILE`: whole seasons of the file's league ([`lab::season`]).
fn run_season_lab(
    a: &LabArgs,
    file: &str,
    stdin: &mut dyn Read,
    env_lang: Lang,
) -> Result<String, Error> {
    let loaded = Loaded::read(file, stdin)?;
    let chain = a.rules.chain(&loaded)?;
    let seats = a.rules.seats(&loaded);
    let samples = a.sampling.samples.unwrap_or(100_000);
    let seed = a.sampling.seed.unwrap_or(whatif::Options::default().seed);
    let report = lab::season(&loaded.input.table, &chain, seats, samples, seed)?;
    Ok(if a.output.json() {
        json_text(&report)
    } else {
        report::lab::text(a.output.lang.lang(env_lang), &report)
    })
}

/// `hoshitori lab --tied K`: [`lab::tied`].
fn run_lab(a: &LabArgs, env_lang: Lang) -> Result<String, Error> {
    let Some(k) = a.tied else {
        return Err(Error::new(ErrorKind::MissingArgument {
            command: "hoshitori lab".into(),
            arguments: vec!["FILE".into(), "--tied".into()],
        }));
    };
    let chain = a.rules.policies(match &a.rules.rules {
        Some(r) => RuleChain::parse(r)?,
        None => RuleChain::fukui(),
    })?;
    // The engine checks the rest (the seat line, the chain, the reading) and says what is wrong.
    let reading = a.reading.unwrap_or(Reading::Engine);
    let report = lab::tied(&chain, k, a.rules.seats, reading)?;
    Ok(if a.output.json() {
        json_text(&report)
    } else {
        report::lab::text(a.output.lang.lang(env_lang), &report)
    })
}

/// Odds for every pending game from the players' `rating` fields (Elo: `a` wins with
/// probability `1 / (1 + 10^((Rb - Ra) / 400))`). With draws, a draw gets a third and the rest is
/// split the same way.
fn elo_odds(league: &League, input: &Input, draws: bool) -> Result<Vec<whatif::Odds>, Error> {
    let mut ratings = Vec::with_capacity(league.players.len());
    for (i, p) in league.players.iter().enumerate() {
        match p.rating {
            Some(r) => ratings.push(f64::from(r)),
            None => {
                return Err(Error::new(ErrorKind::MissingRating)
                    .with_path(format!("players[{i}].rating"))
                    .with_player(p.name.clone()));
            }
        }
    }
    let draw = if draws { 1.0 / 3.0 } else { 0.0 };
    Ok(whatif::pending_games(&input.table)
        .iter()
        .map(|g| {
            let pa = 1.0 / (1.0 + 10f64.powf((ratings[g.b] - ratings[g.a]) / 400.0));
            whatif::Odds {
                a: (1.0 - draw) * pa,
                draw,
                b: (1.0 - draw) * (1.0 - pa),
            }
        })
        .collect())
}
