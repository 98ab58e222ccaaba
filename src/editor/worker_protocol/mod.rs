//! The messages between a page and its what-if Web Workers, one protocol for every kind of
//! event, and the worker's whole job as a function ([`serve`], with the clock and the message
//! port passed in, so that it is tested natively).
//!
//! **Requests.** The page sends one [`Request`], tagged by its kind:
//! - [`Request::League`]: part `part` of a league's run ([`LeagueRun`]: the document itself and
//!   the settings), or, without a part, the whole run, reported with `progress` (at most every
//!   [`PROGRESS_MS`], and at every new phase) and then `done`;
//! - [`Request::Swiss`]: part `part` of a Swiss event's run ([`SwissRun`]);
//! - [`Request::Export`]: a document of any kind drawn as an export ([`crate::editor::export`]:
//!   the exports' code lives in the worker only, so that the page's own download stays small);
//! - [`Request::Pair`]: a Swiss event's round paired as the director's panel shows it
//!   ([`crate::editor::swiss::pair_stage`]: the pairing systems' code lives in the worker only,
//!   and a large event's pairing keeps the page responsive).
//!
//! A worker builds the analysis of a run once, at its first part, and keeps it for the run's
//! other parts (one cache, whatever the kind). Both sides build an analysis the same way
//! ([`LeagueRun::analysis`], [`SwissRun::analysis`]): the page keeps its own copy, hands the
//! parts out and merges what comes back, through the run protocol every what-if speaks
//! ([`crate::engine::outcomes::Parted`]); [`WorkerRun`] says how a kind's parts travel.
//!
//! **Replies.** `ready` once the worker can take work; for a part, [`Reply::Part`] with what it
//! found ([`PartDone`]); for a whole league run, `progress` then `done`; for an export,
//! `exported`; for a pairing, `paired`; `failed` with the reason in the request's language.
//! There is no cancel message: the page stops a run by terminating its workers.

use serde::{Deserialize, Serialize};

use crate::document::event::SwissEvent;
use crate::document::league::League;
use crate::engine::league::whatif::{self, Phase, Progress, WhatIf};
use crate::engine::outcomes::Parted;
use crate::engine::swiss;
use crate::lang::Lang;
use crate::report::error::message as error_message;

use super::export::{Export, export};
use super::league::outcomes::{Input, Settings, input, options};
use super::swiss::{Refused, Stage, pair_stage};
use crate::document::Document;

/// Throttle of the worker's progress messages, in milliseconds.
pub const PROGRESS_MS: f64 = 50.0;

/// What the page asks a worker (see the module documentation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Request {
    League {
        run: LeagueRun,
        /// One part of the run; absent: the whole run, with progress.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        part: Option<whatif::Part>,
    },
    Swiss {
        run: SwissRun,
        part: swiss::prospects::Part,
    },
    Export {
        id: u32,
        /// The language of the export and of an error (`ja`, `en`).
        lang: String,
        document: Document,
        export: Export,
    },
    Pair {
        id: u32,
        /// The language of the error when the round cannot be paired (`ja`, `en`).
        lang: String,
        event: SwissEvent,
        /// The round to pair (0-based).
        round: usize,
    },
}

/// A league's what-if as the page asks it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeagueRun {
    /// Echoed in every reply; replies to an older run are ignored.
    pub id: u32,
    /// The document as it is now; the worker builds the [`Input`] itself.
    pub doc: League,
    /// Draws, precision and search budget.
    #[serde(flatten)]
    pub settings: Settings,
    /// The language of an error message (`ja`, `en`).
    #[serde(default)]
    pub lang: String,
    /// Overrides of the engine's `exact_limit` and `samples` (tests, benchmarks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact_limit: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub samples: Option<u64>,
}

impl LeagueRun {
    /// What-if on `doc` with `settings`, errors in `lang`, without overrides.
    pub fn new(id: u32, doc: League, settings: Settings, lang: &str) -> LeagueRun {
        LeagueRun {
            id,
            doc,
            settings,
            lang: lang.into(),
            exact_limit: None,
            samples: None,
        }
    }

    /// The engine's options for this run on `input`: its settings and overrides.
    pub fn options(&self, input: &Input) -> whatif::Options {
        let mut options = options(input, &self.settings);
        if let Some(limit) = self.exact_limit {
            options.exact_limit = limit;
        }
        if let Some(samples) = self.samples {
            options.samples = samples;
        }
        options
    }

    /// The run's analysis, as the page and every worker build it.
    pub fn analysis(&self) -> Result<whatif::Analysis, crate::Error> {
        let input = input(&self.doc)?;
        let options = self.options(&input);
        whatif::Analysis::new(&input.table, &input.chain, &options)
    }
}

