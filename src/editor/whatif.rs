//! What-if for the web app, free of web crates: the league as the what-if engine sees it, the
//! messages between the page and its Web Worker, the worker's work as a plain function, and the
//! cells a chosen outcome fills.
//!
//! **Pending games.** What-if plays out the league's pending games as [`League::input`] defines
//! them, the one definition the CLI and the page share: every meeting the schedule (`cycles`)
//! calls for that has no result, whether the document records it as a `pending` game or not at
//! all (a blank cell).
//!
//! **The worker.** The page sends a [`Request`] (the document itself, as JSON text) and the
//! worker answers with [`Reply`] messages: `ready` once it can take work, then for a request
//! `progress` (at most every [`PROGRESS_MS`], and at every new phase), and finally `done` with
//! the [`WhatIf`] and the time the analysis took in the worker, or `failed`. [`serve`] is the
//! whole of that work, with the clock and the message port passed in, so it is tested natively.
//! There is no cancel message: the page stops a run by terminating the worker.
//!
//! **A Swiss event's what-if** (the Swiss page's) goes to the same workers in parts only: the
//! page keeps the [`swiss::prospects::Analysis`] of a [`SwissRun`], sends each part as a
//! [`SwissRequest`] and absorbs the [`Reply::SwissPart`] that comes back; the worker builds its
//! own copy of the analysis once per run ([`swiss_analysis`], the one definition both sides
//! use).

use serde::{Deserialize, Serialize};

use crate::document::event::SwissEvent;
use crate::document::league::League;
use crate::engine::league::whatif::cover::Term;
use crate::engine::league::whatif::{
    self, Analysis, Done, Options, Part, PendingGame, Phase, Progress, Result3, WhatIf,
};
use crate::engine::swiss;
use crate::engine::{Crosstable, RuleChain, Side};
use crate::lang::Lang;
use crate::report::error::message as error_message;

use super::CellResult;

/// Throttle of the worker's progress messages, in milliseconds.
pub const PROGRESS_MS: f64 = 50.0;

/// The league as what-if analyses it.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    /// The document's crosstable, a pending game for every meeting without a result.
    pub table: Crosstable,
    pub chain: RuleChain,
    pub seats: Option<u32>,
    /// The pending games, in the order the engine numbers them.
    pub pending: Vec<PendingGame>,
}

/// The what-if input of `doc` (see the module documentation), or why it cannot be ranked.
pub fn input(doc: &League) -> Result<Input, crate::Error> {
    let chain = doc.chain()?.unwrap_or_else(RuleChain::fukui);
    let base = doc.input()?;
    let pending = whatif::pending_games(&base.table);
    Ok(Input {
        table: base.table,
        chain,
        seats: base.options.seats,
        pending,
    })
}

/// What the page asks its worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in every reply; replies to an older request are ignored.
    pub id: u32,
    /// The document as it is now; the worker builds the [`Input`] itself.
    pub doc: League,
    /// Draws, precision and search budget.
    #[serde(flatten)]
    pub settings: Settings,
    /// The language of an error message (`ja`, `en`).
    #[serde(default)]
    pub lang: String,
    /// Overrides of [`Options::exact_limit`] and [`Options::samples`] (tests, benchmarks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact_limit: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub samples: Option<u64>,
    /// One part of the analysis instead of all of it (the page runs the parts on several
    /// workers, [`crate::engine::league::whatif::Analysis`]); answered by [`Reply::Part`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<Part>,
    /// Instead of what-if: draw the document as an export (the page's Publish panel). The
    /// exports' code lives in the worker only, so that the page's own download stays small.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub export: Option<Export>,
}

/// An export of the league drawn from its data ([`crate::report::svg`], [`crate::report::html`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Export {
    /// The crosstable with the standings as an SVG image (the page draws it as PNG too).
    Svg,
    /// The same as an HTML table with inline styles only, with the text report as plain text.
    Html,
}

