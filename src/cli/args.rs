//! The command line, as clap structs written once: `hoshitori --help` and `hoshitori COMMAND
//! --help` print them. Options shared by several commands are one `#[derive(Args)]` struct each
//! (`RuleArgs`, `SampleArgs`, `OutputArgs`), flattened into the commands that take them: a new
//! rule option goes in `RuleArgs` once.

use clap::builder::{PossibleValuesParser, TypedValueParser as _};
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::document::league::{Input, League, Policies};
use crate::engine::RuleChain;
use crate::engine::jishogi::{BoardRule, Rule};
use crate::engine::league::lab::{self, Reading};
use crate::error::{Error, ExpectedArgument};
use crate::format::Opened;
use crate::lang::Lang;

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
pub(super) struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

#[derive(Debug, Subcommand)]
pub(super) enum Command {
    /// Rank a league or a Swiss event and explain every place.
    Rank(RankArgs),
    /// Convert a league or a Swiss event to another format (see --to).
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
    /// The best move in a Go endgame with one ko (docs/rules/ko.md): the position as flags or
    /// a small JSON file (FILE, - for standard input); the move, the comparison of the ko's
    /// value with Δ and its working, the optimal score and the line, and why.
    ///
    /// Values are points, exact to a quarter; lists are separated by blanks or commas:
    /// hoshitori ko --k 13 --to-move white --state threat --yose "11 10 9 7 5 3 1"
    /// --black "13 11 7 6" --white "15 12 11 5"
    Ko(KoArgs),
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
    /// Schedule a round robin by FIDE's Berger tables: every round's games, who moves first, who
    /// rests (docs/schedule.md).
    ///
    /// A league without rounds is scheduled (its recorded results keep their place); a league
    /// with rounds shows them. --players reads FILE as a list of
    /// players, one per line, as a spreadsheet copies it (name, and optionally previous rank,
    /// rating, club). --format league writes the league file with its games scheduled.
    Schedule(ScheduleArgs),
    /// A new event in stages for a list of players or teams, with the system the RIF rules name
    /// for their number (docs/stages.md): written as JSON, its first games scheduled.
    ///
    /// Then `pair FILE --write` writes each next round or stage, and `rank FILE` shows each
    /// stage and the final places.
    New(NewArgs),
}

/// The league file of a command.
#[derive(Debug, Args)]
pub(super) struct FileArg {
    /// A league file (JSON), a CSV/TSV crosstable, or a Swiss event (JSON or FIDE TRF); - reads
    /// standard input.
    #[arg(value_name = "FILE")]
    pub(super) file: String,
}

/// The rules a league is ranked under, for every command that ranks.
#[derive(Debug, Args)]
pub(super) struct RuleArgs {
    /// A preset (fukui, jp-pro-league, shogi-junisen, rif-round-robin, fide-round-robin; for a
    /// Swiss event fide-swiss, rif-swiss, tagajo, egf-mcmahon, jp-go-swiss, rif-team, …) or
    /// criterion codes such as PTS,SB,DE,WIN or PTS,BH-C1,BH,SB [default: the file's "rules",
    /// else fukui, or the Swiss event's game's list].
    #[arg(long, value_name = "ID|CODES")]
    pub(super) rules: Option<String>,
    /// Which ties the criteria leave are played off rather than shared: none, title, seats,
    /// title,seats or all [default: the rules' own].
    #[arg(long, value_name = "WHICH")]
    pub(super) playoff: Option<String>,
    /// Criteria for a tie for first only (codes such as DE,WIN,SB), or none: no criterion decides
    /// the title [default: the rules' own].
    #[arg(long, value_name = "CODES|none")]
    pub(super) title_rules: Option<String>,
    /// How a playoff is played: knockout, stepladder, round-robin or two-most-senior [default:
    /// the rules' own].
    #[arg(long, value_name = "FORMAT")]
    pub(super) playoff_format: Option<String>,
    /// How many top places keep their seat [default: the file's "seats"].
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u32>(0, None),
    )]
    pub(super) seats: Option<u32>,
}