/// A Swiss event's what-if as the page asks it.
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

impl SwissRun {
    /// The run's analysis: the event's played rounds ranked under its own list and edition,
    /// its paired rounds to play, a round being entered with its results in (what
    /// `hoshitori what-if` works out on the same event).
    pub fn analysis(&self) -> Result<swiss::prospects::Analysis, crate::Error> {
        let before = self.event.before_entry();
        let input = before.as_ref().unwrap_or(&self.event).input(None, None)?;
        let upcoming = self.event.upcoming()?;
        swiss::prospects::Analysis::new(
            &input.event,
            &upcoming,
            &input.codes,
            input.edition,
            &self.options,
        )
    }
}

/// What a part found, by the kind of run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PartDone {
    League { done: Box<whatif::Done> },
    Swiss { done: Box<swiss::prospects::Done> },
}

/// What a worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// What the part asked for found.
    Part { id: u32, done: PartDone },
    /// How far a whole league run has got.
    Progress { id: u32, progress: Progress },
    /// A whole league run's answer, and the milliseconds it took in the worker
    /// (`performance.now()` before and after).
    Done { id: u32, result: WhatIf, ms: f64 },
    /// Why there is no answer, in the request's language.
    Failed { id: u32, error: String },
    /// An export asked for, with its plain-text version (may be empty).
    Exported {
        id: u32,
        export: Export,
        text: String,
        plain: String,
    },
    /// The round a pairing was asked for, paired (or why not, worded).
    Paired { id: u32, stage: Box<Stage<Refused>> },
}

impl Reply {
    /// Moves the truth tables a league's part filled out of the reply, to travel apart from its
    /// text as bytes; [`Reply::put_words`] puts them back.
    pub fn take_words(&mut self) -> Vec<u64> {
        match self {
            Reply::Part {
                done: PartDone::League { done },
                ..
            } => done.take_words(),
            _ => Vec::new(),
        }
    }

    /// Puts back what [`Reply::take_words`] took; `false` when the words cannot be the reply's.
    pub fn put_words(&mut self, words: Vec<u64>) -> bool {
        match self {
            Reply::Part {
                done: PartDone::League { done },
                ..
            } => done.put_words(words),
            _ => words.is_empty(),
        }
    }

    /// Why request `id` has no answer, in `lang`.
    pub fn failed(id: u32, lang: Lang, error: &crate::Error) -> Reply {
        Reply::Failed {
            id,
            error: error_message(lang, error),
        }
    }
}

impl Request {
    /// Puts back the truth-table words that travelled apart from the request's text (a
    /// league's condition part; [`WorkerRun::request`] took them out).
    pub fn put_words(&mut self, words: Vec<u64>) {
        if let Request::League { part: Some(p), .. } = self {
            p.put_words(words);
        }
    }

    /// The request's id: its run's, or the export's.
    pub fn id(&self) -> u32 {
        match self {
            Request::League { run, .. } => run.id,
            Request::Swiss { run, .. } => run.id,
            Request::Export { id, .. } | Request::Pair { id, .. } => *id,
        }
    }

    /// The language of its errors.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(match self {
            Request::League { run, .. } => &run.lang,
            Request::Swiss { run, .. } => &run.lang,
            Request::Export { lang, .. } | Request::Pair { lang, .. } => lang,
        })
    }
}

/// A what-if analysis the page runs on workers: how its parts travel. Parts go out as the
/// text of a request around the run's text, which the page writes once per run (the whole
/// document), and a condition's truth table travels apart as bytes; what comes back is a
/// [`PartDone`] of the run's kind.
pub trait WorkerRun: Parted + Sized {
    /// The text of the request for part `part` of the run whose text is `run`
    /// (`serde_json::to_string` of the run), and the words that travel apart from it.
    fn request(run: &str, part: Self::Part) -> (String, Vec<u64>);
    /// What a worker's part answer holds for this kind of run; `None` for another kind.
    fn done(done: PartDone) -> Option<Self::Done>;
    /// A worker's reply as a page of this kind reads it, with this kind's part answers only
    /// (a page that read the whole [`Reply`] would carry readers of the other kind's answers);
    /// `Ok(None)` for a reply a page does not act on.
    fn read(text: &str) -> Result<Option<Reply>, String>;
    /// The stage a progress report is in: a page tells progress at every new stage, and
    /// otherwise at most every [`PROGRESS_MS`].
    fn stage(_progress: &Self::Progress) -> u32 {
        0
    }
}

