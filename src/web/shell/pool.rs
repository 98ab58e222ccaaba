//! The what-if workers, seen from the page: one [`Pool`] for every kind of run.
//!
//! [`Runner`] owns one worker (`hoshitori-worker`, see [`super::worker`]): it queues requests
//! until the worker says it is ready, hands every reply to a callback, and terminates the worker
//! when dropped, which is how a run is cancelled. [`Pool`] runs an analysis's parts on as many
//! workers as the machine has cores (`navigator.hardwareConcurrency`, at most [`MAX_WORKERS`]):
//! it keeps the analysis here, hands each idle worker its next part as the run protocol says
//! ([`Parted`], [`WorkerRun`]: the request text around the run's text, written once), absorbs
//! each answer, tells the panel the progress (at most every [`PROGRESS_MS`], and at every new
//! stage) and, once every part is in, the answer. The parts and their merge are the engine's,
//! so the answer is the one a single worker, or the CLI, gives. A pool whose worker failed is
//! replaced at the next run ([`Pool::ensure`]).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

use crate::editor::worker_protocol::{PROGRESS_MS, Reply, WorkerRun};
use crate::engine::outcomes::Parted;
use crate::lang::Lang;

/// The worker's loader script (Trunk's loader shim), relative to the page. `index.html` names
/// it in `<meta name="hoshitori-worker">`, which is also how the service worker caches it.
pub const DEFAULT_WORKER: &str = "hoshitori-worker_loader.js";

/// The most workers a run uses.
pub const MAX_WORKERS: usize = 4;

