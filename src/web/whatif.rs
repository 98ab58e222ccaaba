//! The what-if panel's state and its Web Worker, seen from the page.
//!
//! [`WhatIfState`] is the panel's own reducer: the run under way (its job id and last
//! [`Progress`]), or how the last one ended, and the last finished analysis with the input it was
//! computed for (so the panel can tell when the table has changed since). [`Runner`] owns the
//! worker (`hoshitori-worker`, see `src/web/worker.rs`): it queues the request until the worker
//! says it is ready, hands every reply to a callback, and terminates the worker when dropped,
//! which is how a run is cancelled. A cancelled or failed worker is replaced by a fresh one on the
//! next run; a worker that finished is kept for the next.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};
use yew::Reducible;

use crate::editor::whatif::{Input, Reply, Request, SwissRequest, SwissRun, swiss_analysis};
use crate::engine::league::whatif::{Analysis, Part, Progress, WhatIf};
use crate::engine::swiss;

/// The worker's loader script (Trunk's loader shim), relative to the page. `index.html` names
/// it in `<meta name="hoshitori-worker">`, which is also how the service worker caches it.
pub const DEFAULT_WORKER: &str = "hoshitori-worker_loader.js";

/// A finished analysis and what it was computed for.
#[derive(Debug, PartialEq)]
pub struct Finished {
    /// The run's job id: a new run's answer is a new id even when it looks the same.
    pub job: u32,
    pub input: Rc<Input>,
    pub what: Rc<WhatIf>,
    /// The players' names when it was computed: a result for an older table is still shown
    /// (greyed) with its own names, whatever the table has become.
    pub names: Rc<Vec<String>>,
    pub draws: bool,
    /// Milliseconds the analysis took in the worker.
    pub ms: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Idle,
    Running {
        input: Rc<Input>,
        draws: bool,
        progress: Option<Progress>,
    },
    Cancelled,
    Failed(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct WhatIfState {
    /// The id of the latest request; replies to older ones are ignored.
    pub job: u32,
    pub status: Status,
    pub last: Option<Rc<Finished>>,
}

impl Default for WhatIfState {
    fn default() -> WhatIfState {
        WhatIfState {
            job: 0,
            status: Status::Idle,
            last: None,
        }
    }
}

pub enum WhatIfMsg {
    Start {
        job: u32,
        input: Rc<Input>,
        draws: bool,
    },
    Reply(Reply),
    /// The worker could not start or crashed.
    WorkerError(String),
    Cancel,
}

impl Reducible for WhatIfState {
    type Action = WhatIfMsg;

    fn reduce(self: Rc<Self>, msg: WhatIfMsg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            WhatIfMsg::Start { job, input, draws } => {
                next.job = job;
                next.status = Status::Running {
                    input,
                    draws,
                    progress: None,
                };
            }
            WhatIfMsg::Reply(reply) => match (reply, &mut next.status) {
                (Reply::Progress { id, progress }, Status::Running { progress: p, .. })
                    if id == self.job =>
                {
                    *p = Some(progress);
                }
                (Reply::Done { id, result, ms }, Status::Running { input, draws, .. })
                    if id == self.job =>
                {
                    let names = input.table.players().iter().map(|p| p.name.clone());
                    next.last = Some(Rc::new(Finished {
                        job: id,
                        input: input.clone(),
                        what: Rc::new(result),
                        names: Rc::new(names.collect()),
                        draws: *draws,
                        ms,
                    }));
                    next.status = Status::Idle;
                }
                (Reply::Failed { id, error }, Status::Running { .. }) if id == self.job => {
                    next.status = Status::Failed(error);
                }
                _ => return self,
            },
            WhatIfMsg::WorkerError(error) => {
                if !matches!(next.status, Status::Running { .. }) {
                    return self;
                }
                next.status = Status::Failed(error);
            }
            WhatIfMsg::Cancel => next.status = Status::Cancelled,
        }
        Rc::new(next)
    }
}

/// The page's handle on a what-if worker. Dropping it terminates the worker.
pub struct Runner {
    worker: Worker,
    ready: Rc<Cell<bool>>,
    broken: Rc<Cell<bool>>,
    queued: Rc<RefCell<Vec<Queued>>>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(web_sys::Event)>,
}

/// A request's text and truth-table words, waiting for the worker to be ready.
type Queued = (String, Vec<u64>);

/// The worker script named by the page (`<meta name="hoshitori-worker" content=...>`).
fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("meta[name=\"hoshitori-worker\"]")
                .ok()
                .flatten()
        })
        .and_then(|m| m.get_attribute("content"))
        .unwrap_or_else(|| DEFAULT_WORKER.to_string())
}