/// What a page reads of a worker's reply: the replies a page acts on, with part answers of one
/// kind (`P`, which turns into a [`PartDone`]) and pairings read as `D` (a page that does not
/// ask for pairings reads them as [`serde::de::IgnoredAny`], without the pairing's reader); a
/// whole league run's `progress` and `done` (which only the benchmark asks for) and anything
/// newer are passed over.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Incoming<P, D> {
    Ready,
    Part {
        id: u32,
        done: P,
    },
    Failed {
        id: u32,
        error: String,
    },
    Exported {
        id: u32,
        export: Export,
        text: String,
        plain: String,
    },
    Paired {
        id: u32,
        stage: D,
    },
    #[serde(other)]
    Other,
}

/// A league run's part answer, as its page reads it.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum LeaguePart {
    League { done: Box<whatif::Done> },
}

/// A Swiss run's part answer, as its page reads it.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum SwissPart {
    Swiss { done: Box<swiss::prospects::Done> },
}

/// `text`, a worker's reply, read with part answers of type `P` only (see [`Incoming`]);
/// `Ok(None)` for a reply a page does not act on.
fn read_reply<P: serde::de::DeserializeOwned, D: serde::de::DeserializeOwned>(
    text: &str,
    part: fn(P) -> PartDone,
    paired: fn(D) -> Option<Box<Stage<Refused>>>,
) -> Result<Option<Reply>, String> {
    Ok(
        match serde_json::from_str::<Incoming<P, D>>(text).map_err(|e| e.to_string())? {
            Incoming::Ready => Some(Reply::Ready),
            Incoming::Part { id, done } => Some(Reply::Part {
                id,
                done: part(done),
            }),
            Incoming::Failed { id, error } => Some(Reply::Failed { id, error }),
            Incoming::Exported {
                id,
                export,
                text,
                plain,
            } => Some(Reply::Exported {
                id,
                export,
                text,
                plain,
            }),
            Incoming::Paired { id, stage } => {
                paired(stage).map(|stage| Reply::Paired { id, stage })
            }
            Incoming::Other => None,
        },
    )
}

/// The text of a [`Request::Pair`] of round `round` of `event`, as a page writes it: the same
/// JSON as serialising the request, with the Swiss event's writer only (see [`export_text`]).
pub fn pair_text(id: u32, lang: Lang, event: &SwissEvent, round: usize) -> String {
    let event = serde_json::to_string(event).expect("documents serialize");
    let lang = lang.tag();
    format!(
        "{{\"kind\":\"pair\",\"id\":{id},\"lang\":\"{lang}\",\"event\":{event},\"round\":{round}}}"
    )
}

/// `{"kind":"…","run":…,"part":…}`: a part's request, the run's text written in as it is.
fn part_text(kind: &str, run: &str, part: &impl Serialize) -> String {
    let part = serde_json::to_string(part).expect("parts serialize");
    format!("{{\"kind\":\"{kind}\",\"run\":{run},\"part\":{part}}}")
}

/// The text of a [`Request::Export`] of `doc`, a document of `kind`, as a page writes it: the
/// same JSON as serialising the request, written with the page's own document type only (a
/// page that serialised the whole [`Request`] would carry the other kind's writer too).
pub fn export_text<D: Serialize>(
    id: u32,
    lang: Lang,
    kind: crate::error::DocumentKind,
    doc: &D,
    export: Export,
) -> String {
    let kind = match kind {
        crate::error::DocumentKind::League => "league",
        crate::error::DocumentKind::Event => "event",
        crate::error::DocumentKind::Staged => "staged",
    };
    let doc = serde_json::to_string(doc).expect("documents serialize");
    let export = serde_json::to_string(&export).expect("exports serialize");
    let lang = lang.tag();
    format!(
        "{{\"kind\":\"export\",\"id\":{id},\"lang\":\"{lang}\",\"document\":{{\"kind\":\"{kind}\",\"doc\":{doc}}},\"export\":{export}}}"
    )
}

impl WorkerRun for whatif::Analysis {
    fn request(run: &str, mut part: whatif::Part) -> (String, Vec<u64>) {
        let words = part.take_words();
        (part_text("league", run, &part), words)
    }

    fn done(done: PartDone) -> Option<whatif::Done> {
        match done {
            PartDone::League { done } => Some(*done),
            PartDone::Swiss { .. } => None,
        }
    }

    fn read(text: &str) -> Result<Option<Reply>, String> {
        read_reply(
            text,
            |LeaguePart::League { done }| PartDone::League { done },
            |_: serde::de::IgnoredAny| None,
        )
    }

    fn stage(progress: &Progress) -> u32 {
        progress.phase as u32
    }
}

impl WorkerRun for swiss::prospects::Analysis {
    fn request(run: &str, part: swiss::prospects::Part) -> (String, Vec<u64>) {
        (part_text("swiss", run, &part), Vec::new())
    }