/// Monte Carlo sampling.
#[derive(Debug, Args)]
pub(super) struct SampleArgs {
    /// How many outcomes or seasons to sample when they are too many to enumerate.
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(1, None),
    )]
    pub(super) samples: Option<u64>,
    /// The seed of the sampler (the same seed, the same report).
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(0, None),
    )]
    pub(super) seed: Option<u64>,
}

/// The language of the text and of error messages.
#[derive(Debug, Args)]
pub(super) struct LangArg {
    /// The language of the report and of errors [default: from LANG].
    #[arg(long, value_enum)]
    pub(super) lang: Option<LangCode>,
}

/// What a report is printed as, and in which language.
#[derive(Debug, Args)]
pub(super) struct OutputArgs {
    /// Text for people, or JSON (docs/output-json.md).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(super) format: Format,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Debug, Args)]
pub(super) struct RankArgs {
    #[command(flatten)]
    pub(super) file: FileArg,
    #[command(flatten)]
    pub(super) rules: RuleArgs,
    /// Swiss events: how unplayed rounds count (fide2009, fide2023r, fide2024, fide2026, plain)
    /// [default: the file's, else the rules', else the one in force at the event's date].
    #[arg(long, value_name = "ID")]
    pub(super) edition: Option<String>,
    /// Swiss events: show each opponent-score value's elements (opponent, score, cut).
    #[arg(long)]
    pub(super) explain: bool,
    #[command(flatten)]
    pub(super) output: RankOutputArgs,
}

/// What `rank` prints, and in which language: the report formats, and the standings as an image
/// or a table to publish (a league's with its crosstable).
#[derive(Debug, Args)]
pub(super) struct RankOutputArgs {
    /// Text for people, JSON (docs/output-json.md), or to publish as an SVG image or an HTML
    /// table with inline styles (for a site's editor): a league's crosstable with the standings,
    /// a Swiss event's standings with the values that decided each place.
    #[arg(long, value_enum, default_value_t = RankFormat::Text)]
    pub(super) format: RankFormat,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Debug, Args)]
pub(super) struct ConvertArgs {
    #[command(flatten)]
    pub(super) file: FileArg,
    /// The format to write: json, csv or tsv for a league; json, trf, h9, csv or tsv (a wall
    /// chart) for a Swiss event; json for a team event.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub(super) to: FileFormat,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Debug, Args)]
pub(super) struct WhatIfArgs {
    #[command(flatten)]
    pub(super) file: FileArg,
    #[command(flatten)]
    pub(super) rules: RuleArgs,
    /// Each pending game can also be drawn.
    #[arg(long)]
    pub(super) draws: bool,
    #[command(flatten)]
    pub(super) sampling: SampleArgs,
    /// Odds of each pending game from the players' "rating" fields (Elo).
    #[arg(long)]
    pub(super) ratings: bool,
    /// Sampling stops once every probability is known to within this many percentage points
    /// (95 %), or at `--samples`; 0: exactly `--samples` [default: 0.5].
    #[arg(long, value_name = "PP", value_parser = percentage_points)]
    pub(super) precision: Option<f64>,
    /// Search steps for every best and worst place together, when the outcomes are too many
    /// to rank each (a league's search nodes, a Swiss event's rankings); a place not proven
    /// within them is marked ? [default: 8000000 for a league, 4096 for a Swiss event].
    #[arg(
        long,
        value_name = "NODES",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(1, None),
    )]
    pub(super) search_budget: Option<u64>,
    /// Swiss events with rounds not paired yet: the work of pairing them for each outcome,
    /// all outcomes together, in players present times rounds before; fewer outcomes are
    /// drawn when it runs out, and the report says so [default: 8000000].
    #[arg(
        long,
        value_name = "WORK",
        allow_negative_numbers = true,
        value_parser = whole_number::<u64>(1, None),
    )]
    pub(super) pairing_budget: Option<u64>,
    /// Threads to run the analysis on (the answer is the same on any number)
    /// [default: the machine's cores].
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u32>(1, Some(256)),
    )]
    pub(super) threads: Option<u32>,
    #[command(flatten)]
    pub(super) output: OutputArgs,
}