impl Runner {
    /// Starts a worker; `on_reply` gets its replies (not `ready`), `on_error` a failure to load
    /// or an error inside it.
    pub fn spawn(
        on_reply: impl Fn(Reply) + 'static,
        on_error: impl Fn(String) + 'static,
    ) -> Result<Runner, JsValue> {
        let worker = Worker::new(&worker_url())?;
        let ready = Rc::new(Cell::new(false));
        let queued = Rc::new(RefCell::new(Vec::<Queued>::new()));
        let broken = Rc::new(Cell::new(false));
        let on_error = {
            let broken = broken.clone();
            Rc::new(move |message: String| {
                broken.set(true);
                on_error(message);
            })
        };
        let onmessage = {
            let (ready, queued, worker, on_error) = (
                ready.clone(),
                queued.clone(),
                worker.clone(),
                on_error.clone(),
            );
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let Some((text, words)) = crate::web::worker::unpack(&e.data()) else {
                    return;
                };
                match serde_json::from_str::<Reply>(&text) {
                    Ok(Reply::Ready) => {
                        ready.set(true);
                        for (request, words) in queued.borrow_mut().drain(..) {
                            post_to(&worker, &request, &words);
                        }
                    }
                    Ok(Reply::Part { id, mut done }) => {
                        if done.put_words(words) {
                            on_reply(Reply::Part { id, done });
                        } else {
                            on_error("truth tables".to_string());
                        }
                    }
                    Ok(reply) => on_reply(reply),
                    Err(e) => on_error(e.to_string()),
                }
            })
        };
        let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            e.prevent_default();
            let message = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .unwrap_or_default();
            on_error(message);
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        Ok(Runner {
            worker,
            ready,
            broken,
            queued,
            _onmessage: onmessage,
            _onerror: onerror,
        })
    }

    /// Whether the worker failed to load or crashed: it takes no more work.
    pub fn broken(&self) -> bool {
        self.broken.get()
    }

    /// Sends a request now, or as soon as the worker is ready (requests sent before are kept
    /// in order). A part's truth table goes as bytes ([`crate::web::worker::message`]).
    pub fn send(&self, mut request: Request) {
        let words = request
            .part
            .as_mut()
            .map(Part::take_words)
            .unwrap_or_default();
        let text = serde_json::to_string(&request).expect("requests serialize");
        self.post(text, words);
    }

    /// Sends a part of a Swiss event's what-if ([`SwissRequest::text`]), as [`Runner::send`]
    /// does a request.
    pub fn send_swiss(&self, text: String) {
        self.post(text, Vec::new());
    }

    fn post(&self, text: String, words: Vec<u64>) {
        if self.ready.get() {
            post_to(&self.worker, &text, &words);
        } else {
            self.queued.borrow_mut().push((text, words));
        }
    }
}

fn post_to(worker: &Worker, text: &str, words: &[u64]) {
    let (message, transfer) = crate::web::worker::message(text, words);
    let _ = worker.post_message_with_transfer(&message, &transfer);
}

impl Drop for Runner {
    fn drop(&mut self) {
        self.worker.terminate();
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
    }
}

/// The page's what-if on several workers: one [`Analysis`] kept here, its parts sent to as
/// many workers as the machine has cores (`navigator.hardwareConcurrency`, at most
/// [`MAX_WORKERS`]), each building its own copy from the request and answering with what the
/// part found ([`Reply::Part`]). The parts and their merge are the engine's, so the answer is
/// the one a single worker, or the CLI, gives. Replies reach the panel's reducer as a single
/// worker's would: progress after each part, then the result. Dropping the pool terminates
/// every worker, which is how a run is cancelled.
pub struct Pool {
    shared: Rc<RefCell<PoolState>>,
}

/// The most workers a run uses.
pub const MAX_WORKERS: usize = 4;

/// Parts a worker holds at once: the one it runs and the next, so that it never waits for the
/// page to hand it one.
const IN_FLIGHT: usize = 1;

struct PoolState {
    runners: Vec<Runner>,
    /// Parts sent to each worker and not answered yet.
    busy: Vec<usize>,
    job: Option<Job>,
    emit: Rc<dyn Fn(Reply)>,
}

struct Job {
    id: u32,
    lang: String,
    work: Work,
    started: f64,
    /// When progress was last told, and in which phase (a league's): at most every
    /// [`crate::editor::whatif::PROGRESS_MS`], and at every new phase.
    told: Option<(f64, Option<crate::engine::league::whatif::Phase>)>,
    /// The run is small: the first worker runs it whole and its replies pass through.
    whole: bool,
}