/// `doc` exported as `what` in `lang`: the text, and a plain-text version of it (the text
/// report, for an HTML table), or why the document cannot be ranked.
pub fn export(doc: &League, lang: Lang, what: Export) -> Result<(String, String), crate::Error> {
    use crate::report::{html, svg, text};
    let analysis = super::analysis::analyse(doc);
    let r = analysis.ranked?;
    let title = doc.title.as_deref().filter(|t| !t.trim().is_empty());
    let plain = || text::render(lang, &r.table, &r.chain, r.seats, title, &r.ranking);
    Ok(match what {
        Export::Svg => (
            svg::render(lang, &r.table, &r.chain, r.seats, title, &r.ranking),
            String::new(),
        ),
        Export::Html => (
            html::render(lang, &r.table, &r.chain, r.seats, title, &r.ranking),
            plain(),
        ),
    })
}

impl Request {
    /// What-if on `doc` with `settings`, errors in `lang`: no overrides, the whole analysis.
    pub fn new(id: u32, doc: League, settings: Settings, lang: &str) -> Request {
        Request {
            id,
            doc,
            settings,
            lang: lang.into(),
            exact_limit: None,
            samples: None,
            part: None,
            export: None,
        }
    }

    /// The engine's options for this request on `input`: its settings and overrides.
    pub fn options(&self, input: &Input) -> Options {
        let mut options = options(input, &self.settings);
        if let Some(limit) = self.exact_limit {
            options.exact_limit = limit;
        }
        if let Some(samples) = self.samples {
            options.samples = samples;
        }
        options
    }
}

impl Reply {
    /// Why request `id` has no answer, in `lang`.
    pub fn failed(id: u32, lang: Lang, error: &crate::Error) -> Reply {
        Reply::Failed {
            id,
            error: error_message(lang, error),
        }
    }
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    Progress {
        id: u32,
        progress: Progress,
    },
    /// The analysis, and the milliseconds it took in the worker (`performance.now()` before and
    /// after [`whatif::analyse`]).
    Done {
        id: u32,
        result: WhatIf,
        ms: f64,
    },
    /// What the part asked for found.
    Part {
        id: u32,
        done: Box<Done>,
    },
    /// What a Swiss part ([`SwissRequest`]) found.
    SwissPart {
        id: u32,
        done: Box<swiss::prospects::Done>,
    },
    /// The page's pool to the Swiss panel, not a worker's reply: how far the run has got.
    SwissProgress {
        id: u32,
        progress: swiss::prospects::Progress,
    },
    /// The page's pool to the Swiss panel: the answer, and the milliseconds from the start.
    SwissDone {
        id: u32,
        result: swiss::prospects::Prospects,
        ms: f64,
    },
    /// Why there is no analysis, in the request's language.
    Failed {
        id: u32,
        error: String,
    },
    /// An export asked for in the request, with its plain-text version (may be empty).
    Exported {
        id: u32,
        export: Export,
        text: String,
        plain: String,
    },
}

/// The engine's options for a request on `input`.
pub fn options(input: &Input, settings: &Settings) -> Options {
    Options {
        seats: input.seats,
        draws: settings.draws,
        precision: Some(settings.precision),
        search_budget: settings.search_budget,
        ..Options::default()
    }
}

/// What the user chooses for a run: draws, the precision of sampled probabilities and the
/// best/worst search's budget. The page offers [`PRECISIONS`] and [`SEARCH_BUDGETS`]; the
/// defaults are the engine's ([`Options::default`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// Each pending game can also be drawn.
    #[serde(default)]
    pub draws: bool,
    /// The half-width of every sampled probability's 95 % interval, as a fraction.
    #[serde(default = "default_precision")]
    pub precision: f64,
    /// The best/worst search's nodes for the whole run.
    #[serde(default = "default_search_budget")]
    pub search_budget: u64,
}

fn default_precision() -> f64 {
    Options::default().precision.unwrap_or(0.005)
}

fn default_search_budget() -> u64 {
    Options::default().search_budget
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            draws: false,
            precision: default_precision(),
            search_budget: default_search_budget(),
        }
    }
}

/// The precisions the page offers (fractions: ±0.1 to ±2 percentage points).
pub const PRECISIONS: [f64; 5] = [0.001, 0.0025, 0.005, 0.01, 0.02];

/// The search budgets the page offers (nodes for the whole run).
pub const SEARCH_BUDGETS: [u64; 4] = [1_000_000, 8_000_000, 64_000_000, 512_000_000];