#[derive(Debug, Args)]
pub(super) struct JishogiArgs {
    /// 24 (professional), 27 (amateur), 27-gote (27, equal points a win for Gote) or declaration.
    #[arg(long, value_name = "RULE", value_parser = impasse_rule())]
    pub(super) rule: Rule,
    /// Sente's rooks and bishops, promoted or not (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(4)))]
    pub(super) sente_big: Option<u8>,
    /// Sente's other pieces, kings not counted (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(34)))]
    pub(super) sente_small: Option<u8>,
    /// Gote's rooks and bishops (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(4)))]
    pub(super) gote_big: Option<u8>,
    /// Gote's other pieces (whole-board rules).
    #[arg(long, value_name = "N", required_unless_present = "declarer", value_parser = whole_number::<u8>(0, Some(34)))]
    pub(super) gote_small: Option<u8>,
    /// Declaration: who declares (the player to move).
    #[arg(long, value_enum, requires_all = ["big", "small", "in_camp"], conflicts_with_all = ["sente_big", "sente_small", "gote_big", "gote_small"])]
    pub(super) declarer: Option<Side>,
    /// Declaration: the declarer's rooks and bishops in hand and inside the camp.
    #[arg(long, value_name = "N", requires = "declarer", value_parser = whole_number::<u8>(0, Some(4)))]
    pub(super) big: Option<u8>,
    /// Declaration: the declarer's other pieces in hand and inside the camp.
    #[arg(long, value_name = "N", requires = "declarer", value_parser = whole_number::<u8>(0, Some(34)))]
    pub(super) small: Option<u8>,
    /// Declaration: how many of the declarer's pieces (not the king) are inside the camp.
    #[arg(long, value_name = "N", requires = "declarer", value_parser = whole_number::<u8>(0, Some(38)))]
    pub(super) in_camp: Option<u8>,
    /// Declaration: the declarer's king is inside the opponent's camp.
    #[arg(long, requires = "declarer")]
    pub(super) king_in_camp: bool,
    /// Declaration: the declarer's king is in check.
    #[arg(long, requires = "declarer")]
    pub(super) in_check: bool,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Debug, Args)]
pub(super) struct KoArgs {
    /// A JSON file with the position (its fields as the flags'); flags given too replace them.
    pub(super) file: Option<String>,
    /// The ko's value (its swing, 出入り).
    #[arg(long, value_name = "POINTS", allow_hyphen_values = true)]
    pub(super) k: Option<String>,
    /// Who is to move: black or white.
    #[arg(long, value_name = "SIDE")]
    pub(super) to_move: Option<String>,
    /// threat (the opponent has just taken the ko), connect (you hold it and the opponent has
    /// just played elsewhere) or take (the opponent holds it and you may retake).
    #[arg(long, value_name = "STATE")]
    pub(super) state: Option<String>,
    /// State connect: the follow-up value of the pure threat the opponent has just played.
    #[arg(long, value_name = "POINTS", allow_hyphen_values = true)]
    pub(super) pending: Option<String>,
    /// The simple gote endgame moves (yose), by their swing values.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    pub(super) yose: Option<String>,
    /// Black's pure ko threats, by their follow-up values.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    pub(super) black: Option<String>,
    /// White's pure ko threats.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    pub(super) white: Option<String>,
    /// Also search every line of play (positions of at most 12 yose and threats).
    #[arg(long)]
    pub(super) search: bool,
    #[command(flatten)]
    pub(super) output: OutputArgs,
}

/// A shogi player by the order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum Side {
    /// 先手, who moved first.
    Sente,
    /// 後手.
    Gote,
}

/// A value parser for the impasse rules, by their codes ([`Rule::code`]).
pub(super) fn impasse_rule() -> impl clap::builder::TypedValueParser<Value = Rule> {
    PossibleValuesParser::new(Rule::ALL.map(Rule::code))
        .map(|code| Rule::from_code(&code).unwrap_or(Rule::Board(BoardRule::Points24)))
}