/// The analysis a job runs, kept here, and what its parts go out in.
#[expect(
    clippy::large_enum_variant,
    reason = "a pool holds one job at a time; boxing would only add indirection"
)]
enum Work {
    League {
        /// The request each part goes out in (its `part` set per send).
        request: Request,
        analysis: Analysis,
    },
    Swiss {
        /// The run as text, written once.
        run: String,
        analysis: swiss::prospects::Analysis,
    },
}

impl Work {
    /// Sends `runner` the next part; false when there is none to send now.
    fn send_next(&mut self, runner: &Runner) -> bool {
        match self {
            Work::League { request, analysis } => {
                let Some(part) = analysis.parts(1).pop() else {
                    return false;
                };
                let mut request = request.clone();
                request.part = Some(part);
                runner.send(request);
            }
            Work::Swiss { run, analysis } => {
                let Some(part) = analysis.parts(1).pop() else {
                    return false;
                };
                runner.send_swiss(SwissRequest::text(run, part));
            }
        }
        true
    }

    /// Takes a part's answer; false when `reply` is not one for this work.
    fn absorb(&mut self, reply: Reply) -> bool {
        match (self, reply) {
            (Work::League { analysis, .. }, Reply::Part { done, .. }) => analysis.absorb(*done),
            (Work::Swiss { analysis, .. }, Reply::SwissPart { done, .. }) => analysis.absorb(*done),
            _ => return false,
        }
        true
    }

    /// The progress to tell the panel, and the phase it is in (a league's).
    fn progress(&self, id: u32) -> (Reply, Option<crate::engine::league::whatif::Phase>) {
        match self {
            Work::League { analysis, .. } => {
                let progress = analysis.progress();
                (Reply::Progress { id, progress }, Some(progress.phase))
            }
            Work::Swiss { analysis, .. } => {
                let progress = analysis.progress();
                (Reply::SwissProgress { id, progress }, None)
            }
        }
    }

    fn ready(&self) -> bool {
        match self {
            Work::League { analysis, .. } => analysis.ready(),
            Work::Swiss { analysis, .. } => analysis.ready(),
        }
    }

    /// The answer, as the panel's reply to run `id`.
    fn finish(self, id: u32, ms: f64, lang: &str) -> Reply {
        match self {
            Work::League { analysis, .. } => match analysis.finish() {
                Ok(result) => Reply::Done { id, result, ms },
                Err(e) => Reply::failed(id, crate::lang::Lang::from_tag(lang), &e),
            },
            Work::Swiss { analysis, .. } => Reply::SwissDone {
                id,
                result: analysis.finish(),
                ms,
            },
        }
    }
}

/// Milliseconds on the page's clock.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The workers a run uses: the machine's cores, at most [`MAX_WORKERS`].
pub fn workers() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .filter(|n| n.is_finite() && *n >= 1.0)
        .map_or(1, |n| (n as usize).min(MAX_WORKERS))
}

impl Pool {
    /// Starts `count` workers; `emit` gets the replies for the panel, `on_error` a worker's
    /// failure to load or crash.
    pub fn spawn(
        count: usize,
        emit: impl Fn(Reply) + 'static,
        on_error: impl Fn(String) + Clone + 'static,
    ) -> Result<Pool, JsValue> {
        let shared = Rc::new(RefCell::new(PoolState {
            runners: Vec::new(),
            busy: Vec::new(),
            job: None,
            emit: Rc::new(emit),
        }));
        for k in 0..count.max(1) {
            let weak = Rc::downgrade(&shared);
            let runner = Runner::spawn(
                move |reply| {
                    if let Some(shared) = weak.upgrade() {
                        Pool::reply(&shared, k, reply);
                    }
                },
                on_error.clone(),
            )?;
            let mut s = shared.borrow_mut();
            s.runners.push(runner);
            s.busy.push(0);
        }
        Ok(Pool { shared })
    }

    /// Makes sure `slot` holds running workers: a broken pool, or one whose last run failed
    /// (`failed_before`), is replaced. `on_reply` and `on_error` are as for [`Pool::spawn`];
    /// `failed` is the panel's sentence for workers that cannot start or crashed, followed by
    /// the browser's message when it gives one.
    pub fn ensure(
        slot: &RefCell<Option<Pool>>,
        failed_before: bool,
        failed: &'static str,
        on_reply: impl Fn(Reply) + 'static,
        on_error: impl Fn(String) + Clone + 'static,
    ) -> Result<(), String> {
        let broken = slot.borrow().as_ref().is_some_and(Pool::broken);
        if broken || failed_before {
            drop(slot.borrow_mut().take());
        }
        if slot.borrow().is_some() {
            return Ok(());
        }
        let on_error = move |message: String| {
            on_error(if message.is_empty() {
                failed.to_string()
            } else {
                format!("{failed} ({message})")
            })
        };
        let spawned = Pool::spawn(workers(), on_reply, on_error).map_err(|e| {
            let detail = e.as_string().unwrap_or_default();
            format!("{failed} {detail}").trim().to_string()
        })?;
        *slot.borrow_mut() = Some(spawned);
        Ok(())
    }