    fn done(done: PartDone) -> Option<swiss::prospects::Done> {
        match done {
            PartDone::Swiss { done } => Some(*done),
            PartDone::League { .. } => None,
        }
    }

    fn read(text: &str) -> Result<Option<Reply>, String> {
        read_reply(
            text,
            |SwissPart::Swiss { done }| PartDone::Swiss { done },
            |stage: Box<Stage<Refused>>| Some(stage),
        )
    }
}

/// The worker's work on one request text: answers it and posts [`Reply`] texts to `post`.
/// `clock` reads milliseconds (`performance.now()` in the worker).
pub fn serve(request: &str, clock: &mut dyn FnMut() -> f64, post: &mut dyn FnMut(String)) {
    match parse(request) {
        Ok(request) => run(&request, clock, post),
        Err(reply) => post(text(&reply)),
    }
}

/// Reads a request text; a text that is not one is answered with `failed` (id 0), boxed: a
/// what-if's answer makes a `Reply` large.
pub fn parse(request: &str) -> Result<Request, Box<Reply>> {
    serde_json::from_str(request).map_err(|e| {
        Box::new(Reply::Failed {
            id: 0,
            error: e.to_string(),
        })
    })
}

/// A reply as the text the worker posts.
pub fn text(reply: &Reply) -> String {
    serde_json::to_string(reply).expect("replies serialize")
}

/// The analysis of the run whose parts a worker is answering.
#[expect(
    clippy::large_enum_variant,
    reason = "a worker holds one run at a time; boxing would only add indirection"
)]
enum Cached {
    League(whatif::Analysis),
    Swiss(swiss::prospects::Analysis),
}

thread_local! {
    /// The run whose parts this worker is answering, by its id and kind: built at its first part.
    static RUN: std::cell::RefCell<Option<(u32, Cached)>> = const { std::cell::RefCell::new(None) };
}

/// The answer to one part: [`Reply::Part`], or `failed`. The document is read and the analysis
/// built once per run, at its first part.
pub fn part_reply(request: &Request) -> Reply {
    let id = request.id();
    let done = RUN.with_borrow_mut(|cached| -> Result<PartDone, crate::Error> {
        let fresh = match (&*cached, request) {
            (Some((at, Cached::League(_))), Request::League { .. })
            | (Some((at, Cached::Swiss(_))), Request::Swiss { .. }) => *at != id,
            _ => true,
        };
        if fresh {
            *cached = Some((
                id,
                match request {
                    Request::League { run, .. } => Cached::League(run.analysis()?),
                    Request::Swiss { run, .. } => Cached::Swiss(run.analysis()?),
                    Request::Export { .. } | Request::Pair { .. } => {
                        return Err(crate::ErrorKind::Cancelled.into());
                    }
                },
            ));
        }
        match (cached.as_ref().map(|(_, a)| a), request) {
            (Some(Cached::League(a)), Request::League { part: Some(p), .. }) => {
                Ok(PartDone::League {
                    done: Box::new(Parted::run(a, p)?),
                })
            }
            (Some(Cached::Swiss(a)), Request::Swiss { part, .. }) => Ok(PartDone::Swiss {
                done: Box::new(Parted::run(a, part)?),
            }),
            _ => Err(crate::ErrorKind::Cancelled.into()),
        }
    });
    match done {
        Ok(done) => Reply::Part { id, done },
        Err(e) => Reply::failed(id, request.lang(), &e),
    }
}

/// Runs one request; see [`serve`].
pub fn run(request: &Request, clock: &mut dyn FnMut() -> f64, post: &mut dyn FnMut(String)) {
    let id = request.id();
    let lang = request.lang();
    match request {
        Request::Export {
            document,
            export: what,
            ..
        } => post(text(&match export(document, lang, *what) {
            Ok((text, plain)) => Reply::Exported {
                id,
                export: *what,
                text,
                plain,
            },
            Err(e) => Reply::failed(id, lang, &e),
        })),
        Request::Pair { event, round, .. } => post(text(&Reply::Paired {
            id,
            stage: Box::new(pair_stage(event, *round).worded(lang)),
        })),
        Request::League { run, part: None } => whole(run, clock, post),
        Request::League { .. } | Request::Swiss { .. } => post(text(&part_reply(request))),
    }
}

/// A whole league run on this worker, with progress.
fn whole(run: &LeagueRun, clock: &mut dyn FnMut() -> f64, post: &mut dyn FnMut(String)) {
    let (id, lang) = (run.id, Lang::from_tag(&run.lang));
    let input = match input(&run.doc) {
        Ok(input) => input,
        Err(e) => {
            post(text(&Reply::failed(id, lang, &e)));
            return;
        }
    };
    let options = run.options(&input);
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

#[cfg(test)]
mod tests;