#[derive(Debug, Args)]
pub(super) struct LabArgs {
    /// Whole seasons of this league (JSON or CSV/TSV; - reads standard input).
    #[arg(value_name = "FILE", conflicts_with = "tied")]
    pub(super) file: Option<String>,
    /// K, the number of tied players.
    #[arg(
        long,
        value_name = "K",
        allow_negative_numbers = true,
        value_parser = whole_number::<usize>(lab::MIN_TIED as u64, Some(lab::MAX_TIED as u64)),
    )]
    pub(super) tied: Option<usize>,
    /// With --tied: the engine's ranking, or a reading of the fukui rules (3)-(4) (docs/lab.md)
    /// [default: engine].
    #[arg(long, value_name = "R", value_parser = reading())]
    pub(super) reading: Option<Reading>,
    #[command(flatten)]
    pub(super) rules: RuleArgs,
    #[command(flatten)]
    pub(super) sampling: SampleArgs,
    #[command(flatten)]
    pub(super) output: OutputArgs,
}

/// The address a share link opens when no `--base` is given: the page as `scripts/serve.sh`
/// serves it.
pub(super) const DEFAULT_BASE: &str = "http://127.0.0.1:8080/";

#[derive(Debug, Args)]
pub(super) struct ShareArgs {
    #[command(flatten)]
    pub(super) file: FileArg,
    /// Where the association serves Hoshitori (its page's address): the link opens the viewer,
    /// view.html there, as the page's own share links do [default: http://127.0.0.1:8080/, the
    /// page scripts/serve.sh serves].
    #[arg(long, value_name = "URL")]
    pub(super) base: Option<String>,
    /// Also write the link's QR code to this file (SVG).
    #[arg(long, value_name = "OUT.svg")]
    pub(super) qr: Option<String>,
    /// The language of the QR code's title and of errors [default: from LANG].
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Debug, Args)]
pub(super) struct PairArgs {
    /// A Swiss event file (JSON); other formats (TRF, h9, CSV) are read but --write needs JSON.
    #[arg(value_name = "FILE")]
    pub(super) file: String,
    /// The round to pair (1 = the first) [default: the first round without results].
    #[arg(long, value_name = "N", value_parser = whole_number::<u32>(1, Some(99)))]
    pub(super) round: Option<u32>,
    /// tagajo, swigpro or dutch [default: the file's pairing.system, else tagajo].
    #[arg(long, value_name = "SYSTEM")]
    pub(super) system: Option<String>,
    /// The seed the lots are drawn from, when the file has none (kept in the file with --write).
    #[arg(long, value_name = "N")]
    pub(super) seed: Option<u64>,
    /// Allow rematches (when no pairing exists without one).
    #[arg(long)]
    pub(super) rematches: bool,
    /// Show the pairing order and why each opponent.
    #[arg(long)]
    pub(super) explain: bool,
    /// Write the pairs (and the seed) into FILE.
    #[arg(long)]
    pub(super) write: bool,
    /// Check the rounds FILE has (or --round) against the pairing SYSTEM makes of them, each
    /// from the rounds before it: which are the same, and how the others differ.
    #[arg(long, conflicts_with = "write")]
    pub(super) check: bool,
    #[command(flatten)]
    pub(super) output: OutputArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum Format {
    Text,
    Json,
}

#[derive(Debug, Args)]
pub(super) struct ScheduleArgs {
    #[command(flatten)]
    pub(super) file: FileArg,
    /// FILE is a list of players, one per line (tab- or comma-separated columns: the name, and
    /// optionally the previous rank, the rating, the club; a first line of headings names them).
    #[arg(long)]
    pub(super) players: bool,
    /// How many times each pair meets (colours reversed in every second cycle) [default: the
    /// file's "cycles", else 1].
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = whole_number::<u32>(1, Some(8)),
    )]
    pub(super) cycles: Option<u32>,
    /// Exchange the last two rounds of every cycle another follows, so that nobody has the same
    /// colour three rounds running (FIDE's recommendation for a double round robin).
    #[arg(long)]
    pub(super) swap_last_two: bool,
    /// The pairing list of each round as text, the same as JSON, or the league file (JSON) with
    /// every game in its round, to save and open.
    #[arg(long, value_enum, default_value_t = ScheduleFormat::Text)]
    pub(super) format: ScheduleFormat,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Debug, Args)]