    /// Whether a worker failed: the pool takes no more work.
    pub fn broken(&self) -> bool {
        self.shared.borrow().runners.iter().any(Runner::broken)
    }

    /// Starts the analysis `request` asks for on `input` (the request's document, already
    /// read by the page).
    pub fn start(&self, request: Request, input: &Input) {
        let options = request.options(input);
        let (id, lang) = (request.id, request.lang.clone());
        match Analysis::new(&input.table, &input.chain, &options) {
            Ok(analysis) => {
                let whole = !analysis.worth_sharing() || self.shared.borrow().runners.len() == 1;
                if whole && let Some(first) = self.shared.borrow().runners.first() {
                    first.send(request.clone());
                }
                self.begin(id, lang, Work::League { request, analysis }, whole);
            }
            Err(e) => self.fail(id, &lang, &e),
        }
    }

    /// Starts a Swiss event's what-if, in parts on every worker.
    pub fn start_swiss(&self, run: SwissRun) {
        let (id, lang) = (run.id, run.lang.clone());
        match swiss_analysis(&run) {
            Ok(analysis) => {
                let run = serde_json::to_string(&run).expect("runs serialize");
                self.begin(id, lang, Work::Swiss { run, analysis }, false)
            }
            Err(e) => self.fail(id, &lang, &e),
        }
    }

    fn begin(&self, id: u32, lang: String, work: Work, whole: bool) {
        {
            let mut s = self.shared.borrow_mut();
            s.busy.iter_mut().for_each(|b| *b = 0);
            s.job = Some(Job {
                id,
                lang,
                work,
                started: now(),
                told: None,
                whole,
            });
        }
        Pool::pump(&self.shared);
    }

    fn fail(&self, id: u32, lang: &str, error: &crate::Error) {
        let emit = self.shared.borrow().emit.clone();
        let lang = crate::lang::Lang::from_tag(lang);
        emit(Reply::failed(id, lang, error));
    }

    fn reply(shared: &Rc<RefCell<PoolState>>, k: usize, reply: Reply) {
        let emit = shared.borrow().emit.clone();
        let mut out = Vec::new();
        {
            let mut s = shared.borrow_mut();
            let current = s.job.as_ref().map(|j| j.id);
            let whole = s.job.as_ref().is_some_and(|j| j.whole);
            match reply {
                Reply::Progress { id, .. } if whole && Some(id) == current => out.push(reply),
                Reply::Done { id, .. } if whole && Some(id) == current => {
                    s.job = None;
                    out.push(reply);
                }
                Reply::Part { id, .. } | Reply::SwissPart { id, .. } if Some(id) == current => {
                    if let Some(b) = s.busy.get_mut(k) {
                        *b = b.saturating_sub(1);
                    }
                    if let Some(job) = &mut s.job
                        && job.work.absorb(reply)
                    {
                        let (progress, phase) = job.work.progress(id);
                        let t = now();
                        let due = job.told.is_none_or(|(at, told)| {
                            told != phase || t - at >= crate::editor::whatif::PROGRESS_MS
                        });
                        if due {
                            job.told = Some((t, phase));
                            out.push(progress);
                        }
                    }
                }
                Reply::Failed { id, error } if Some(id) == current => {
                    s.job = None;
                    out.push(Reply::Failed { id, error });
                }
                // Another run's answer, or nothing a part gives.
                _ => return,
            }
        }
        for r in out {
            emit(r);
        }
        Pool::pump(shared);
    }

    /// Gives every idle worker a part; once every part is in, finishes the analysis.
    fn pump(shared: &Rc<RefCell<PoolState>>) {
        let emit = shared.borrow().emit.clone();
        let finished = {
            let mut s = shared.borrow_mut();
            let PoolState {
                runners, busy, job, ..
            } = &mut *s;
            let Some(j) = job.as_mut().filter(|j| !j.whole) else {
                return;
            };
            // Round after round, so that the workers share the parts evenly.
            for _ in 0..IN_FLIGHT {
                for (runner, busy) in runners.iter().zip(busy.iter_mut()) {
                    if *busy >= IN_FLIGHT {
                        continue;
                    }
                    if !j.work.send_next(runner) {
                        break;
                    }
                    *busy += 1;
                }
            }
            if busy.iter().any(|&b| b > 0) || !j.work.ready() {
                return;
            }
            job.take()
        };
        let Some(job) = finished else { return };
        let ms = now() - job.started;
        emit(job.work.finish(job.id, ms, &job.lang));
    }
}