/// How a run will go, said before it starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub pending: usize,
    /// `results^pending` (2 or 3 results per game), as a float: it can be astronomically large.
    pub outcomes: f64,
    /// Every outcome is ranked; otherwise `samples` are drawn.
    pub exact: bool,
    pub samples: u64,
    /// Sampling stops once every probability is within this ([`Options::precision`]).
    pub precision: Option<f64>,
}

pub fn plan(input: &Input, options: &Options) -> Plan {
    let base: u64 = if options.draws { 3 } else { 2 };
    let m = input.pending.len();
    let exact = u32::try_from(m)
        .ok()
        .and_then(|m| base.checked_pow(m))
        .is_some_and(|o| o <= options.exact_limit);
    Plan {
        pending: m,
        outcomes: (base as f64).powi(m.min(i32::MAX as usize) as i32),
        exact,
        samples: options.samples,
        precision: options.precision,
    }
}

/// The worker's work on one request text: runs the analysis and posts [`Reply`] texts to `post`.
/// `clock` reads milliseconds (`performance.now()` in the worker).
pub fn serve(request: &str, clock: &mut dyn FnMut() -> f64, post: &mut dyn FnMut(String)) {
    match parse(request) {
        Ok(request) => run(&request, clock, post),
        Err(reply) => post(text(&reply)),
    }
}

/// Reads a request text; a text that is not one is answered with `failed` (id 0).
pub fn parse(request: &str) -> Result<Request, Reply> {
    serde_json::from_str(request).map_err(|e| Reply::Failed {
        id: 0,
        error: e.to_string(),
    })
}

/// A reply as the text the worker posts.
pub fn text(reply: &Reply) -> String {
    serde_json::to_string(reply).expect("replies serialize")
}

thread_local! {
    /// The analysis of the run whose parts this worker is answering, by request id.
    static RUN: std::cell::RefCell<Option<(u32, Analysis)>> = const { std::cell::RefCell::new(None) };
}

/// One part of the run `request` is for. The parts of one run come with the same id: the
/// document is read and the analysis built once, at the first.
fn run_part(request: &Request, part: &Part) -> Result<Done, crate::Error> {
    RUN.with_borrow_mut(|cached| {
        if cached.as_ref().is_none_or(|(at, _)| *at != request.id) {
            let input = input(&request.doc)?;
            let options = request.options(&input);
            let analysis = Analysis::new(&input.table, &input.chain, &options)?;
            *cached = Some((request.id, analysis));
        }
        let (_, analysis) = cached.as_ref().ok_or(crate::ErrorKind::Cancelled)?;
        analysis.run(part, &mut |_| true)
    })
}

/// The answer to one part of a run: [`Reply::Part`], or `failed`.
pub fn part_reply(request: &Request, part: &Part) -> Reply {
    match run_part(request, part) {
        Ok(done) => Reply::Part {
            id: request.id,
            done: Box::new(done),
        },
        Err(e) => Reply::failed(request.id, Lang::from_tag(&request.lang), &e),
    }
}

/// Runs one request; see [`serve`].
pub fn run(request: &Request, clock: &mut dyn FnMut() -> f64, post: &mut dyn FnMut(String)) {
    let id = request.id;
    let lang = Lang::from_tag(&request.lang);
    if let Some(what) = request.export {
        post(text(&match export(&request.doc, lang, what) {
            Ok((text, plain)) => Reply::Exported {
                id,
                export: what,
                text,
                plain,
            },
            Err(e) => Reply::failed(id, lang, &e),
        }));
        return;
    }
    if let Some(part) = &request.part {
        post(text(&part_reply(request, part)));
        return;
    }
    let input = match input(&request.doc) {
        Ok(input) => input,
        Err(e) => {
            post(text(&Reply::failed(id, lang, &e)));
            return;
        }
    };
    let options = request.options(&input);
    let start = clock();
    let mut last: Option<(f64, Phase)> = None;
    let result = whatif::analyse(&input.table, &input.chain, &options, &mut |progress| {
        let now = clock();
        let due = match last {
            None => true,
            Some((at, phase)) => phase != progress.phase || now - at >= PROGRESS_MS,
        };
        if due {
            last = Some((now, progress.phase));
            post(text(&Reply::Progress { id, progress }));
        }
        true
    });
    let ms = clock() - start;
    post(text(&match result {
        Ok(result) => Reply::Done { id, result, ms },
        Err(e) => Reply::failed(id, lang, &e),
    }));
}