pub(super) struct NewArgs {
    /// The players (or teams), one per line, in seed order (as `schedule --players` reads them);
    /// - reads standard input.
    #[arg(value_name = "PLAYERS")]
    pub(super) file: String,
    /// The participants are teams (the RIF's team systems).
    #[arg(long)]
    pub(super) team: bool,
    /// The event's title.
    #[arg(long, value_name = "TEXT")]
    pub(super) title: Option<String>,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum ScheduleFormat {
    Text,
    Json,
    League,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum RankFormat {
    Text,
    Json,
    Svg,
    Html,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum LangCode {
    Ja,
    En,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum FileFormat {
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
pub(super) struct Refused(pub(super) ExpectedArgument);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Refused {}

/// A value parser for a whole number from `min` (to `max`, when given) that fits in `T`. Its
/// options take negative numbers as values (`--seats -1`), so this says what is wrong with them.
pub(super) fn whole_number<T>(
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
pub(super) fn percentage_points(s: &str) -> Result<f64, Refused> {
    s.trim()
        .parse::<f64>()
        .ok()
        .filter(|p| (0.0..=50.0).contains(p))
        .ok_or(Refused(ExpectedArgument::PercentagePoints))
}

/// A value parser for the lab's readings, by their codes ([`Reading::code`]).
pub(super) fn reading() -> impl clap::builder::TypedValueParser<Value = Reading> {
    PossibleValuesParser::new(Reading::ALL.map(Reading::code))
        .map(|code| Reading::from_code(&code).unwrap_or(Reading::Engine))
}

impl RuleArgs {
    /// `--rules`, else the league's own rules (an error located in `opened`), else `fukui`;
    /// then the policy flags over them.
    pub(super) fn chain(&self, league: &League, opened: &Opened) -> Result<RuleChain, Error> {
        let base = match &self.rules {
            Some(r) => RuleChain::parse(r)?,
            None => league
                .chain()
                .map_err(|e| opened.locate(e))?
                .unwrap_or_else(RuleChain::fukui),
        };
        self.policies(base)
    }

    /// `chain` with the policy flags given.
    pub(super) fn policies(&self, chain: RuleChain) -> Result<RuleChain, Error> {
        let flags = Policies {
            playoff: self.playoff.clone(),
            title_rules: self.title_rules.clone(),
            playoff_format: self.playoff_format.clone(),
            reapply: None,
        };
        flags.apply(chain, None)
    }

    /// `--seats`, else the league's.
    pub(super) fn seats(&self, input: &Input) -> Option<u32> {
        self.seats.or(input.options.seats)
    }
}

impl OutputArgs {
    pub(super) fn json(&self) -> bool {
        self.format == Format::Json
    }
}

impl LangArg {
    /// `--lang`, else the environment's.
    pub(super) fn lang(&self, env_lang: Lang) -> Lang {
        match self.lang {
            Some(LangCode::Ja) => Lang::Ja,
            Some(LangCode::En) => Lang::En,
            None => env_lang,
        }
    }
}

impl Command {
    /// The FILE the command reads, if it reads one.
    /// The command's name as typed.
    pub(super) fn name(&self) -> &'static str {
        match self {
            Command::Rank(_) => "rank",
            Command::Convert(_) => "convert",
            Command::WhatIf(_) => "what-if",
            Command::Jishogi(_) => "jishogi",
            Command::Ko(_) => "ko",
            Command::Lab(_) => "lab",
            Command::Share(_) => "share",
            Command::Pair(_) => "pair",
            Command::Schedule(_) => "schedule",
            Command::New(_) => "new",
        }
    }

    pub(super) fn file(&self) -> Option<&str> {
        match self {
            Command::Rank(a) => Some(&a.file.file),
            Command::Convert(a) => Some(&a.file.file),
            Command::WhatIf(a) => Some(&a.file.file),
            Command::Share(a) => Some(&a.file.file),
            Command::Pair(a) => Some(&a.file),
            Command::Schedule(a) => Some(&a.file.file),
            Command::New(a) => Some(&a.file),
            Command::Lab(a) => a.file.as_deref(),
            Command::Jishogi(_) | Command::Ko(_) => None,
        }
    }
}