/// Parts a worker holds at once: the one it runs (the page hands it the next when it answers).
const IN_FLIGHT: usize = 1;

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
    /// Starts a worker; `on_reply` gets its replies (not `ready`), with their truth tables put
    /// back; `on_error` a failure to load or an error inside it.
    pub fn spawn(
        read: fn(&str) -> Result<Option<Reply>, String>,
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
                let Some((text, words)) = super::worker::unpack(&e.data()) else {
                    return;
                };
                match read(&text) {
                    Ok(None) => {}
                    Ok(Some(Reply::Ready)) => {
                        ready.set(true);
                        for (request, words) in queued.borrow_mut().drain(..) {
                            post_to(&worker, &request, &words);
                        }
                    }
                    Ok(Some(mut reply)) => {
                        if reply.put_words(words) {
                            on_reply(reply);
                        } else {
                            on_error("truth tables".to_string());
                        }
                    }
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

    /// Sends a request's text (and the words that travel apart from it) now, or as soon as the
    /// worker is ready (requests sent before are kept in order).
    pub fn post(&self, text: String, words: Vec<u64>) {
        if self.ready.get() {
            post_to(&self.worker, &text, &words);
        } else {
            self.queued.borrow_mut().push((text, words));
        }
    }
}

fn post_to(worker: &Worker, text: &str, words: &[u64]) {
    let (message, transfer) = super::worker::message(text, words);
    let _ = worker.post_message_with_transfer(&message, &transfer);
}

impl Drop for Runner {
    fn drop(&mut self) {
        self.worker.terminate();
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
    }
}

/// What a pool tells its panel about the run under way.
pub enum Event<A: Parted> {
    Progress { id: u32, progress: A::Progress },
    Done { id: u32, answer: A::Answer, ms: f64 },
    Failed { id: u32, error: String },
}

/// See the module documentation.
pub struct Pool<A: WorkerRun> {
    shared: Rc<RefCell<PoolState<A>>>,
}

struct PoolState<A: WorkerRun> {
    runners: Vec<Runner>,
    /// Parts sent to each worker and not answered yet.
    busy: Vec<usize>,
    job: Option<Job<A>>,
    emit: Rc<dyn Fn(Event<A>)>,
}

struct Job<A> {
    id: u32,
    lang: Lang,
    /// The run as text, written once: every part's request is written around it.
    run: String,
    analysis: A,
    started: f64,
    /// When progress was last told, and at which stage.
    told: Option<(f64, u32)>,
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

impl<A: WorkerRun + 'static> Pool<A> {
    /// Starts `count` workers; `emit` gets the events for the panel, `on_error` a worker's
    /// failure to load or crash.
    pub fn spawn(
        count: usize,
        emit: impl Fn(Event<A>) + 'static,
        on_error: impl Fn(String) + Clone + 'static,
    ) -> Result<Pool<A>, JsValue> {
        let shared = Rc::new(RefCell::new(PoolState {
            runners: Vec::new(),
            busy: Vec::new(),
            job: None,
            emit: Rc::new(emit),
        }));
        for k in 0..count.max(1) {
            let weak = Rc::downgrade(&shared);
            let runner = Runner::spawn(
                A::read,
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
    /// (`failed_before`), is replaced. `emit` and `on_error` are as for [`Pool::spawn`];
    /// `failed` is the panel's sentence for workers that cannot start or crashed, followed by
    /// the browser's message when it gives one.
    pub fn ensure(
        slot: &RefCell<Option<Pool<A>>>,
        failed_before: bool,
        failed: &'static str,
        emit: impl Fn(Event<A>) + 'static,
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
        let spawned = Pool::spawn(workers(), emit, on_error).map_err(|e| {
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

    /// Starts run `id` of `analysis` (built by the page from the run whose text is `run`, as
    /// every worker builds its own copy), errors in `lang`.
    pub fn start(&self, id: u32, lang: Lang, run: String, analysis: A) {
        {
            let mut s = self.shared.borrow_mut();
            s.busy.iter_mut().for_each(|b| *b = 0);
            s.job = Some(Job {
                id,
                lang,
                run,
                analysis,
                started: now(),
                told: None,
            });
        }
        Pool::pump(&self.shared);
    }

    /// Tells the panel that run `id` cannot start, and why.
    pub fn fail(&self, id: u32, lang: Lang, error: &crate::Error) {
        let emit = self.shared.borrow().emit.clone();
        emit(Event::Failed {
            id,
            error: crate::report::error::message(lang, error),
        });
    }

    fn reply(shared: &Rc<RefCell<PoolState<A>>>, k: usize, reply: Reply) {
        let emit = shared.borrow().emit.clone();
        let mut out = Vec::new();
        {
            let mut s = shared.borrow_mut();
            let current = s.job.as_ref().map(|j| j.id);
            match reply {
                Reply::Part { id, done } if Some(id) == current => {
                    if let Some(b) = s.busy.get_mut(k) {
                        *b = b.saturating_sub(1);
                    }
                    if let Some(job) = &mut s.job
                        && let Some(done) = A::done(done)
                    {
                        job.analysis.absorb(done);
                        let progress = job.analysis.progress();
                        let stage = A::stage(&progress);
                        let t = now();
                        let due = job
                            .told
                            .is_none_or(|(at, told)| told != stage || t - at >= PROGRESS_MS);
                        if due {
                            job.told = Some((t, stage));
                            out.push(Event::Progress { id, progress });
                        }
                    }
                }
                Reply::Failed { id, error } if Some(id) == current => {
                    s.job = None;
                    out.push(Event::Failed { id, error });
                }
                // Another run's answer, or nothing a part gives.
                _ => return,
            }
        }
        for e in out {
            emit(e);
        }
        Pool::pump(shared);
    }

    /// Gives every idle worker a part; once every part is in, finishes the analysis.
    fn pump(shared: &Rc<RefCell<PoolState<A>>>) {
        let emit = shared.borrow().emit.clone();
        let finished = {
            let mut s = shared.borrow_mut();
            let PoolState {
                runners, busy, job, ..
            } = &mut *s;
            let Some(j) = job.as_mut() else {
                return;
            };
            // A run not worth sharing goes to the first worker alone.
            let share = if j.analysis.worth_sharing() {
                runners.len()
            } else {
                1
            };
            for (runner, busy) in runners.iter().zip(busy.iter_mut()).take(share) {
                while *busy < IN_FLIGHT {
                    let Some(part) = j.analysis.parts(1).pop() else {
                        break;
                    };
                    let (text, words) = A::request(&j.run, part);
                    runner.post(text, words);
                    *busy += 1;
                }
            }
            if busy.iter().any(|&b| b > 0) || !j.analysis.ready() {
                return;
            }
            job.take()
        };
        let Some(job) = finished else { return };
        let ms = now() - job.started;
        emit(match job.analysis.finish() {
            Ok(answer) => Event::Done {
                id: job.id,
                answer,
                ms,
            },
            Err(e) => Event::Failed {
                id: job.id,
                error: crate::report::error::message(job.lang, &e),
            },
        });
    }
}