/// A Swiss event's what-if as the page asks it (see the module documentation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SwissRun {
    /// Echoed in every reply; replies to an older run are ignored.
    pub id: u32,
    /// The language of an error message (`ja`, `en`).
    pub lang: String,
    /// The event as it is now: its played rounds and the paired ones to work out.
    pub event: SwissEvent,
    pub options: swiss::prospects::Options,
}

/// One part of a [`SwissRun`], as the page sends it to a worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SwissRequest {
    pub run: SwissRun,
    pub part: swiss::prospects::Part,
}

/// The analysis of `run`: the event's played rounds ranked under its own list and edition,
/// its paired rounds to play (what `hoshitori what-if` works out on the same event).
pub fn swiss_analysis(run: &SwissRun) -> Result<swiss::prospects::Analysis, crate::Error> {
    let input = run.event.input(None, None)?;
    let upcoming = run.event.upcoming()?;
    swiss::prospects::Analysis::new(
        &input.event,
        &upcoming,
        &input.codes,
        input.edition,
        &run.options,
    )
}

impl SwissRequest {
    /// The text of part `part` of the run whose text is `run` (`serde_json::to_string` of a
    /// [`SwissRun`]): the page writes the run, the whole event, once, not once a part.
    pub fn text(run: &str, part: swiss::prospects::Part) -> String {
        let part = serde_json::to_string(&part).expect("parts serialize");
        format!("{{\"run\":{run},\"part\":{part}}}")
    }
}

/// A request text that is a Swiss part; `None` for anything else (a league's request).
pub fn parse_swiss(text: &str) -> Option<SwissRequest> {
    serde_json::from_str(text).ok()
}

thread_local! {
    /// The Swiss analysis whose parts this worker is answering, by run id.
    static SWISS_RUN: std::cell::RefCell<Option<(u32, swiss::prospects::Analysis)>> =
        const { std::cell::RefCell::new(None) };
}

/// The answer to one Swiss part: [`Reply::SwissPart`], or `failed`. The event is read and the
/// analysis built once per run, at its first part.
pub fn swiss_part_reply(request: &SwissRequest) -> Reply {
    let run = &request.run;
    let done = SWISS_RUN.with_borrow_mut(|cached| {
        if cached.as_ref().is_none_or(|(at, _)| *at != run.id) {
            *cached = Some((run.id, swiss_analysis(run)?));
        }
        let (_, analysis) = cached.as_ref().ok_or(crate::ErrorKind::Cancelled)?;
        analysis.run(request.part)
    });
    match done {
        Ok(done) => Reply::SwissPart {
            id: run.id,
            done: Box::new(done),
        },
        Err(e) => Reply::failed(run.id, Lang::from_tag(&run.lang), &e),
    }
}

/// The cell (row player's side) that gives `game` the result `r`.
pub fn cell(game: &PendingGame, r: Result3) -> CellResult {
    CellResult {
        row: game.a,
        col: game.b,
        meeting: game.meeting,
        side: match r {
            Result3::A => Side::Win,
            Result3::Draw => Side::Draw,
            Result3::B => Side::Loss,
        },
    }
}

/// The cells that fill every pending game with `outcome` (one result per pending game).
pub fn outcome_cells(pending: &[PendingGame], outcome: &[Result3]) -> Vec<CellResult> {
    pending
        .iter()
        .zip(outcome)
        .map(|(g, &r)| cell(g, r))
        .collect()
}

/// The cells of one case of a condition: the games of `term` as it says, every other pending
/// game as in `rest` (any completion will do: the target holds whatever they give).
pub fn term_cells(what: &WhatIf, term: &Term, rest: &[Result3]) -> Vec<CellResult> {
    let mut outcome = rest.to_vec();
    outcome.resize(what.pending.len(), Result3::A);
    for &(g, v) in term {
        if let (Some(slot), Some(&r)) = (outcome.get_mut(g), what.results.get(v as usize)) {
            *slot = r;
        }
    }
    outcome_cells(&what.pending, &outcome)
}
